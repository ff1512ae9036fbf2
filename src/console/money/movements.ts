import { CRYPTO_CODES, CURRENCY_DECIMALS, type CryptoCode } from '../../api/currencies.js';
import { baseUnitsToNumber, toBaseUnits } from '../../api/money.js';
import type { PayoutRequest } from '../../api/schemas/payout.js';
import type { Swap } from '../../api/schemas/swap.js';
import type { VerifiedTransaction } from '../../api/schemas/transaction.js';

/**
 * The daily series the movements chart draws. The API has no movements endpoint, so the series is built here,
 * client-side, from the three histories it lists: transactions, payouts and swaps. Each counts as it moved the
 * balance (docs/api.md, "Balances"):
 * - a successful payment credits what arrived, less the service's fee, on the day it completed;
 * - a payout debits its amount (the fee is taken from it) on the day it was requested; a CANCELLED or DECLINED
 *   one was credited back, so it is left out;
 * - a COMPLETED swap debits its whole input from the source currency (the fee is taken from the input) and
 *   credits its actual output to the target currency, both on the day it completed; a PENDING swap has not
 *   settled and a FAILED one was credited back, so they are left out.
 * Sums are exact, in the currency's base units.
 */

export const MOVEMENT_DAYS = 30;

/** One day of one currency (`YYYY-MM-DD`, UTC): what came in and went out, by kind. */
export interface DailyMovement {
  day: string;
  /** Credited by successful payments (less the fee). */
  received: number;
  /** Credited by completed swaps into this currency. */
  swappedIn: number;
  /** Debited by payouts. */
  paidOut: number;
  /** Debited by completed swaps out of this currency. */
  swappedOut: number;
  /** `received + swappedIn`. */
  inflow: number;
  /** `paidOut + swappedOut`. */
  outflow: number;
  /** `inflow - outflow` (negative when more went out). */
  net: number;
  payments: number;
  payouts: number;
  /** Completed swaps into or out of this currency. */
  swaps: number;
}

export interface CurrencyMovements extends Omit<DailyMovement, 'day'> {
  currency: CryptoCode;
  /** Oldest day first, every day of the window present (zero when nothing moved). */
  days: DailyMovement[];
}

/** The part of a transaction the series reads. */
export type PaymentRecord = Pick<
  VerifiedTransaction,
  'crypto' | 'status' | 'receivedAmountInCrypto' | 'feeInCrypto' | 'completedAt' | 'createdAt'
>;

/** The part of a payout the series reads. */
export type PayoutRecord = Pick<PayoutRequest, 'cryptocurrency' | 'amountInCrypto' | 'status' | 'createdAt'>;

/** The part of a swap the series reads. */
export type SwapRecord = Pick<
  Swap,
  | 'inputCryptocurrency'
  | 'outputCryptocurrency'
  | 'inputCryptocurrencyAmount'
  | 'actualOutputCryptocurrencyAmount'
  | 'status'
  | 'completedAt'
  | 'createdAt'
>;

export interface MovementHistory {
  payments: readonly PaymentRecord[];
  payouts: readonly PayoutRecord[];
  swaps: readonly SwapRecord[];
}

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of an instant, in UTC. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The first instant of the window: midnight UTC, `days - 1` days before `now`'s day (so `now`'s day is the last). */
export function windowStart(now: Date, days = MOVEMENT_DAYS): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

/** Payouts whose amount was credited back: they moved nothing in the end. */
const REVERSED_PAYOUT_STATUSES: ReadonlySet<PayoutRecord['status']> = new Set(['CANCELLED', 'DECLINED']);

interface DayTotals {
  received: bigint;
  swappedIn: bigint;
  paidOut: bigint;
  swappedOut: bigint;
  payments: number;
  payouts: number;
  swaps: number;
}

function emptyTotals(): DayTotals {
  return { received: 0n, swappedIn: 0n, paidOut: 0n, swappedOut: 0n, payments: 0, payouts: 0, swaps: 0 };
}

