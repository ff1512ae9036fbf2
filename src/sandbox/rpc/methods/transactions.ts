import { z } from 'zod';
import type { LedgerAccount } from '../../chain/ledger.js';
import type { LedgerFailure } from '../../chain/transaction-errors.js';
import { findLedgerTransaction, listSignaturesForAddress } from '../../store/ledger-history.js';
import { withContext, type RpcContext } from '../context.js';
import { encodeAccount, supportedAccountEncoding } from '../encoding.js';
import {
  RPC_ERROR_CODES,
  RpcError,
  invalidParam,
  invalidParamsMessage,
  signatureVerificationFailure,
  transactionVersionNotSupported,
  unsupportedEncoding,
} from '../errors.js';
import {
  AccountEncoding,
  Commitment,
  CommitmentConfig,
  Pubkey,
  Signature,
  checkMinContextSlot,
  params,
  requireAtLeastConfirmed,
} from '../params.js';
import { rpcMethod, type MethodTable } from '../protocol.js';
import { TRANSACTION_ENCODINGS, confirmedTransactionJson } from '../transaction-json.js';
import {
  decodeTransaction,
  signaturesVerify,
  transactionSignature,
  wireEncoding,
} from '../transaction-wire.js';

/** Sending, simulating and looking up transactions; the faucet (requestAirdrop). */

const LAMPORTS_PER_SOL = 1_000_000_000;
/** requestAirdrop hands out at most this much per request. */
export const MAX_AIRDROP_LAMPORTS = 1000 * LAMPORTS_PER_SOL;
const MAX_SIGNATURE_STATUSES = 256;
const MAX_SIGNATURES_FOR_ADDRESS = 1000;

const SendConfig = z.object({
  encoding: z.string().optional(),
  skipPreflight: z.boolean().optional(),
  preflightCommitment: Commitment.optional(),
  maxRetries: z.number().int().nonnegative().optional(),
  minContextSlot: z.number().int().nonnegative().optional(),
});

const SimulateConfig = CommitmentConfig.extend({
  encoding: z.string().optional(),
  sigVerify: z.boolean().optional(),
  replaceRecentBlockhash: z.boolean().optional(),
  accounts: z.object({ addresses: z.array(Pubkey), encoding: AccountEncoding.optional() }).nullish(),
  innerInstructions: z.boolean().optional(),
});

const TransactionConfig = CommitmentConfig.extend({
  encoding: z.string().optional(),
  maxSupportedTransactionVersion: z.number().int().min(0).max(255).optional(),
});

const SignaturesForAddressConfig = CommitmentConfig.extend({
  limit: z.number().int().optional(),
  before: Signature.optional(),
  until: Signature.optional(),
});

/** -32002, with the simulation result as `data`: what web3.js turns into a SendTransactionError with logs. */
function preflightFailure(
  prefix: string,
  failure: LedgerFailure,
  logs: string[],
  unitsConsumed: bigint,
): RpcError {
  return new RpcError(RPC_ERROR_CODES.sendTransactionPreflightFailure, `${prefix}: ${failure.message}`, {
    err: failure.err,
    logs,
    accounts: null,
    unitsConsumed: Number(unitsConsumed),
    returnData: null,
    innerInstructions: null,
  });
}

const ALREADY_PROCESSED: LedgerFailure = {
  err: 'AlreadyProcessed',
  executed: false,
  message: 'This transaction has already been processed',
};

