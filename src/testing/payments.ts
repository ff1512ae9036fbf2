import type { FrameLocator, Locator, Page } from '@playwright/test';
import { createClient, type SimulatedPayment, type TransactionStatus } from '../api/index.js';
import type { Sandbox } from './sandbox.js';

/**
 * Paying and watching a transaction from the test, as a shopper's phone and the merchant's server would: an
 * outside wallet paying the address the QR code shows, the transaction's status by reference, and the reference
 * the checkout shows the shopper.
 */

/** How much the outside wallet sends: what is due, half of it (an underpayment), or 10% more (an overpayment). */
export type OutsidePayment = 'exact' | 'half' | 'over';

const SIMULATION_MODE = { exact: 'exact', half: 'partial', over: 'over' } as const;

/**
 * Pays the transaction from a fresh wallet outside the page (a real signed transfer on the sandbox's ledger to the
 * transaction's deposit address): what a shopper does by scanning the QR code with a phone.
 */
export async function payFromOutside(
  sandbox: Pick<Sandbox, 'url'>,
  reference: string,
  amount: OutsidePayment = 'exact',
): Promise<SimulatedPayment> {
  return createClient({ baseUrl: sandbox.url }).sandbox.pay(reference, { mode: SIMULATION_MODE[amount] });
}

/**
 * Waits until the transaction's status (as the merchant's server reads it with the secret key) is `status`, and
 * answers the verified transaction; fails once it reached another final status or after `timeoutMs`.
 */
export async function waitForStatus(
  sandbox: Pick<Sandbox, 'url' | 'secretKey'>,
  reference: string,
  status: TransactionStatus,
  options: { timeoutMs?: number } = {},
) {
  const client = createClient({ baseUrl: sandbox.url, apiKey: sandbox.secretKey });
  const timeoutMs = options.timeoutMs ?? 30_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const transaction = await client.transactions.verify(reference);
    if (transaction.status === status) return transaction;
    if (FINAL_STATUSES.has(transaction.status)) {
      throw new Error(`transaction ${reference} ended ${transaction.status}, not ${status}`);
    }
    if (Date.now() > deadline) {
      throw new Error(`transaction ${reference} still ${transaction.status} after ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const FINAL_STATUSES = new Set<TransactionStatus>(['success', 'failed', 'expired']);

/** The label the checkout puts before the reference, in each of its languages. */
const REFERENCE_LABEL = /^\s*(Reference|Référence)\s*:/;

/**
 * The reference the checkout shows the shopper ("Reference: …" on its payment and result screens), read from the
 * page or from the part of it holding the checkout (a modal, the element it is mounted in, an iframe).
 */
export async function readReference(
  scope: Page | Locator | FrameLocator,
  options: { timeoutMs?: number } = {},
): Promise<string> {
  const shown = scope.getByText(REFERENCE_LABEL).locator('code').first();
  const text = await shown.textContent({ timeout: options.timeoutMs ?? 30_000 });
  const reference = text?.trim();
  if (!reference) throw new Error('the checkout shows no reference');
  return reference;
}
