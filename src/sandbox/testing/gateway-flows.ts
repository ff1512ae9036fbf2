import { expect } from 'vitest';
import { swapWithBusinessSchema } from '../../api/schemas/swap.js';
import {
  initiatedTransactionSchema,
  publicVerifiedTransactionSchema,
  type InitiatedTransaction,
} from '../../api/schemas/transaction.js';
import { call, expectData } from './http.js';
import type { TestService } from './test-service.js';

/**
 * What the tests that run the gateway over a chain do again and again, over HTTP as a merchant and a shopper
 * would: open a transaction, pay it from an outside wallet, and wait for a transaction or a swap to reach a status.
 */

/** `POST /v1/transactions` with the demo business's secret key, for `usd` US dollars in `crypto`. */
export async function initiateFor(
  service: TestService,
  crypto: 'USDC' | 'USDT' | 'SOL',
  usd: number,
): Promise<InitiatedTransaction> {
  return expectData(
    await call(service.url, 'POST', '/v1/transactions', {
      key: service.demoBusiness.secretKey,
      body: { crypto, baseFiat: 'USD', amount: usd, email: 'payer@example.com' },
    }),
    initiatedTransactionSchema,
    201,
  );
}

/** The test-mode helper pays it from a fresh outside wallet: exactly, half, or 10% over. */
export async function payFromOutside(
  service: TestService,
  reference: string,
  body: { mode: 'exact' | 'partial' | 'over'; amount?: number },
): Promise<void> {
  const response = await call(service.url, 'POST', `/v1/sandbox/transactions/${reference}/pay`, { body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

/** Polls the public verification until the transaction's status is `expected` (or the poll gives up). */
export async function waitForStatus(
  service: TestService,
  reference: string,
  expected: string,
  timeout = 20_000,
): Promise<void> {
  await expect
    .poll(
      async () =>
        expectData(
          await call(service.url, 'GET', `/v1/transactions/${reference}/verify`),
          publicVerifiedTransactionSchema,
        ).status,
      { timeout, interval: 200 },
    )
    .toBe(expected);
}

/** Polls a swap (secret key) until its status is `expected`. */
export async function waitForSwapStatus(
  service: TestService,
  swapId: string,
  expected: string,
  timeout = 20_000,
): Promise<void> {
  await expect
    .poll(
      async () =>
        expectData(
          await call(service.url, 'GET', `/v1/swaps/${swapId}`, { key: service.demoBusiness.secretKey }),
          swapWithBusinessSchema,
        ).status,
      { timeout, interval: 200 },
    )
    .toBe(expected);
}
