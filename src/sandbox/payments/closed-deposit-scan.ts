import { creditLatePayment, sweepLatePayment } from '../balances/settle-late-payment.js';
import { balanceKindOf } from '../chain/chain.js';
import type { ServiceContext } from '../context.js';
import { returnDepositToPool } from '../store/deposit-pool.js';
import {
  listClosedDeposits,
  recordLatePayment,
  type ClosedDeposit,
  type ClosedDepositCursor,
} from '../store/late-payments.js';
import type { NewLedgerIntent } from '../store/ledger-intents.js';
import { findTransactionById } from '../store/transactions.js';
import { toLatePaymentView } from '../views/late-payments.js';
import { paymentNetworkOf } from '../views/payment-network.js';
import { toVerifiedTransaction } from '../views/transactions.js';
import { enqueueWebhookEvent } from '../webhooks/enqueue.js';

/**
 * Closed deposits read per run: one batched read of the chain (five getMultipleAccounts calls over RPC). A pass
 * goes from the most recently closed to the oldest, so a deposit just closed is read at the start of the next
 * pass, and every one once per (closed deposits / batch) runs.
 */
const SCAN_BATCH = 500;

/** What one run did, and where the next run goes on from (undefined: a new pass starts). */
export interface ClosedDepositScan {
  checked: number;
  latePayments: number;
  returnedToPool: number;
  next: ClosedDepositCursor | undefined;
}

/**
 * Looks after deposit addresses whose transaction has closed:
 *
 * - **Late payments.** Money that reaches an address after its transaction closed never changes the
 *   transaction's outcome, and is never lost either: what the deposit holds above its resting balance is
 *   recorded as a late payment of the transaction holding the address, credited to the business whole,
 *   announced by a `transaction.late_payment` webhook, and swept to the settlement address, all recorded in one
 *   database transaction before the sweep is sent.
 * - **Reuse.** Once nothing has happened at a deposit for `DEPOSIT_QUARANTINE_SECONDS` (after its close, and
 *   after its latest late payment), and it holds nothing of the customer's, it goes back to the pool with the
 *   balance read now as its new baseline. Until another initiation takes it, its transaction still holds it:
 *   money arriving meanwhile is that transaction's late payment, and takes the address out of the pool again.
 */
export async function scanClosedDeposits(
  context: ServiceContext,
  cursor: ClosedDepositCursor | undefined,
  isStopping: () => boolean = () => false,
): Promise<ClosedDepositScan> {
  const deposits = await listClosedDeposits(context.database, cursor, SCAN_BATCH);
  const last = deposits.at(-1);
  const scan: ClosedDepositScan = {
    checked: 0,
    latePayments: 0,
    returnedToPool: 0,
    next:
      last && deposits.length === SCAN_BATCH
        ? { completedAt: last.completedAt, transactionId: last.transactionId }
        : undefined,
  };
  // Addresses back in the pool first, every run: an initiation may take one at any moment, and money that
  // reached it must be found as its last transaction's before then, not counted by the next one.
  const pooled = await listClosedDeposits(context.database, undefined, SCAN_BATCH, { pooledOnly: true });
  await checkDeposits(context, pooled, isStopping, scan);
  await checkDeposits(context, deposits, isStopping, scan);
  return scan;
}

/** Reads the deposits' balances in one batch, then records each late payment or returns each rested address. */
async function checkDeposits(
  context: ServiceContext,
  deposits: readonly ClosedDeposit[],
  isStopping: () => boolean,
  scan: ClosedDepositScan,
): Promise<void> {
  if (deposits.length === 0 || isStopping()) return;
  const balances = await context.chain.getAccountBalances(
    deposits.map((deposit) => ({ account: deposit.receivingAccount, kind: balanceKindOf(deposit.crypto) })),
  );
  const quarantineEnd = context.now().getTime() - context.config.depositQuarantineSeconds * 1000;
  for (const [index, deposit] of deposits.entries()) {
    if (isStopping()) break;
    scan.checked += 1;
    const balance = balances[index] ?? 0n;
    if (balance > deposit.restingBalance) {
      if (await recordLateArrival(context, deposit, balance - deposit.restingBalance)) scan.latePayments += 1;
    } else if (
      deposit.depositState === 'held' &&
      deposit.reusable &&
      balance === deposit.restingBalance &&
      deposit.quietSince.getTime() <= quarantineEnd &&
      (await isOpenOnChain(context, deposit, balance))
    ) {
      const returned = await context.database.transaction((executor) =>
        returnDepositToPool(executor, {
          transactionId: deposit.transactionId,
          baseline: balance,
          now: context.now(),
        }),
      );
      if (returned) scan.returnedToPool += 1;
    }
  }
}

/** Records, credits and announces a late payment, then sends its sweep (recovery finishes it if this fails). */
async function recordLateArrival(
  context: ServiceContext,
  deposit: ClosedDeposit,
  amount: bigint,
): Promise<boolean> {
  const signature = (await context.chain.latestSuccessfulSignature(deposit.receivingAccount)) ?? null;
  const now = context.now();
  const recorded = await context.database.transaction(
    async (executor): Promise<{ sweep: NewLedgerIntent | undefined } | undefined> => {
      const latePayment = await recordLatePayment(executor, deposit, { amount, signature, now });
      if (!latePayment) return undefined;
      const transaction = await findTransactionById(executor, deposit.transactionId);
      if (!transaction) throw new Error(`transaction ${deposit.transactionId} vanished`);
      await enqueueWebhookEvent(executor, {
        businessId: deposit.businessId,
        event: 'transaction.late_payment',
        data: {
          latePayment: toLatePaymentView(latePayment, deposit.reference),
          transaction: toVerifiedTransaction(transaction, paymentNetworkOf(context)),
        },
        now,
        reference: transaction.reference,
      });
      return { sweep: await creditLatePayment(executor, context, latePayment) };
    },
  );
  if (!recorded) return false;
  if (recorded.sweep) {
    // A ledger write, so after the credit is stored; if it fails or the process dies, recovery finishes it.
    await sweepLatePayment(context, recorded.sweep).catch((error: unknown) =>
      context.reportBackgroundError(error, `settling a late payment of ${deposit.reference}`),
    );
  }
  return true;
}

/**
 * Whether the deposit can take a payment as it is: its token account still exists (a USDC/USDT deposit), or it
 * holds the rent-exempt minimum (a SOL deposit). A pooled deposit must, since initiation never opens it again.
 */
async function isOpenOnChain(
  context: ServiceContext,
  deposit: ClosedDeposit,
  balance: bigint,
): Promise<boolean> {
  if (deposit.crypto === 'SOL') return balance >= (await context.chain.minimumBalanceForRentExemption(0));
  return (await context.chain.getTokenAccountAmount(deposit.receivingAccount)) !== undefined;
}
