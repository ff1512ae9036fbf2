import type { ServiceContext } from '../context.js';
import type { CryptoCode } from '../../api/currencies.js';
import { pooledCurrencies, refillDepositPool } from '../payments/deposit-pool.js';
import { startPeriodicJob } from './periodic.js';

/** Often enough that a burst of initiations finds the pool full again within a second. */
const REFILL_INTERVAL_MS = 250;

/** Keeps the deposit pool filled in the background (payments/deposit-pool.ts). */
export function startDepositPoolRefill(context: ServiceContext, onError: (error: unknown) => void) {
  let currencies: readonly CryptoCode[] | undefined;
  return startPeriodicJob(
    REFILL_INTERVAL_MS,
    async (isStopping) => {
      currencies ??= await pooledCurrencies(context);
      await refillDepositPool(context, isStopping, currencies);
    },
    onError,
    { name: 'deposit_pool_refill', monitor: context.jobMonitor, leases: context.jobLeases },
  );
}