export const transactionMethods: MethodTable<RpcContext> = {
  sendTransaction: rpcMethod(
    params(['transaction', 'config'], [z.string(), SendConfig.nullish()]),
    async ([encoded, config], { ledger, database }) => {
      const { wire, transaction } = decodeTransaction(encoded, wireEncoding(config?.encoding));
      checkMinContextSlot(ledger, config);
      if (!signaturesVerify(transaction)) throw signatureVerificationFailure();
      const signature = transactionSignature(transaction);
      if (await findLedgerTransaction(database, signature)) {
        // Sending the same transaction again is harmless; only preflight points it out.
        if (config?.skipPreflight) return signature;
        throw preflightFailure('Transaction simulation failed', ALREADY_PROCESSED, [], 0n);
      }
      if (!config?.skipPreflight) {
        const simulation = ledger.simulate(wire, { sigVerify: false, replaceRecentBlockhash: false });
        if (simulation.failure) {
          throw preflightFailure(
            'Transaction simulation failed',
            simulation.failure,
            simulation.logs,
            simulation.unitsConsumed,
          );
        }
      }
      const outcome = await ledger.submit(wire);
      // A transaction that did not even execute (unknown blockhash, fee payer without funds) is never
      // recorded. On Solana it would silently drop; here blocks only advance with transactions, so a client
      // waiting for it would wait forever: say so now instead.
      if (outcome.failure && !outcome.failure.executed) {
        throw preflightFailure(
          'Transaction was not processed',
          outcome.failure,
          outcome.logs,
          outcome.unitsConsumed,
        );
      }
      return outcome.signature;
    },
  ),

  simulateTransaction: rpcMethod(
    params(['transaction', 'config'], [z.string(), SimulateConfig.nullish()]),
    ([encoded, config], { ledger }) => {
      const sigVerify = config?.sigVerify ?? false;
      const replaceRecentBlockhash = config?.replaceRecentBlockhash ?? false;
      if (sigVerify && replaceRecentBlockhash) {
        throw invalidParamsMessage('sigVerify may not be used with replaceRecentBlockhash');
      }
      const { wire, transaction } = decodeTransaction(encoded, wireEncoding(config?.encoding));
      checkMinContextSlot(ledger, config);
      if (sigVerify && !signaturesVerify(transaction)) throw signatureVerificationFailure();
      const requested = config?.accounts;
      const accountsEncoding = requested ? supportedAccountEncoding(requested.encoding, 'base64') : 'base64';
      if (accountsEncoding === 'binary' || accountsEncoding === 'base58') {
        throw invalidParamsMessage('base58 encoding not supported');
      }
      const accountCount = transaction.message.staticAccountKeys.length;
      if (requested && requested.addresses.length > accountCount) {
        throw invalidParamsMessage(`Too many accounts provided; max ${accountCount}`);
      }
      const replacementBlockhash = replaceRecentBlockhash ? ledger.latestBlockhash() : undefined;
      const simulation = ledger.simulate(wire, { sigVerify: false, replaceRecentBlockhash });
      const accountAfter = (address: string): LedgerAccount | undefined =>
        simulation.postAccounts.get(address) ?? ledger.getAccount(address);
      const accounts =
        requested && !simulation.failure
          ? requested.addresses.map((address) => {
              const account = accountAfter(address);
              return account
                ? encodeAccount(ledger, account, { encoding: accountsEncoding, limitBase58: false })
                : null;
            })
          : null;
      return withContext(ledger, {
        err: simulation.failure?.err ?? null,
        logs: simulation.logs,
        accounts,
        unitsConsumed: Number(simulation.unitsConsumed),
        returnData: null,
        innerInstructions: null,
        replacementBlockhash: replacementBlockhash
          ? {
              blockhash: replacementBlockhash.blockhash,
              lastValidBlockHeight: Number(replacementBlockhash.lastValidBlockHeight),
            }
          : null,
      });
    },
  ),

  getSignatureStatuses: rpcMethod(
    params(
      ['signatures', 'config'],
      [z.array(Signature), z.object({ searchTransactionHistory: z.boolean().optional() }).nullish()],
    ),
    async ([signatures], { ledger, database }) => {
      if (signatures.length > MAX_SIGNATURE_STATUSES) {
        throw invalidParamsMessage(`Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`);
      }
      const statuses = [];
      for (const signature of signatures) {
        const record = await findLedgerTransaction(database, signature);
        statuses.push(
          record
            ? {
                slot: Number(record.slot),
                // Every recorded transaction is final: the sandbox has no forks.
                confirmations: null,
                err: record.err,
                status: record.err === null ? { Ok: null } : { Err: record.err },
                confirmationStatus: 'finalized',
              }
            : null,
        );
      }
      return withContext(ledger, statuses);
    },
  ),

  getTransaction: rpcMethod(
    params(['signature', 'config'], [Signature, z.union([z.string(), TransactionConfig]).nullish()]),
    async ([signature, rawConfig], { ledger, database }) => {
      // The old form passed the encoding alone.
      const config = typeof rawConfig === 'string' ? { encoding: rawConfig } : rawConfig;
      requireAtLeastConfirmed(config);
      checkMinContextSlot(ledger, config);
      const encoding = config?.encoding ?? 'json';
      if (!isTransactionEncoding(encoding)) throw unsupportedEncoding(encoding, TRANSACTION_ENCODINGS);
      const record = await findLedgerTransaction(database, signature);
      if (!record) return null;
      const maxVersion =
        config && 'maxSupportedTransactionVersion' in config
          ? config.maxSupportedTransactionVersion
          : undefined;
      if (record.version !== 'legacy' && (maxVersion === undefined || record.version > maxVersion)) {
        throw transactionVersionNotSupported(record.version);
      }
      return confirmedTransactionJson(record, encoding, maxVersion !== undefined);
    },
  ),

  getSignaturesForAddress: rpcMethod(
    params(['address', 'config'], [Pubkey, SignaturesForAddressConfig.nullish()]),
    async ([address, config], { ledger, database }) => {
      requireAtLeastConfirmed(config);
      checkMinContextSlot(ledger, config);
      const limit = config?.limit ?? MAX_SIGNATURES_FOR_ADDRESS;
      if (limit < 1 || limit > MAX_SIGNATURES_FOR_ADDRESS) {
        throw invalidParamsMessage(`Invalid limit; max ${MAX_SIGNATURES_FOR_ADDRESS}`);
      }
      const entries = await listSignaturesForAddress(database, address, {
        limit,
        before: config?.before,
        until: config?.until,
      });
      return entries.map((entry) => ({
        signature: entry.signature,
        slot: Number(entry.slot),
        err: entry.err,
        memo: null,
        blockTime: entry.blockTime,
        confirmationStatus: 'finalized',
      }));
    },
  ),

  requestAirdrop: rpcMethod(
    params(
      ['pubkey', 'lamports', 'config'],
      [Pubkey, z.number().int().positive(), CommitmentConfig.nullish()],
    ),
    async ([pubkey, lamports], { ledger }) => {
      if (lamports > MAX_AIRDROP_LAMPORTS) {
        throw invalidParam(
          `the sandbox faucet gives at most ${MAX_AIRDROP_LAMPORTS} lamports (${MAX_AIRDROP_LAMPORTS / LAMPORTS_PER_SOL} SOL) per request`,
        );
      }
      const outcome = await ledger.airdrop(pubkey, BigInt(lamports));
      if (outcome.failure && !outcome.failure.executed) {
        throw new RpcError(RPC_ERROR_CODES.internalError, `Airdrop failed: ${outcome.failure.message}`);
      }
      // An airdrop that executed but failed (too little to open a new account) is recorded with its error,
      // which the caller sees when confirming it, as on Solana.
      return outcome.signature;
    },
  ),
};

function isTransactionEncoding(encoding: string): encoding is (typeof TRANSACTION_ENCODINGS)[number] {
  return (TRANSACTION_ENCODINGS as readonly string[]).includes(encoding);
}
