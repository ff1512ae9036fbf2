import {
  ACCOUNT_SIZE,
  AccountLayout,
  AccountState,
  MINT_SIZE,
  MintLayout,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import { formatBaseUnits } from '../../api/money.js';
import type { Ledger, LedgerAccount } from '../chain/ledger.js';

/** SPL Token accounts and mints as Solana's RPC shows them (`jsonParsed`, token balances, token supply). */

export const TOKEN_PROGRAM = TOKEN_PROGRAM_ID.toBase58();
export const TOKEN_2022_PROGRAM = TOKEN_2022_PROGRAM_ID.toBase58();

export interface TokenAmountJson {
  amount: string;
  decimals: number;
  uiAmount: number | null;
  uiAmountString: string;
}

export function tokenAmountJson(amount: bigint, decimals: number): TokenAmountJson {
  const uiAmountString = formatBaseUnits(amount, decimals);
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

export interface MintState {
  mintAuthority: string | null;
  supply: bigint;
  decimals: number;
  isInitialized: boolean;
  freezeAuthority: string | null;
}

export function decodeMint(account: LedgerAccount): MintState | undefined {
  if (account.owner !== TOKEN_PROGRAM || account.data.length !== MINT_SIZE) return undefined;
  const mint = MintLayout.decode(account.data);
  return {
    mintAuthority: mint.mintAuthorityOption ? new PublicKey(mint.mintAuthority).toBase58() : null,
    supply: mint.supply,
    decimals: mint.decimals,
    isInitialized: mint.isInitialized,
    freezeAuthority: mint.freezeAuthorityOption ? new PublicKey(mint.freezeAuthority).toBase58() : null,
  };
}

/** The decimals of a mint on the ledger, or undefined when there is no such mint. */
export function mintDecimals(ledger: Ledger, mint: string): number | undefined {
  const account = ledger.getAccount(mint);
  return account ? decodeMint(account)?.decimals : undefined;
}

export interface TokenAccountJson {
  mint: string;
  owner: string;
  tokenAmount: TokenAmountJson;
  delegate?: string;
  delegatedAmount?: TokenAmountJson;
  state: 'uninitialized' | 'initialized' | 'frozen';
  isNative: boolean;
  rentExemptReserve?: TokenAmountJson;
  closeAuthority?: string;
}

/** A token account in full, with its mint's decimals; undefined for anything else or an unknown mint. */
export function parseTokenAccount(ledger: Ledger, account: LedgerAccount): TokenAccountJson | undefined {
  if (account.owner !== TOKEN_PROGRAM || account.data.length !== ACCOUNT_SIZE) return undefined;
  const decoded = AccountLayout.decode(account.data);
  const mint = new PublicKey(decoded.mint).toBase58();
  const decimals = mintDecimals(ledger, mint);
  if (decimals === undefined) return undefined;
  const state =
    decoded.state === AccountState.Frozen
      ? 'frozen'
      : decoded.state === AccountState.Initialized
        ? 'initialized'
        : 'uninitialized';
  const parsed: TokenAccountJson = {
    mint,
    owner: new PublicKey(decoded.owner).toBase58(),
    tokenAmount: tokenAmountJson(decoded.amount, decimals),
    state,
    isNative: decoded.isNativeOption === 1,
  };
  if (decoded.delegateOption) {
    parsed.delegate = new PublicKey(decoded.delegate).toBase58();
    parsed.delegatedAmount = tokenAmountJson(decoded.delegatedAmount, decimals);
  }
  if (decoded.isNativeOption) parsed.rentExemptReserve = tokenAmountJson(decoded.isNative, decimals);
  if (decoded.closeAuthorityOption) parsed.closeAuthority = new PublicKey(decoded.closeAuthority).toBase58();
  return parsed;
}

/** `jsonParsed` data of a token-program account (an account or a mint); undefined when it is neither. */
export function parsedTokenProgramData(ledger: Ledger, account: LedgerAccount) {
  const tokenAccount = parseTokenAccount(ledger, account);
  if (tokenAccount) {
    return {
      program: 'spl-token',
      parsed: { type: 'account', info: tokenAccount },
      space: account.data.length,
    };
  }
  const mint = decodeMint(account);
  if (mint) {
    return {
      program: 'spl-token',
      parsed: {
        type: 'mint',
        info: {
          mintAuthority: mint.mintAuthority,
          supply: mint.supply.toString(),
          decimals: mint.decimals,
          isInitialized: mint.isInitialized,
          freezeAuthority: mint.freezeAuthority,
        },
      },
      space: account.data.length,
    };
  }
  return undefined;
}
