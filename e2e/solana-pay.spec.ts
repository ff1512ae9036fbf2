import { expect, test } from '@playwright/test';
import { fetchTransaction, parseURL } from '@solana/pay';
import { Connection, Keypair } from '@solana/web3.js';
import { createClient } from '../src/api/index.js';
import type { TestService } from '../src/sandbox/testing/test-service.js';
import { checkScreen, createPaymentLink, decodeQr, payPageUrl, startPayment } from './support/pay.js';
import { startServiceWithPages } from './support/service.js';

/**
 * The hosted checkout paid by a phone wallet through its second QR, the Solana Pay transaction request: the test
 * process plays the wallet with @solana/pay (the reference implementation), and the page, which knows nothing of
 * it, turns to the paid screen once the transfer lands.
 */

let service: TestService;

test.beforeAll(async () => {
  service = await startServiceWithPages();
});
test.afterAll(async () => {
  await service.destroy();
});

/**
 * The link a wallet follows from a transaction request URL. parseURL accepts https links only and the test
 * service speaks plain http, so the URL is parsed as it reads on an https deployment and then followed over http.
 */
function linkAWalletFollows(uri: string): string {
  const parsed = parseURL(uri.replace(/^solana:http:/, 'solana:https:'));
  if (!('link' in parsed)) throw new Error(`${uri} was read as a transfer request`);
  const link = new URL(parsed.link);
  link.protocol = 'http:';
  return link.href;
}

test('a phone wallet pays through the transaction request QR; the checkout shows it paid', async ({
  page,
}) => {
  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id));
  const reference = await startPayment(page, { crypto: 'USDC' });

  // The transfer request stays the QR shown; the transaction request is one click away, drawn once asked for.
  await expect(page.getByTestId('payment-qr')).toBeVisible();
  await expect(page.getByTestId('transaction-request-qr')).toHaveCount(0);
  await page.getByText('Scan with a Solana Pay wallet').click();
  const qr = page.getByRole('img', { name: /with a Solana Pay wallet \(transaction request\)$/ });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('data-testid', 'transaction-request-qr');
  await expect(qr).not.toHaveAttribute('data-payment-uri');
  await expect(
    page.getByText('For wallets that support Solana Pay transaction requests, such as Phantom and Solflare'),
  ).toBeVisible();
  const uri = await qr.getAttribute('data-uri');
  expect(uri).toBe(`solana:${service.url}/v1/transactions/${reference}/solana-pay`);
  expect(await decodeQr(page, qr)).toBe(uri);
  await checkScreen(page, 'transaction-request');

  // The wallet, funded on the sandbox's ledger, fetches the transfer, signs it and sends it.
  const wallet = Keypair.generate();
  const sandbox = createClient({ baseUrl: service.url }).sandbox;
  await sandbox.airdrop({ address: wallet.publicKey.toBase58(), amount: 1 });
  await sandbox.mint({ address: wallet.publicKey.toBase58(), currency: 'USDC', amount: 50 });
  const connection = new Connection(`${service.url}/rpc`, 'confirmed');
  const transaction = await fetchTransaction(connection, wallet.publicKey, linkAWalletFollows(uri ?? ''));
  transaction.partialSign(wallet);
  await connection.sendRawTransaction(transaction.serialize());

  await expect(page.getByRole('heading', { level: 2, name: 'Payment received' })).toBeVisible({
    timeout: 30_000,
  });
  expect((await createClient({ baseUrl: service.url }).transactions.verify(reference)).status).toBe(
    'success',
  );
});
