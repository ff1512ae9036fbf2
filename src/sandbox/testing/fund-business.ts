import { expect } from 'vitest';
import {
  publicVerifiedTransactionSchema,
  initiatedTransactionSchema,
} from '../../api/schemas/transaction.js';
import { call, expectData } from './http.js';
import type { TestService } from './test-service.js';

/**
 * Gives the demo business a balance the way production would: a customer pays a USD-priced transaction in
 * `crypto` exactly, and the business is credited the price (the fee is the service's).
 */
export async function fundBusiness(
  service: TestService,
  crypto: 'USDC' | 'USDT' | 'SOL',
  usd: number,
): Promise<void> {
  const transaction = expectData(
    await call(service.url, 'POST', '/v1/transactions', {
      key: service.demoBusiness.secretKey,
      body: { crypto, baseFiat: 'USD', amount: usd, email: 'funder@example.com' },
    }),
    initiatedTransactionSchema,
    201,
  );
  expect(
    (
      await call(service.url, 'POST', `/v1/sandbox/transactions/${transaction.reference}/pay`, {
        body: { mode: 'exact' },
      })
    ).status,
  ).toBe(201);
  const verified = expectData(
    await call(service.url, 'GET', `/v1/transactions/${transaction.reference}/verify`),
    publicVerifiedTransactionSchema,
  );
  expect(verified.status).toBe('success');
}
