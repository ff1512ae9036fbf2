import { randomUUID } from 'node:crypto';
import { PublicKey, TransactionInstruction, VersionedTransaction, type Keypair } from '@solana/web3.js';
import type { CryptoCode } from '../../api/currencies.js';
import { ServiceUnavailableError } from '../../api/errors.js';
import type { ServiceContext } from '../context.js';
import type { ChainSubmitOutcome } from '../chain/chain.js';
import { signTransaction } from '../chain/signing.js';
import { transferInstructions } from './custody.js';
import { describeRecordedError } from '../chain/transaction-errors.js';
import { SANDBOX_FAUCET } from '../chain/sandbox-keys.js';
import { getSettlementWalletAddress } from '../store/businesses.js';
import type { SqlExecutor } from '../store/database.js';
import {
  insertLedgerIntent,
  resolveLedgerIntent,
  type IntentPurpose,
  type LedgerIntent,
  type NewLedgerIntent,
} from '../store/ledger-intents.js';

/**
 * Multi-step money operations follow one pattern: in one database transaction the business change (a debit, a
 * status) and the signed ledger transfer that goes with it (the intent) are stored; then the transfer is sent;
 * then, in another database transaction, the operation reaches its final state from what the ledger shows.
 * A crash anywhere leaves a pending intent, and its signature says from the ledger whether the transfer
 * happened: recovery (jobs/intent-recovery.ts) finishes or undoes the operation accordingly.
 */

/** What the ledger shows of an intent's transfer. */
export type IntentOutcome =
  | { status: 'landed' }
  /** It ran and failed (its fee was charged, nothing moved), or it could not run at all. */
  | { status: 'failed'; failure: string }
  /** Its blockhash is no longer valid and the ledger never saw it: it can never land. */
  | { status: 'expired'; failure: string };

/**
 * The SPL Memo program (v2), on every Solana cluster and in LiteSVM. Its instruction is written here rather than
 * taken from a package: it is a program id and UTF-8 bytes, nothing more.
 */
const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

/** Intents this process is sending right now: recovery leaves them to the request that sends them. */
const inFlight = new Set<string>();

export function isIntentInFlight(intentId: string): boolean {
  return inFlight.has(intentId);
}

/**
 * Signs the transfer and stores it as a pending intent, inside the caller's database transaction (the one that
 * makes the business change it belongs to).
 */
export async function recordLedgerIntent(
  executor: SqlExecutor,
  context: ServiceContext,
  intent: {
    purpose: IntentPurpose;
    sourceId: string;
    businessId: string;
    currency: CryptoCode;
    fundsChange: bigint;
    instructions: TransactionInstruction[];
    /** The first pays the network fee. */
    signers: Keypair[];
  },
): Promise<NewLedgerIntent> {
  const uuid = randomUUID();
  // The memo names the intent: two transfers alike in every other byte (the same amount between the same
  // accounts on the same blockhash) would otherwise be one transaction with one signature, and only one of them
  // could ever land. It also lets anyone reading the chain tell which record a transfer belongs to.
  const memo = new TransactionInstruction({
    programId: MEMO_PROGRAM_ID,
    keys: [],
    data: Buffer.from(`crypto-checkout ${intent.purpose} ${uuid}`, 'utf8'),
  });
  const signed = await signTransaction(context.chain, [...intent.instructions, memo], intent.signers);
  const stored: NewLedgerIntent = {
    uuid,
    purpose: intent.purpose,
    sourceId: intent.sourceId,
    businessId: intent.businessId,
    currency: intent.currency,
    fundsChange: intent.fundsChange,
    signature: signed.signature,
    wireTransaction: Buffer.from(signed.wireTransaction).toString('base64'),
    lastValidBlockHeight: signed.lastValidBlockHeight,
    createdAt: context.now(),
  };
  await insertLedgerIntent(executor, stored);
  return stored;
}

/**
 * Records money paid into a business's settlement wallet from a custody account (`from` signs): a payout's return
 * from the escrow, a swap's payment from the pool. The books have credited it already, in the same database
 * transaction.
 */
