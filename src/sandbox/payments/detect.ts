import { balanceKindOf, type BalanceKind } from '../chain/chain.js';
import { isOpenStatus } from '../domain/transaction-lifecycle.js';
import type { ServiceContext } from '../context.js';
import {
  findTransactionByReference,
  listOpenDeposits,
  listOpenTransactions,
  recordReceivedAmount,
  type StoredTransaction,
  type WatchedDeposit,
} from '../store/transactions.js';
import { leaseTtlMs } from '../jobs/job-leases.js';
import { refreshTransaction } from './refresh.js';

/**
 * How often the watched deposits are brought in line with the open transactions in the database: closed ones are
 * let go, and any the watcher missed (opened by another process) are taken up. New transactions are watched the
 * moment they are opened (`watch`), so this is only the safety net.
 */
const WATCH_SYNC_INTERVAL_MS = 5000;
/** The detector's lease: one instance watches the open deposits at a time (jobs/job-leases.ts). */
const DETECTION_JOB = 'deposit_detection';

/** Follows open deposits on the chain: what initiation opens, the detector watches until the transaction closes. */
export interface DepositDetection {
  /** Starts watching a transaction's deposit (a no-op when it is watched already or closed). */
  watch(transaction: WatchedDeposit): void;
  stop(): Promise<void>;
}

/** The context's detector before the real one starts: nothing can be opened then, so there is nothing to watch. */
export const NOT_WATCHING_YET: DepositDetection = {
  watch() {},
  async stop() {},
};

/**
 * Watches the chain for payments: whenever a transaction changes what an open deposit holds, what has arrived
 * there is read from the chain (never from a client's word) and the transaction's status follows. The amount is
 * the one the chain reports right after the change, taken when it reports it, so a payment made after a window
 * closed never counts for it.
 */
