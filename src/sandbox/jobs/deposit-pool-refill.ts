import type { ServiceContext } from '../context.js';
import { refillDepositPool } from '../payments/deposit-pool.js';
import { startPeriodicJob } from './periodic.js';

/** Often enough that a burst of initiations finds the pool full again within a second. */
const REFILL_INTERVAL_MS = 250;

/** Keeps the deposit pool filled in the background (payments/deposit-pool.ts). */
export function startDepositPoolRefill(context: ServiceContext, onError: (error: unknown) => void) {
  return startPeriodicJob(
    REFILL_INTERVAL_MS,
    async (isStopping) => {
      await refillDepositPool(context, isStopping);
    },
    onError,
  );
}