export async function recordTransferToSettlementWallet(
  executor: SqlExecutor,
  context: ServiceContext,
  transfer: {
    purpose: IntentPurpose;
    sourceId: string;
    businessId: string;
    currency: CryptoCode;
    amount: bigint;
    from: Keypair;
  },
): Promise<NewLedgerIntent> {
  const wallet = new PublicKey(await getSettlementWalletAddress(executor, transfer.businessId));
  return recordLedgerIntent(executor, context, {
    purpose: transfer.purpose,
    sourceId: transfer.sourceId,
    businessId: transfer.businessId,
    currency: transfer.currency,
    fundsChange: transfer.amount,
    instructions: transferInstructions(
      transfer.from.publicKey,
      wallet,
      transfer.currency,
      transfer.amount,
      context.chain.mints,
    ),
    signers: [SANDBOX_FAUCET, transfer.from],
  });
}

/**
 * Sends a recorded intent and hands what the ledger answered to `finish`, which brings the operation to its
 * final state. Recovery leaves the intent alone meanwhile.
 */
export async function runLedgerIntent<T>(
  context: ServiceContext,
  intent: NewLedgerIntent,
  finish: (outcome: IntentOutcome) => Promise<T>,
): Promise<T> {
  inFlight.add(intent.uuid);
  try {
    let outcome: IntentOutcome;
    try {
      outcome = await submitIntent(context, intent);
    } catch (error) {
      // The ledger did not answer (or its history could not store the transfer): recovery decides later, from
      // the ledger itself. The caller learns that the outcome is not known yet.
      throw new ServiceUnavailableError(
        'The ledger did not confirm the transfer; it is recorded and will be completed or undone automatically. Send the request again with the same Idempotency-Key to see how it ended.',
        { cause: error },
      );
    }
    return await finish(outcome);
  } finally {
    inFlight.delete(intent.uuid);
  }
}

/**
 * Ends a pending intent with what the ledger showed and, in the same database transaction, runs `then`, the
 * operation's final step. Exactly once per intent: when another resolver (the request, or recovery) got there
 * first, nothing runs.
 */
export async function settleLedgerIntent(
  context: ServiceContext,
  intent: Pick<LedgerIntent, 'uuid'>,
  outcome: IntentOutcome,
  then: (executor: SqlExecutor) => Promise<void>,
): Promise<void> {
  await context.database.transaction(async (executor) => {
    const resolved = await resolveLedgerIntent(executor, intent.uuid, {
      status: outcome.status,
      ...(outcome.status === 'landed' ? {} : { failure: outcome.failure }),
      at: context.now(),
    });
    if (resolved) await then(executor);
  });
}

/**
 * What the ledger shows of a pending intent found after a crash (or left behind by a failed request): landed or
 * failed when its signature is in the history; otherwise sent again as it is while its blockhash is valid
 * (a signature lands at most once, so this cannot pay twice), and expired when it no longer can land.
 */
export async function checkLedgerIntent(
  context: ServiceContext,
  intent: LedgerIntent,
): Promise<IntentOutcome> {
  const recorded = await context.chain.findTransaction(intent.signature);
  if (recorded) return outcomeOfRecorded(recorded.err);
  const blockhash = VersionedTransaction.deserialize(Buffer.from(intent.wireTransaction, 'base64')).message
    .recentBlockhash;
  if (
    (await context.chain.isBlockhashValid(blockhash)) &&
    (await context.chain.blockHeight()) <= intent.lastValidBlockHeight
  ) {
    return submitIntent(context, intent);
  }
  return {
    status: 'expired',
    failure: 'the transfer never reached the ledger and its blockhash has expired',
  };
}

async function submitIntent(context: ServiceContext, intent: NewLedgerIntent): Promise<IntentOutcome> {
  const outcome: ChainSubmitOutcome = await context.chain.sendTransaction(
    Buffer.from(intent.wireTransaction, 'base64'),
  );
  if (!outcome.failure) return { status: 'landed' };
  if (outcome.failure.err === 'AlreadyProcessed') {
    // Sent before (by a request that then died): the history has how it went.
    const recorded = await context.chain.findTransaction(intent.signature);
    if (recorded) return outcomeOfRecorded(recorded.err);
  }
  if (outcome.failure.err === 'BlockhashNotFound') {
    return { status: 'expired', failure: outcome.failure.message };
  }
  return { status: 'failed', failure: outcome.failure.message };
}

function outcomeOfRecorded(err: unknown): IntentOutcome {
  return err === null ? { status: 'landed' } : { status: 'failed', failure: describeRecordedError(err) };
}
