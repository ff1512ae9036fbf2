import type { ServiceContext } from '../context.js';
import { listDueSwaps } from '../store/swaps.js';
import { completeSwap } from '../swaps/swap-operations.js';
import { startPeriodicJob } from './periodic.js';

const SWAP_JOB_INTERVAL_MS = 250;

/** Completes pending swaps once their delay (SWAP_COMPLETION_DELAY_MS) has passed. */
export function startSwapCompletionJob(context: ServiceContext, onError: (error: unknown) => void) {
  return startPeriodicJob(
    SWAP_JOB_INTERVAL_MS,
    async (isStopping) => {
      for (const swapId of await listDueSwaps(context.database, context.now(), 100)) {
        if (isStopping()) return;
        await completeSwap(context, swapId);
      }
    },
    onError,
    { name: 'swap_completion', monitor: context.jobMonitor, leases: context.jobLeases },
  );
}
