import type { LedgerEvent } from '../chain/ledger.js';
import type { ServiceContext } from '../context.js';
import { latestSuccessfulSignature } from '../store/ledger-history.js';
import {
  findTransactionByReference,
  listOpenTransactionsReceivingAt,
  recordReceivedAmount,
  type StoredTransaction,
} from '../store/transactions.js';
import { refreshTransaction } from './refresh.js';

/** Balances of the accounts a ledger transaction touched, read the moment it was processed. */
type BalanceSnapshot = ReadonlyMap<string, bigint>;

/**
 * Watches the ledger for payments: after every transaction that touches a deposit, what has arrived there is
 * read from the ledger (never from a client's word) and the transaction's status follows. Balances are read
 * when the ledger reports the transaction, so a payment made after a window closed never counts for it.
 */
export function startDepositDetection(
  context: ServiceContext,
  onError: (error: unknown) => void,
): { stop: () => Promise<void> } {
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;
  const unsubscribe = context.ledger.onTransaction((event) => {
    if (event.err !== null || stopped) return;
    const observedAt = context.now();
    const balances = readBalances(context, event);
    queue = queue.then(() => handleLedgerEvent(context, event, balances, observedAt)).catch(onError);
  });
  return {
    async stop() {
      stopped = true;
      unsubscribe();
      await queue;
    },
  };
}

/**
 * Re-reads one open transaction's deposit from the ledger as it is now: the detector's safety net, run on a
 * timer, and before answering a verification.
 */
export async function rereadDeposit(
  context: ServiceContext,
  transaction: StoredTransaction,
): Promise<StoredTransaction> {
  const now = context.now();
  if (!isOpen(transaction) || now >= transaction.expiresAt) return transaction;
  const balance = await context.ledger.whenRecorded(() =>
    receivingBalance(context, transaction.receivingAccount, transaction.crypto),
  );
  return applyBalance(context, transaction, balance, undefined);
}

async function handleLedgerEvent(
  context: ServiceContext,
  event: LedgerEvent,
  balances: BalanceSnapshot,
  observedAt: Date,
): Promise<void> {
  for (const reference of await listOpenTransactionsReceivingAt(context.database, event.accountKeys)) {
    const transaction = await findTransactionByReference(context.database, reference);
    if (!transaction || !isOpen(transaction) || observedAt >= transaction.expiresAt) continue;
    const balance = balances.get(transaction.receivingAccount);
    if (balance === undefined) continue;
    await applyBalance(context, transaction, balance, event.signature);
  }
}

async function applyBalance(
  context: ServiceContext,
  transaction: StoredTransaction,
  balance: bigint,
  signature: string | undefined,
): Promise<StoredTransaction> {
  const received = balance > transaction.depositBaseline ? balance - transaction.depositBaseline : 0n;
  // Nothing new arrived (the usual case for a verification or the timer's re-read): no database write or read.
  if (received === transaction.receivedCrypto) return refreshTransaction(context, transaction);
  const hash = signature ?? (await latestSuccessfulSignature(context.database, transaction.receivingAccount));
  if (!hash) throw new Error(`no ledger transaction reached ${transaction.receivingAccount}`);
  await recordReceivedAmount(context.database, transaction.uuid, { amount: received, signature: hash });
  const updated = (await findTransactionByReference(context.database, transaction.reference)) ?? transaction;
  return refreshTransaction(context, updated);
}

function readBalances(context: ServiceContext, event: LedgerEvent): BalanceSnapshot {
  const balances = new Map<string, bigint>();
  for (const account of event.accountKeys) {
    balances.set(account, context.ledger.tokenAccountAmount(account) ?? context.ledger.getBalance(account));
  }
  return balances;
}

function receivingBalance(
  context: ServiceContext,
  account: string,
  crypto: StoredTransaction['crypto'],
): bigint {
  return crypto === 'SOL'
    ? context.ledger.getBalance(account)
    : (context.ledger.tokenAccountAmount(account) ?? 0n);
}

function isOpen(transaction: StoredTransaction): boolean {
  return transaction.status === 'pending' || transaction.status === 'pending_settlement';
}
