import { expect, payFromOutside, waitForStatus } from 'crypto-checkout-testing';
import { startCheckout, test } from './shop-test.js';

// A short payment window, so that underpaid and unpaid transactions close within the test. Worker options such as
// this one start a sandbox of their own, and apply to a whole file.
test.use({ sandboxOptions: { transactionWindowSeconds: 15 } });

test('half the amount fails when the window closes; the order is not paid', async ({
  page,
  shop,
  sandbox,
}) => {
  const reference = await startCheckout(page, shop);

  await payFromOutside(sandbox, reference, 'half');

  const transaction = await waitForStatus(sandbox, reference, 'failed', { timeoutMs: 45_000 });
  expect(transaction.failureReason).toBeTruthy();
  expect(shop.orders.has(reference)).toBe(false);
});

test('nothing paid expires', async ({ page, shop, sandbox }) => {
  const reference = await startCheckout(page, shop);
  await waitForStatus(sandbox, reference, 'expired', { timeoutMs: 45_000 });
});
