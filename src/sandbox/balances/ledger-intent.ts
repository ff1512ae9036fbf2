import { randomUUID } from 'node:crypto';
import { PublicKey, Transaction, type Keypair, type TransactionInstruction } from '@solana/web3.js';
import type { CryptoCode } from '../../api/currencies.js';
import { ServiceUnavailableError } from '../../api/errors.js';
import type { ServiceContext } from '../context.js';
import type { ChainSubmitOutcome } from '../chain/chain.js';
import { signTransaction } from '../chain/signing.js';
import { MEMO_PROGRAM_ID, memoInstruction } from '../chain/memo.js';
import { transferInstructions } from './custody.js';
import { signersFor } from './custody-signers.js';
import { describeRecordedError } from '../chain/transaction-errors.js';
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
  /**
   * The chain is past its last valid block height and never saw it: it can never land. The operation is not
   * over: the transfer is rebuilt on a fresh blockhash and sent again (`replaceExpiredIntent`).
   */
  | { status: 'expired'; failure: string };

/** Attempts a request makes at one transfer, each on a fresh blockhash, before leaving it to recovery. */
const SEND_ATTEMPTS = 3;

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
  const memo = memoInstruction(`crypto-checkout ${intent.purpose} ${uuid}`);
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
      context.custody.feePayer.publicKey,
    ),
    signers: [context.custody.feePayer, transfer.from],
  });
}

/**
 * Sends a recorded intent and hands what the ledger answered to `finish`, which brings the operation to its
 * final state. A transfer that expired unseen (dropped on its way, or its blockhash too old by the time it
 * arrived) is rebuilt and sent again, up to SEND_ATTEMPTS times, and `finish` gets the outcome of the last.
 * Recovery leaves each attempt alone while it is being sent.
 *
 * `finish` settles the intent it is handed: the one given, or the replacement that landed or failed.
 */
export async function runLedgerIntent<T>(
  context: ServiceContext,
  intent: NewLedgerIntent,
  finish: (settled: NewLedgerIntent, outcome: IntentOutcome) => Promise<T>,
): Promise<T> {
  let attempt = intent;
  for (let sent = 1; ; sent += 1) {
    inFlight.add(attempt.uuid);
    try {
      let outcome: IntentOutcome;
      try {
        outcome = await submitIntent(context, attempt);
      } catch (error) {
        // The ledger did not answer (or its history could not store the transfer): recovery decides later,
        // from the ledger itself. The caller learns that the outcome is not known yet.
        throw notConfirmedYet(error);
      }
      if (outcome.status !== 'expired') return await finish(attempt, outcome);
      const replacement = await replaceExpiredIntent(context, attempt, outcome);
      // Another resolver (recovery) settled it first: it owns what follows.
      if (!replacement || sent >= SEND_ATTEMPTS) {
        throw notConfirmedYet(new Error(`transfer ${attempt.signature} expired ${sent} time(s)`));
      }
      attempt = replacement;
    } finally {
      inFlight.delete(attempt.uuid);
    }
  }
}

function notConfirmedYet(cause: unknown): ServiceUnavailableError {
  return new ServiceUnavailableError(
    'The ledger did not confirm the transfer; it is recorded and will be completed or undone automatically. Send the request again with the same Idempotency-Key to see how it ended.',
    { cause },
  );
}

/**
 * Ends an intent whose transfer can never land (expired, never seen) and, in the same database transaction,
 * records the same transfer again on a fresh blockhash, signed by the same accounts (custody-signers.ts), for the
 * same operation: the operation stays where it is and its money stays in transit. This cannot pay twice: the
 * old transaction is past its last valid block height, which no validator accepts again. Answers undefined when
 * another resolver settled the intent first.
 */
export async function replaceExpiredIntent(
  context: ServiceContext,
  intent: NewLedgerIntent,
  outcome: Extract<IntentOutcome, { status: 'expired' }>,
): Promise<NewLedgerIntent | undefined> {
  const previous = Transaction.from(Buffer.from(intent.wireTransaction, 'base64'));
  // The memo is the intent's name; recordLedgerIntent writes the replacement's own.
  const instructions = previous.instructions.filter(
    (instruction) => !instruction.programId.equals(MEMO_PROGRAM_ID),
  );
  return context.database.transaction(async (executor) => {
    const resolved = await resolveLedgerIntent(executor, intent.uuid, {
      status: 'expired',
      failure: outcome.failure,
      at: context.now(),
    });
    if (!resolved) return undefined;
    return recordLedgerIntent(executor, context, {
      purpose: intent.purpose,
      sourceId: intent.sourceId,
      businessId: intent.businessId,
      currency: intent.currency,
      fundsChange: intent.fundsChange,
      instructions,
      signers: await signersFor(
        executor,
        context,
        previous.signatures.map((entry) => entry.publicKey),
      ),
    });
  });
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
 * failed when its signature is in the history; expired when the chain is past its last valid block height
 * without it; otherwise sent again as it is (a signature lands at most once, so this cannot pay twice).
 */
export async function checkLedgerIntent(
  context: ServiceContext,
  intent: LedgerIntent,
): Promise<IntentOutcome> {
  const recorded = await context.chain.findTransaction(intent.signature);
  if (recorded) return outcomeOfRecorded(recorded.err);
  if ((await context.chain.blockHeight()) > intent.lastValidBlockHeight) return expiredUnseen();
  return submitIntent(context, intent);
}

async function submitIntent(context: ServiceContext, intent: NewLedgerIntent): Promise<IntentOutcome> {
  const outcome: ChainSubmitOutcome = await context.chain.sendTransaction(
    Buffer.from(intent.wireTransaction, 'base64'),
  );
  if (!outcome.failure) return { status: 'landed' };
  if (outcome.failure.err === 'AlreadyProcessed' || outcome.failure.err === 'BlockhashNotFound') {
    // Sent before (by a request that then died), or possibly landed just as its blockhash expired: the history
    // has how it went.
    const recorded = await context.chain.findTransaction(intent.signature);
    if (recorded) return outcomeOfRecorded(recorded.err);
  }
  if (outcome.failure.err === 'BlockhashNotFound') {
    // Expired only once the chain is past the transaction's last valid block height: a node that merely lags
    // behind the one that gave the blockhash does not know it yet, and the transaction may still land.
    if ((await context.chain.blockHeight()) > intent.lastValidBlockHeight) return expiredUnseen();
    throw new Error(
      `the endpoint does not know the blockhash of ${intent.signature} yet, and its block height is below ` +
        `${intent.lastValidBlockHeight}: the transfer may still land`,
    );
  }
  return { status: 'failed', failure: outcome.failure.message };
}

function expiredUnseen(): Extract<IntentOutcome, { status: 'expired' }> {
  return {
    status: 'expired',
    failure: 'the transfer never reached the ledger and its blockhash has expired',
  };
}

function outcomeOfRecorded(err: unknown): IntentOutcome {
  return err === null ? { status: 'landed' } : { status: 'failed', failure: describeRecordedError(err) };
}
