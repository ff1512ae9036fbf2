import type { LedgerEvent } from '../chain/ledger.js';
import type { ServiceContext } from '../context.js';
import { VersionedTransaction } from '@solana/web3.js';
import {
  findLedgerTransaction,
  latestSuccessfulSignature,
  listSignaturesForAddress,
} from '../store/ledger-history.js';
import {
  findTransactionByReference,
  listOpenTransactions,
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

/**
 * At start, before anything else reads them: payments the ledger acknowledged just before the previous process
 * died may not have reached the detector. Every open transaction's deposit is read again; one whose window has
 * closed meanwhile counts only what the history shows arrived before its end. Answers how many changed.
 */
export async function catchUpDeposits(context: ServiceContext): Promise<number> {
  let changed = 0;
  for (const transaction of await listOpenTransactions(context.database)) {
    const arrived =
      context.now() < transaction.expiresAt
        ? await currentDeposit(context, transaction)
        : await depositAtWindowEnd(context, transaction);
    if (!arrived) continue;
    const received =
      arrived.balance > transaction.depositBaseline ? arrived.balance - transaction.depositBaseline : 0n;
    if (received <= transaction.receivedCrypto) continue;
    await recordReceivedAmount(context.database, transaction.uuid, {
      amount: received,
      signature: arrived.signature,
    });
    const updated = await findTransactionByReference(context.database, transaction.reference);
    if (updated) await refreshTransaction(context, updated);
    changed += 1;
  }
  return changed;
}

type DepositReading = { balance: bigint; signature: string } | undefined;

async function currentDeposit(
  context: ServiceContext,
  transaction: StoredTransaction,
): Promise<DepositReading> {
  const signature = await latestSuccessfulSignature(context.database, transaction.receivingAccount);
  if (!signature) return undefined;
  return { balance: receivingBalance(context, transaction.receivingAccount, transaction.crypto), signature };
}

/**
 * What the receiving account held when the window closed, from the history: its balance after the last
 * successful transaction that touched it before then. Block times are whole seconds, so a transaction in the
 * window's last second counts (the payer's benefit of the doubt, under a second).
 */
async function depositAtWindowEnd(
  context: ServiceContext,
  transaction: StoredTransaction,
): Promise<DepositReading> {
  const account = transaction.receivingAccount;
  const history = await listSignaturesForAddress(context.database, account, { limit: 1000 });
  const last = history.find(
    (entry) => entry.err === null && entry.blockTime * 1000 < transaction.expiresAt.getTime(),
  );
  const record = last && (await findLedgerTransaction(context.database, last.signature));
  if (!last || !record) return undefined;
  const accountKeys = VersionedTransaction.deserialize(
    Buffer.from(record.wireTransaction, 'base64'),
  ).message.staticAccountKeys.map((key) => key.toBase58());
  const index = accountKeys.indexOf(account);
  const balance =
    transaction.crypto === 'SOL'
      ? record.postBalances[index]
      : record.postTokenBalances.find((entry) => entry.accountIndex === index)?.uiTokenAmount.amount;
  return balance === undefined ? undefined : { balance: BigInt(balance), signature: last.signature };
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