function toNumbers(totals: DayTotals, decimals: number): Omit<DailyMovement, 'day'> {
  const inflow = totals.received + totals.swappedIn;
  const outflow = totals.paidOut + totals.swappedOut;
  return {
    received: baseUnitsToNumber(totals.received, decimals),
    swappedIn: baseUnitsToNumber(totals.swappedIn, decimals),
    paidOut: baseUnitsToNumber(totals.paidOut, decimals),
    swappedOut: baseUnitsToNumber(totals.swappedOut, decimals),
    inflow: baseUnitsToNumber(inflow, decimals),
    outflow: baseUnitsToNumber(outflow, decimals),
    net: baseUnitsToNumber(inflow - outflow, decimals),
    payments: totals.payments,
    payouts: totals.payouts,
    swaps: totals.swaps,
  };
}

/**
 * One series per currency (in CRYPTO_CODES order) over the `days` days ending on `now`'s day. Records that did not
 * move money (see above), or moved it outside the window, are left out.
 */
export function dailyMovements(
  history: MovementHistory,
  now: Date,
  days = MOVEMENT_DAYS,
): CurrencyMovements[] {
  const start = windowStart(now, days);
  const dayKeys = Array.from({ length: days }, (_, index) =>
    utcDay(new Date(start.getTime() + index * DAY_MS)),
  );
  const dayIndex = new Map(dayKeys.map((day, index) => [day, index]));
  const totals = new Map(CRYPTO_CODES.map((currency) => [currency, dayKeys.map(emptyTotals)]));
  /** The totals of `currency` on the day of `instant`, if the currency is charted and the day is in the window. */
  const at = (currency: string, instant: string): DayTotals | undefined => {
    const index = dayIndex.get(utcDay(new Date(instant)));
    return index === undefined ? undefined : totals.get(currency as CryptoCode)?.[index];
  };
  const units = (amount: number, currency: string) =>
    toBaseUnits(amount, CURRENCY_DECIMALS[currency as CryptoCode]);

  for (const payment of history.payments) {
    if (payment.status !== 'success') continue;
    const day = at(payment.crypto, payment.completedAt ?? payment.createdAt);
    if (!day) continue;
    day.received +=
      units(payment.receivedAmountInCrypto, payment.crypto) - units(payment.feeInCrypto, payment.crypto);
    day.payments += 1;
  }
  for (const payout of history.payouts) {
    if (REVERSED_PAYOUT_STATUSES.has(payout.status)) continue;
    const day = at(payout.cryptocurrency, payout.createdAt);
    if (!day) continue;
    day.paidOut += units(payout.amountInCrypto, payout.cryptocurrency);
    day.payouts += 1;
  }
  for (const swap of history.swaps) {
    if (swap.status !== 'COMPLETED' || swap.actualOutputCryptocurrencyAmount === null) continue;
    const when = swap.completedAt ?? swap.createdAt;
    const source = at(swap.inputCryptocurrency, when);
    if (source) {
      source.swappedOut += units(swap.inputCryptocurrencyAmount, swap.inputCryptocurrency);
      source.swaps += 1;
    }
    const target = at(swap.outputCryptocurrency, when);
    if (target) {
      target.swappedIn += units(swap.actualOutputCryptocurrencyAmount, swap.outputCryptocurrency);
      target.swaps += 1;
    }
  }

  return CRYPTO_CODES.map((currency) => {
    const decimals = CURRENCY_DECIMALS[currency];
    const perDay = totals.get(currency) ?? dayKeys.map(emptyTotals);
    const whole = perDay.reduce<DayTotals>(
      (sum, day) => ({
        received: sum.received + day.received,
        swappedIn: sum.swappedIn + day.swappedIn,
        paidOut: sum.paidOut + day.paidOut,
        swappedOut: sum.swappedOut + day.swappedOut,
        payments: sum.payments + day.payments,
        payouts: sum.payouts + day.payouts,
        swaps: sum.swaps + day.swaps,
      }),
      emptyTotals(),
    );
    return {
      currency,
      days: dayKeys.map((day, index) => ({ day, ...toNumbers(perDay[index] ?? emptyTotals(), decimals) })),
      ...toNumbers(whole, decimals),
    };
  });
}

/**
 * The chart's vertical scale: the tallest inflow bar above the axis (`up`) and the tallest outflow bar below it
 * (`down`). An empty month is `{up: 1, down: 0}`, a flat baseline at the bottom, never a division by zero.
 */
export function chartScale(series: CurrencyMovements): { up: number; down: number } {
  const up = Math.max(...series.days.map((day) => day.inflow), 0);
  const down = Math.max(...series.days.map((day) => day.outflow), 0);
  return up + down === 0 ? { up: 1, down: 0 } : { up, down };
}
