import { expect, payFromOutside, waitForStatus } from 'crypto-checkout-testing';
import { startCheckout, test } from './shop-test.js';

test('a shopper pays from the QR code with their phone; the order is paid', async ({
  page,
  shop,
  sandbox,
  webhooks,
}) => {
  const reference = await startCheckout(page, shop);

  await payFromOutside(sandbox, reference, 'exact');

  await expect(page.getByRole('status').filter({ hasText: 'Order paid' })).toHaveText(
    `Order paid: ${reference}`,
    { timeout: 30_000 },
  );
  expect(shop.orders.get(reference)).toEqual({ reference, paid: true });
  const event = await webhooks.waitForEvent('transaction.success', { reference });
  expect(event.data).toMatchObject({ reference, status: 'success' });
});

test('paying 10% too much succeeds; the excess is recorded', async ({ page, shop, sandbox }) => {
  const reference = await startCheckout(page, shop);

  await payFromOutside(sandbox, reference, 'over');

  const transaction = await waitForStatus(sandbox, reference, 'success');
  expect(Number(transaction.excessAmountReceivedInCrypto)).toBeGreaterThan(0);
});

test('a shopper pays from their browser wallet; the order is paid', async ({
  page,
  shop,
  sandbox,
  wallet,
}) => {
  const reference = await startCheckout(page, shop);
  const checkout = page.getByRole('dialog');

  await checkout.getByRole('button', { name: 'Pay with wallet' }).click();
  await checkout.getByRole('button', { name: /^Phantom/ }).click();
  await checkout.getByRole('button', { name: /^Pay [\d.]+ USDC$/ }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Order paid' })).toHaveText(
    `Order paid: ${reference}`,
    { timeout: 30_000 },
  );
  expect(wallet.signatures).toHaveLength(1);
  await waitForStatus(sandbox, reference, 'success');
});

test('a shopper who declines in their wallet can still pay', async ({ page, shop, sandbox, wallet }) => {
  const reference = await startCheckout(page, shop);
  const checkout = page.getByRole('dialog');
  wallet.nextSign = 'reject';

  await checkout.getByRole('button', { name: 'Pay with wallet' }).click();
  await checkout.getByRole('button', { name: /^Phantom/ }).click();
  await checkout.getByRole('button', { name: /^Pay [\d.]+ USDC$/ }).click();
  await expect(checkout.getByTestId('wallet-error')).toBeVisible();
  expect(wallet.signatures).toEqual([]);

  await payFromOutside(sandbox, reference, 'exact');
  await waitForStatus(sandbox, reference, 'success');
});
