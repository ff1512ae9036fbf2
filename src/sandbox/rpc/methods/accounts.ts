import { z } from 'zod';
import { withContext, type RpcContext } from '../context.js';
import { encodeAccount, supportedAccountEncoding } from '../encoding.js';
import { invalidParam, invalidParams, invalidParamsMessage } from '../errors.js';
import { AccountConfig, CommitmentConfig, Pubkey, checkMinContextSlot, params } from '../params.js';
import { rpcMethod, type MethodTable } from '../protocol.js';
import {
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  decodeMint,
  parseTokenAccount,
  tokenAmountJson,
} from '../token-json.js';

/** Account reads: SOL balances, raw accounts, SPL token accounts and supplies. */

const MAX_MULTIPLE_ACCOUNTS = 100;

const TokenAccountsFilter = z.object({ mint: Pubkey.optional(), programId: Pubkey.optional() });

export const accountMethods: MethodTable<RpcContext> = {
  getBalance: rpcMethod(
    params(['pubkey', 'config'], [Pubkey, CommitmentConfig.nullish()]),
    ([pubkey, config], { ledger }) => {
      checkMinContextSlot(ledger, config);
      return withContext(ledger, Number(ledger.getBalance(pubkey)));
    },
  ),

  getAccountInfo: rpcMethod(
    params(['pubkey', 'config'], [Pubkey, AccountConfig.nullish()]),
    ([pubkey, config], { ledger }) => {
      checkMinContextSlot(ledger, config);
      const encoding = supportedAccountEncoding(config?.encoding, 'binary');
      const account = ledger.getAccount(pubkey);
      return withContext(
        ledger,
        account
          ? encodeAccount(ledger, account, { encoding, dataSlice: config?.dataSlice, limitBase58: true })
          : null,
      );
    },
  ),

  getMultipleAccounts: rpcMethod(
    params(['pubkeys', 'config'], [z.array(Pubkey), AccountConfig.nullish()]),
    ([pubkeys, config], { ledger }) => {
      if (pubkeys.length > MAX_MULTIPLE_ACCOUNTS) {
        throw invalidParamsMessage(`Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`);
      }
      checkMinContextSlot(ledger, config);
      const encoding = supportedAccountEncoding(config?.encoding, 'base64');
      return withContext(
        ledger,
        pubkeys.map((pubkey) => {
          const account = ledger.getAccount(pubkey);
          return account
            ? encodeAccount(ledger, account, { encoding, dataSlice: config?.dataSlice, limitBase58: true })
            : null;
        }),
      );
    },
  ),

  getTokenAccountBalance: rpcMethod(
    params(['pubkey', 'config'], [Pubkey, CommitmentConfig.nullish()]),
    ([pubkey, config], { ledger }) => {
      checkMinContextSlot(ledger, config);
      const account = ledger.getAccount(pubkey);
      if (!account) throw invalidParam('could not find account');
      const token = parseTokenAccount(ledger, account);
      if (!token) throw invalidParam('not a Token account');
      return withContext(ledger, token.tokenAmount);
    },
  ),

  getTokenSupply: rpcMethod(
    params(['mint', 'config'], [Pubkey, CommitmentConfig.nullish()]),
    ([mintAddress, config], { ledger }) => {
      checkMinContextSlot(ledger, config);
      const account = ledger.getAccount(mintAddress);
      if (!account) throw invalidParam('could not find mint');
      const mint = decodeMint(account);
      if (!mint) throw invalidParam('not a Token mint');
      return withContext(ledger, tokenAmountJson(mint.supply, mint.decimals));
    },
  ),

  getTokenAccountsByOwner: rpcMethod(
    params(['owner', 'filter', 'config'], [Pubkey, TokenAccountsFilter, AccountConfig.nullish()]),
    ([owner, filter, config], { ledger }) => {
      checkMinContextSlot(ledger, config);
      if ((filter.mint === undefined) === (filter.programId === undefined)) {
        throw invalidParams('filter: expected either {"mint": <address>} or {"programId": <address>}');
      }
      const encoding = supportedAccountEncoding(config?.encoding, 'binary');
      let accounts;
      if (filter.mint !== undefined) {
        const mint = ledger.getAccount(filter.mint);
        if (!mint) throw invalidParam('could not find mint');
        if (mint.owner !== TOKEN_PROGRAM && mint.owner !== TOKEN_2022_PROGRAM) {
          throw invalidParam('not a Token mint');
        }
        accounts = mint.owner === TOKEN_PROGRAM ? ledger.tokenAccountsByOwner(owner, filter.mint) : [];
      } else {
        if (filter.programId !== TOKEN_PROGRAM && filter.programId !== TOKEN_2022_PROGRAM) {
          throw invalidParam('unrecognized Token program id');
        }
        // The sandbox's mints are all SPL Token (not Token-2022) mints.
        accounts = filter.programId === TOKEN_PROGRAM ? ledger.tokenAccountsByOwner(owner) : [];
      }
      return withContext(
        ledger,
        accounts.map((account) => ({
          pubkey: account.address,
          account: encodeAccount(ledger, account, {
            encoding,
            dataSlice: config?.dataSlice,
            limitBase58: true,
          }),
        })),
      );
    },
  ),
};
