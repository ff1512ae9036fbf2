import type { PayoutRequestListQuery } from '../../api/schemas/payout.js';
import type { SwapListQuery } from '../../api/schemas/swap.js';

/** The TanStack Query keys of the Money section, in one place so that a mutation invalidates what it changed. */
export const MONEY_QUERY_KEYS = {
  balances: ['console', 'money', 'balances'],
  /** The payments, payouts and swaps of the chart's 30 days. */
  movements: ['console', 'money', 'movements'],
  /** Every page and filter of the payout list (invalidate this prefix after a payout changes). */
  payouts: ['console', 'money', 'payouts'],
  payoutsMatching: (query: PayoutRequestListQuery) => ['console', 'money', 'payouts', query],
  /** Every page and filter of the swap list. */
  swaps: ['console', 'money', 'swaps'],
  swapsMatching: (query: SwapListQuery) => ['console', 'money', 'swaps', query],
  banks: (currency: string) => ['console', 'money', 'banks', currency],
  reconciliation: ['console', 'money', 'reconciliation'],
} as const;
