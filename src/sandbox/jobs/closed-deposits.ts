import type { ServiceContext } from '../context.js';
import { scanClosedDeposits } from '../payments/closed-deposit-scan.js';
import type { ClosedDepositCursor } from '../store/late-payments.js';
import { startPeriodicJob } from './periodic.js';

/** Late payments are not urgent, but a shopper who paid late should see the merchant hear of it within minutes. */
const CLOSED_DEPOSIT_SCAN_INTERVAL_MS = 2000;

/** Finds late payments and returns quarantined deposits to the pool (payments/closed-deposit-scan.ts). */
export function startClosedDepositScan(context: ServiceContext, onError: (error: unknown) => void) {
  // In memory: a restarted process simply starts a new pass.
  let cursor: ClosedDepositCursor | undefined;
  return startPeriodicJob(
    CLOSED_DEPOSIT_SCAN_INTERVAL_MS,
    async (isStopping) => {
      cursor = (await scanClosedDeposits(context, cursor, isStopping)).next;
    },
    onError,
    { name: 'closed_deposit_scan', monitor: context.jobMonitor, leases: context.jobLeases },
  );
}