export function startDepositDetection(
  context: ServiceContext,
  onError: (error: unknown) => void,
): DepositDetection {
  // By receiving account: an address serves another transaction after its quarantine, so each entry remembers
  // which transaction it watches for, and a newer one replaces it.
  const watched = new Map<string, { reference: string; stop: () => void }>();
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;
  // With several instances, one watches (the holder of the detection lease, renewed at each sync); the others
  // let their watches go. Each starts as if it held it: a moment of watching twice is harmless.
  let leading = true;

  const unwatch = (account: string, reference?: string) => {
    const entry = watched.get(account);
    if (!entry || (reference !== undefined && entry.reference !== reference)) return;
    entry.stop();
    watched.delete(account);
  };
  const watch = (transaction: WatchedDeposit) => {
    const account = transaction.receivingAccount;
    const { reference } = transaction;
    if (stopped || !leading || watched.get(account)?.reference === reference || !isOpen(transaction)) return;
    unwatch(account);
    const stopWatching = context.chain.watchAccount(account, balanceKind(transaction), (change) => {
      if (stopped) return;
      const observedAt = context.now();
      queue = queue
        .then(async () => {
          const current = await findTransactionByReference(context.database, reference);
          if (!current || !isOpen(current)) return unwatch(account, reference);
          if (observedAt >= current.expiresAt) return;
          await applyBalance(context, current, change.balance, change.signature);
        })
        .catch(onError);
    });
    watched.set(account, { reference, stop: stopWatching });
  };
  const sync = async () => {
    leading = await context.jobLeases.claim(DETECTION_JOB, leaseTtlMs(WATCH_SYNC_INTERVAL_MS));
    if (!leading) {
      for (const account of [...watched.keys()]) unwatch(account);
      return;
    }
    const open = await listOpenDeposits(context.database);
    const openAccounts = new Set(open.map((transaction) => transaction.receivingAccount));
    // A newer transaction on an account replaces the entry below (watch); a closed one with none is let go.
    for (const account of [...watched.keys()]) if (!openAccounts.has(account)) unwatch(account);
    for (const transaction of open) watch(transaction);
  };
  const syncing = () => {
    if (!stopped) queue = queue.then(sync).catch(onError);
  };
  syncing();
  const timer = setInterval(syncing, WATCH_SYNC_INTERVAL_MS);
  return {
    watch,
    async stop() {
      stopped = true;
      clearInterval(timer);
      for (const account of [...watched.keys()]) unwatch(account);
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
  const balance = await receivingBalance(context, transaction);
  return applyBalance(context, transaction, balance, undefined);
}

/**
 * Re-reads many open transactions' deposits at once (the chain's batched read, not one request per deposit):
 * the expiry job's safety net. A transaction is written to only when its deposit shows a new amount.
 */
export async function rereadDeposits(
  context: ServiceContext,
  transactions: readonly StoredTransaction[],
  isStopping: () => boolean = () => false,
): Promise<void> {
  const now = context.now();
  const open = transactions.filter((transaction) => isOpen(transaction) && now < transaction.expiresAt);
  if (open.length === 0) return;
  const balances = await context.chain.getAccountBalances(
    open.map((transaction) => ({ account: transaction.receivingAccount, kind: balanceKind(transaction) })),
  );
  for (const [index, transaction] of open.entries()) {
    const balance = balances[index];
    if (isStopping() || balance === undefined) return;
    await applyBalance(context, transaction, balance, undefined);
  }
}

/**
 * At start, before anything else reads them: payments the ledger acknowledged just before the previous process
 * died may not have reached the detector. Every open transaction's deposit is read again; one whose window has
 * closed meanwhile counts only what the history shows arrived before its end. Answers how many changed.
 */
export async function catchUpDeposits(context: ServiceContext): Promise<number> {
  let changed = 0;
  const open = await listOpenTransactions(context.database);
  // One batched read of every deposit still in its window (not one per deposit: thousands may be open); only
  // those holding more than recorded need their latest signature, and only closed windows need the history.
  const inWindow = open.filter((transaction) => context.now() < transaction.expiresAt);
  const balances = await context.chain.getAccountBalances(
    inWindow.map((transaction) => ({
      account: transaction.receivingAccount,
      kind: balanceKind(transaction),
    })),
  );
  const balanceNow = new Map(inWindow.map((transaction, index) => [transaction.uuid, balances[index] ?? 0n]));
  for (const transaction of open) {
    const balance = balanceNow.get(transaction.uuid);
    if (balance !== undefined && balance - transaction.depositBaseline <= transaction.receivedCrypto)
      continue;
    const arrived =
      balance !== undefined
        ? await currentDeposit(context, transaction, balance)
        : await depositAtWindowEnd(context, transaction);
    if (!arrived) continue;
    const received =
      arrived.balance > transaction.depositBaseline ? arrived.balance - transaction.depositBaseline : 0n;
    if (received <= transaction.receivedCrypto) continue;
    await recordReceivedAmount(context.database, transaction.uuid, {
      amount: received,
      signature: arrived.signature,
    });
    context.transactionChanges.publish(transaction.reference);
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
  balance: bigint,
): Promise<DepositReading> {
  const signature = await context.chain.latestSuccessfulSignature(transaction.receivingAccount);
  if (!signature) return undefined;
  return { balance, signature };
}

/**
 * What the receiving account held when the window closed, from the chain's history: its balance after the last
 * successful transaction that touched it before then. Block times are whole seconds, so a transaction in the
 * window's last second counts (the payer's benefit of the doubt, under a second).
 */
function depositAtWindowEnd(
  context: ServiceContext,
  transaction: StoredTransaction,
): Promise<DepositReading> {
  return context.chain.balanceBefore(
    transaction.receivingAccount,
    balanceKind(transaction),
    transaction.expiresAt,
  );
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
  const hash = signature ?? (await context.chain.latestSuccessfulSignature(transaction.receivingAccount));
  if (!hash) throw new Error(`no transaction on the chain reached ${transaction.receivingAccount}`);
  await recordReceivedAmount(context.database, transaction.uuid, { amount: received, signature: hash });
  context.transactionChanges.publish(transaction.reference);
  const updated = (await findTransactionByReference(context.database, transaction.reference)) ?? transaction;
  return refreshTransaction(context, updated);
}

/** What the transaction's receiving account holds now: lamports for SOL, the token amount otherwise. */
async function receivingBalance(context: ServiceContext, transaction: StoredTransaction): Promise<bigint> {
  return transaction.crypto === 'SOL'
    ? context.chain.getBalance(transaction.receivingAccount)
    : ((await context.chain.getTokenAccountAmount(transaction.receivingAccount)) ?? 0n);
}

function balanceKind(transaction: Pick<StoredTransaction, 'crypto'>): BalanceKind {
  return balanceKindOf(transaction.crypto);
}

function isOpen(transaction: Pick<StoredTransaction, 'status'>): boolean {
  return isOpenStatus(transaction.status);
}
