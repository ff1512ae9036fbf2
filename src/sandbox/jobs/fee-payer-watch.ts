import { CURRENCY_DECIMALS } from '../../api/currencies.js';
import { formatBaseUnits } from '../../api/money.js';
import { MINIMUM_FEE_PAYER_LAMPORTS } from '../balances/check-custody.js';
import type { ServiceContext } from '../context.js';
import { startPeriodicJob } from './periodic.js';

const FEE_PAYER_CHECK_INTERVAL_MS = 60_000;

/**
 * Off localnet, looks at the fee payer's balance every minute and reports it, once each time it falls below the
 * minimum the service starts with: the operator learns before initiations start failing (503) for want of rent.
 * On localnet the sandbox's faucet is refilled by the ledger itself.
 */
export function startFeePayerWatch(context: ServiceContext, onError: (error: unknown) => void) {
  let low = false;
  return startPeriodicJob(
    FEE_PAYER_CHECK_INTERVAL_MS,
    async () => {
      if (context.custody.keepsBusinessFunds) return;
      const feePayer = context.custody.feePayer.publicKey.toBase58();
      const lamports = await context.chain.getBalance(feePayer);
      const nowLow = lamports < MINIMUM_FEE_PAYER_LAMPORTS;
      if (nowLow && !low) {
        context.reportBackgroundError(
          new Error(
            `the fee payer ${feePayer} holds ${formatBaseUnits(lamports, CURRENCY_DECIMALS.SOL)} SOL, below ` +
              `${formatBaseUnits(MINIMUM_FEE_PAYER_LAMPORTS, CURRENCY_DECIMALS.SOL)} SOL: send it SOL before ` +
              'deposits can no longer be opened',
          ),
          'fee payer balance check',
        );
      }
      low = nowLow;
    },
    onError,
    { name: 'fee_payer_watch', monitor: context.jobMonitor, leases: context.jobLeases },
  );
}
