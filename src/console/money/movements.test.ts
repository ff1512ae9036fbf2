import { describe, expect, it } from 'vitest';
import {
  chartScale,
  dailyMovements,
  MOVEMENT_DAYS,
  windowStart,
  type MovementHistory,
  type PaymentRecord,
  type PayoutRecord,
  type SwapRecord,
} from './movements.js';

const NOW = new Date('2026-11-23T10:00:00.000Z');

function payment(overrides: Partial<PaymentRecord>): PaymentRecord {
  return {
    crypto: 'USDC',
    status: 'success',
    receivedAmountInCrypto: 10,
    feeInCrypto: 0.1,
    completedAt: '2026-11-22T12:00:00.000Z',
    createdAt: '2026-11-22T11:55:00.000Z',
    ...overrides,
  };
}

function payout(overrides: Partial<PayoutRecord>): PayoutRecord {
  return {
    cryptocurrency: 'USDC',
    amountInCrypto: 25,
    status: 'FULFILLED',
    createdAt: '2026-11-22T13:00:00.000Z',
    ...overrides,
  };
}

function swap(overrides: Partial<SwapRecord>): SwapRecord {
  return {
    inputCryptocurrency: 'USDC',
    outputCryptocurrency: 'SOL',
    inputCryptocurrencyAmount: 100,
    actualOutputCryptocurrencyAmount: 0.66,
    status: 'COMPLETED',
    completedAt: '2026-11-21T09:00:05.000Z',
    createdAt: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

function history(parts: Partial<MovementHistory>): MovementHistory {
  return { payments: [], payouts: [], swaps: [], ...parts };
}

describe('dailyMovements: payments', () => {
  it('gives every currency thirty days, oldest first, ending today (UTC)', () => {
    const series = dailyMovements(history({}), NOW);
    expect(series.map((entry) => entry.currency)).toEqual(['USDT', 'USDC', 'SOL']);
    for (const entry of series) {
      expect(entry.days).toHaveLength(MOVEMENT_DAYS);
      expect(entry.days[0]?.day).toBe('2026-10-25');
      expect(entry.days.at(-1)?.day).toBe('2026-11-23');
      expect(entry.inflow).toBe(0);
      expect(entry.outflow).toBe(0);
    }
  });

  it('counts what a payment credited (received less the fee), exactly, on the day it completed', () => {
    const series = dailyMovements(
      history({
        payments: [
          payment({ receivedAmountInCrypto: 0.3, feeInCrypto: 0.1 }),
          payment({ receivedAmountInCrypto: 0.3, feeInCrypto: 0.1 }),
          payment({ receivedAmountInCrypto: 5, feeInCrypto: 0, completedAt: '2026-11-23T00:00:00.000Z' }),
        ],
      }),
      NOW,
    );
    const usdc = series.find((entry) => entry.currency === 'USDC');
    // 0.2 + 0.2 in floating point is 0.4 only by luck; in base units it is exact whatever the amounts.
    expect(usdc?.days.find((day) => day.day === '2026-11-22')).toMatchObject({
      day: '2026-11-22',
      received: 0.4,
      inflow: 0.4,
      net: 0.4,
      payments: 2,
    });
    expect(usdc?.days.at(-1)).toMatchObject({ day: '2026-11-23', received: 5, payments: 1 });
    expect(usdc?.received).toBe(5.4);
    expect(usdc?.payments).toBe(3);
  });

  it('keeps each currency to its own series', () => {
    const series = dailyMovements(
      history({
        payments: [payment({ crypto: 'SOL', receivedAmountInCrypto: 0.000000001, feeInCrypto: 0 })],
      }),
      NOW,
    );
    expect(series.find((entry) => entry.currency === 'SOL')?.received).toBe(0.000000001);
    expect(series.find((entry) => entry.currency === 'USDC')?.received).toBe(0);
  });

  it('leaves out payments that did not succeed or completed outside the window', () => {
    const series = dailyMovements(
      history({
        payments: [
          payment({ status: 'failed' }),
          payment({ status: 'pending_settlement' }),
          payment({ completedAt: '2026-10-24T23:59:59.999Z' }),
          payment({ completedAt: '2026-11-24T00:00:00.000Z' }),
        ],
      }),
      NOW,
    );
    expect(series.every((entry) => entry.payments === 0)).toBe(true);
  });

  it('falls back on the creation time when a successful payment has no completion time', () => {
    const series = dailyMovements(
      history({ payments: [payment({ completedAt: null, createdAt: '2026-11-01T08:00:00.000Z' })] }),
      NOW,
    );
    const usdc = series.find((entry) => entry.currency === 'USDC');
    expect(usdc?.days.find((day) => day.day === '2026-11-01')?.payments).toBe(1);
  });
});

describe('dailyMovements: payouts', () => {
  it('counts a payout as an outflow of its currency, on the day it was requested, whatever its progress', () => {
    const series = dailyMovements(
      history({
        payouts: [
          payout({ amountInCrypto: 0.1 }),
          payout({ amountInCrypto: 0.2, status: 'PENDING' }),
          payout({ amountInCrypto: 1, status: 'PROCESSING', createdAt: '2026-11-23T01:00:00.000Z' }),
        ],
      }),
      NOW,
    );
    const usdc = series.find((entry) => entry.currency === 'USDC');
    expect(usdc?.days.find((day) => day.day === '2026-11-22')).toMatchObject({
      paidOut: 0.3,
      outflow: 0.3,
      net: -0.3,
      payouts: 2,
    });
    expect(usdc?.days.at(-1)).toMatchObject({ paidOut: 1, payouts: 1 });
    expect(usdc).toMatchObject({ paidOut: 1.3, outflow: 1.3, net: -1.3, payouts: 3, inflow: 0 });
    expect(series.find((entry) => entry.currency === 'USDT')?.payouts).toBe(0);
  });

  it('leaves out payouts credited back (cancelled, declined) and those requested outside the window', () => {
    const series = dailyMovements(
      history({
        payouts: [
          payout({ status: 'CANCELLED' }),
          payout({ status: 'DECLINED' }),
          payout({ createdAt: '2026-10-24T23:59:59.999Z' }),
        ],
      }),
      NOW,
    );
    expect(series.every((entry) => entry.payouts === 0 && entry.outflow === 0)).toBe(true);
  });

  it('nets a day’s payments against its payouts', () => {
    const series = dailyMovements(
      history({
        payments: [payment({ receivedAmountInCrypto: 10.1, feeInCrypto: 0.1 })],
        payouts: [payout({ amountInCrypto: 25 })],
      }),
      NOW,
    );
    const day = series
      .find((entry) => entry.currency === 'USDC')
      ?.days.find((entry) => entry.day === '2026-11-22');
    expect(day).toMatchObject({ inflow: 10, outflow: 25, net: -15, payments: 1, payouts: 1 });
  });
});

describe('dailyMovements: swaps', () => {
  it('counts a completed swap as an outflow of its input and an inflow of its actual output, on completion', () => {
    const series = dailyMovements(history({ swaps: [swap({})] }), NOW);
    const usdc = series.find((entry) => entry.currency === 'USDC');
    const sol = series.find((entry) => entry.currency === 'SOL');
    expect(usdc?.days.find((day) => day.day === '2026-11-21')).toMatchObject({
      swappedOut: 100,
      outflow: 100,
      swappedIn: 0,
      swaps: 1,
    });
    expect(sol?.days.find((day) => day.day === '2026-11-21')).toMatchObject({
      swappedIn: 0.66,
      inflow: 0.66,
      swappedOut: 0,
      swaps: 1,
    });
    expect(series.find((entry) => entry.currency === 'USDT')?.swaps).toBe(0);
  });

  it('uses the completion day, not the creation day', () => {
    const series = dailyMovements(
      history({
        swaps: [swap({ createdAt: '2026-11-20T23:59:59.000Z', completedAt: '2026-11-21T00:00:04.000Z' })],
      }),
      NOW,
    );
    const usdc = series.find((entry) => entry.currency === 'USDC');
    expect(usdc?.days.find((day) => day.day === '2026-11-20')?.swaps).toBe(0);
    expect(usdc?.days.find((day) => day.day === '2026-11-21')?.swaps).toBe(1);
  });

  it('leaves out swaps that are pending or failed, or completed outside the window', () => {
    const series = dailyMovements(
      history({
        swaps: [
          swap({ status: 'PENDING', actualOutputCryptocurrencyAmount: null, completedAt: null }),
          swap({ status: 'FAILED', actualOutputCryptocurrencyAmount: null }),
          swap({ completedAt: '2026-10-24T23:59:59.999Z' }),
        ],
      }),
      NOW,
    );
    expect(series.every((entry) => entry.swaps === 0 && entry.inflow === 0 && entry.outflow === 0)).toBe(
      true,
    );
  });
});

describe('windowStart and chartScale', () => {
  it('starts the window at midnight UTC, 29 days before today', () => {
    expect(windowStart(NOW).toISOString()).toBe('2026-10-25T00:00:00.000Z');
  });

  it('scales an empty month to a flat baseline (no division by zero)', () => {
    const [usdt] = dailyMovements(history({}), NOW);
    expect(usdt && chartScale(usdt)).toEqual({ up: 1, down: 0 });
  });

  it('makes room for the tallest inflow above the axis and the tallest outflow below it', () => {
    const series = dailyMovements(
      history({
        payments: [payment({ receivedAmountInCrypto: 10.1, feeInCrypto: 0.1 })],
        payouts: [payout({ amountInCrypto: 4, createdAt: '2026-11-20T10:00:00.000Z' })],
      }),
      NOW,
    );
    const usdc = series.find((entry) => entry.currency === 'USDC');
    expect(usdc && chartScale(usdc)).toEqual({ up: 10, down: 4 });
  });
});
