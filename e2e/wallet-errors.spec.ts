import { expect, test, type Page } from '@playwright/test';
import { createClient } from '../src/api/index.js';
import type { TestService } from '../src/sandbox/testing/test-service.js';
import { startServiceWithPages } from './support/service.js';
import { checkScreen, createPaymentLink, decodeQr, payPageUrl, startPayment } from './support/pay.js';
import { TestWallet } from '../src/testing/test-wallet.js';
import { Ledger } from './support/ledger.js';

/**
 * What can go wrong paying from a wallet, each with its message and its way forward: the customer declines, the
 * wallet has no funds, the Solana network cannot be reached (before and after signing), the wallet is on another
 * network; and what the customer controls: disconnecting, switching wallets, the wallet remembered for next time.
 */

let service: TestService;
let ledger: Ledger;

test.beforeAll(async () => {
  service = await startServiceWithPages({ RATES_USD: '{"SOL":"150","NGN":"1/1600"}' });
  ledger = new Ledger(service.url);
});
test.afterAll(async () => {
  await service.destroy();
});

const client = () => createClient({ baseUrl: service.url });
const paidHeading = (page: Page) => page.getByRole('heading', { level: 2, name: 'Payment received' });

async function openWalletPay(page: Page, crypto: 'SOL' | 'USDC' | 'USDT') {
  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id));
  const reference = await startPayment(page, { crypto });
  const verified = await client().transactions.verify(reference);
  await page.getByRole('button', { name: 'Pay with wallet' }).click();
  return { reference, verified, due: String(verified.expectedAmountInCryptoPlusFee) };
}

async function connect(page: Page, walletName = 'Test Wallet') {
  await page.getByRole('button', { name: new RegExp(`^${walletName}`) }).click();
  await expect(page.getByTestId('wallet-account')).toContainText(`Connected to ${walletName}`);
}

test('declined in the wallet: a clear message, the QR still works, and trying again pays', async ({
  page,
}) => {
  const wallet = await TestWallet.install(page);
  await client().sandbox.airdrop({ address: wallet.address, amount: 1 });
  const { reference, verified, due } = await openWalletPay(page, 'SOL');

  // The connection itself declined first: nothing connected, the same wallet can be tried again.
  wallet.nextConnect = 'reject';
  await page.getByRole('button', { name: /^Test Wallet/ }).click();
  await expect(page.getByTestId('wallet-error')).toContainText('Connection declined');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('wallet-account')).toContainText('Connected to Test Wallet');

  wallet.nextSign = 'reject';
  await page.getByRole('button', { name: `Pay ${due} SOL` }).click();
  const error = page.getByTestId('wallet-error');
  await expect(error).toContainText('Payment declined in your wallet');
  await expect(error).toContainText('You declined the payment in Test Wallet. Nothing was sent.');
  await expect(error).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: 'Payment declined in your wallet' }),
  ).toBeAttached();
  // Nothing moved, and the QR code still asks for the full amount.
  expect(wallet.signatures).toEqual([]);
  expect(await ledger.signaturesFor(wallet.address)).toHaveLength(1); // the airdrop
  expect(await decodeQr(page)).toBe(verified.paymentUri);
  expect((await client().transactions.verify(reference)).status).toBe('pending');
  await checkScreen(page, 'wallet-declined');

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(paidHeading(page)).toBeVisible();
  expect(wallet.requestsOf('sign')).toHaveLength(2);
  expect(await client().transactions.verify(reference)).toMatchObject({
    status: 'success',
    cryptoTransactionHash: wallet.signatures[0],
  });
});

test('an unfunded wallet: "not enough funds" before any prompt, nothing sent; funded, it pays', async ({
  page,
}) => {
  const wallet = await TestWallet.install(page);
  const { reference, due } = await openWalletPay(page, 'USDC');
  await connect(page);
  await page.getByRole('button', { name: `Pay ${due} USDC` }).click();

  const error = page.getByTestId('wallet-error');
  await expect(error).toContainText('Not enough funds');
  await expect(error).toContainText(
    `This payment needs ${due} USDC, but your wallet holds 0 USDC. Nothing was sent.`,
  );
  await expect(error).toHaveAttribute('data-code', 'insufficient_funds');
  // The simulation said so: the wallet was never asked to sign, and the ledger has nothing from it.
  expect(wallet.requestsOf('sign')).toEqual([]);
  expect(await ledger.signaturesFor(wallet.address)).toEqual([]);
  expect(await ledger.tokenBalance(wallet.address, 'USDC')).toBe(0n);
  expect((await client().transactions.verify(reference)).receivedAmountInCrypto).toBe(0);
  await checkScreen(page, 'wallet-insufficient');

  // Test mode lets the customer fund the wallet from the sandbox, then pay.
  await page.getByRole('button', { name: 'Add test funds to this wallet' }).click();
  await expect(page.getByText('Test funds added. You can pay now.').first()).toBeVisible();
  const pay = page.getByRole('button', { name: `Pay ${due} USDC` });
  await expect(pay).toBeFocused();
  await pay.click();
  await expect(paidHeading(page)).toBeVisible();
  expect((await client().transactions.verify(reference)).status).toBe('success');
});

test('the Solana network unreachable: before signing, and after signing (the same signed payment is resent)', async ({
  page,
}) => {
  const wallet = await TestWallet.install(page);
  await client().sandbox.airdrop({ address: wallet.address, amount: 1 });
  const { reference, due } = await openWalletPay(page, 'SOL');
  await connect(page);

  // Every RPC call fails: nothing can be prepared, nothing is signed.
  await page.route('**/rpc', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: `Pay ${due} SOL` }).click();
  const error = page.getByTestId('wallet-error');
  await expect(error).toContainText('The Solana network cannot be reached');
  await expect(error).toContainText('Nothing was sent.');
  expect(wallet.requestsOf('sign')).toEqual([]);
  await page.unroute('**/rpc');

  // Only sending fails: the customer signed once; "Try again" sends that same signed transaction.
  await page.route('**/rpc', async (route) => {
    const body = route.request().postData() ?? '';
    if (body.includes('"sendTransaction"')) await route.abort('connectionreset');
    else await route.continue();
  });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(error).toContainText('Your payment was not sent');
  await expect(error).toContainText('you cannot pay twice');
  expect(wallet.signatures).toHaveLength(1);
  expect(await ledger.knows(wallet.signatures[0] ?? '')).toBe(false);
  await page.unroute('**/rpc');

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(paidHeading(page)).toBeVisible();
  expect(wallet.requestsOf('sign'), 'no second signature was asked for').toHaveLength(1);
  expect(await client().transactions.verify(reference)).toMatchObject({
    status: 'success',
    cryptoTransactionHash: wallet.signatures[0],
    excessAmountReceivedInCrypto: 0,
  });
});

test('a wallet on another network is told so, and nothing is signed', async ({ page }) => {
  // A wallet that can only sign-and-send, and says it is on Devnet: it would send our payment there.
  const wallet = await TestWallet.install(page, {
    name: 'Devnet Wallet',
    chains: ['solana:devnet'],
    features: ['signAndSendTransaction'],
  });
  await client().sandbox.airdrop({ address: wallet.address, amount: 1 });
  const { due } = await openWalletPay(page, 'SOL');
  await connect(page, 'Devnet Wallet');
  await page.getByRole('button', { name: `Pay ${due} SOL` }).click();
  const error = page.getByTestId('wallet-error');
  await expect(error).toContainText('Your wallet is on another network');
  await expect(error).toContainText('Devnet Wallet is not set to the sandbox network');
  await expect(page.getByRole('button', { name: 'Use another wallet' })).toBeVisible();
  expect(wallet.requestsOf('signAndSend')).toEqual([]);
  expect(await ledger.signaturesFor(wallet.address)).toHaveLength(1);
});

test('a wallet that sends the payment itself, on the right network, pays', async ({ page }) => {
  const wallet = await TestWallet.install(page, {
    name: 'Sending Wallet',
    features: ['signAndSendTransaction'],
    sendTo: `${service.url}/rpc`,
  });
  await client().sandbox.airdrop({ address: wallet.address, amount: 1 });
  const { reference, due } = await openWalletPay(page, 'SOL');
  await connect(page, 'Sending Wallet');
  await page.getByRole('button', { name: `Pay ${due} SOL` }).click();
  await expect(paidHeading(page)).toBeVisible();
  expect(wallet.requestsOf('signAndSend').map((request) => request.chain)).toEqual(['solana:localnet']);
  expect((await client().transactions.verify(reference)).cryptoTransactionHash).toBe(wallet.signatures[0]);
});

test('disconnect and switch wallets; the last one is remembered, and nothing connects by itself', async ({
  page,
}) => {
  const first = await TestWallet.install(page, { name: 'Wallet A' });
  const second = await TestWallet.install(page, { name: 'Wallet B' });
  await client().sandbox.airdrop({ address: second.address, amount: 1 });
  const { reference, due } = await openWalletPay(page, 'SOL');
  await expect(page.getByTestId('wallet-pay').getByRole('listitem')).toHaveCount(3); // Phantom, A, B

  await connect(page, 'Wallet A');
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('wallet-account')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Phantom/ })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Wallet disconnected.' })).toBeAttached();
  expect(first.requestsOf('disconnect')).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('crypto-checkout:wallet'))).toBeNull();

  await connect(page, 'Wallet A');
  await page.getByRole('button', { name: 'Use another wallet' }).click();
  expect(first.requestsOf('disconnect')).toHaveLength(2);
  await connect(page, 'Wallet B');
  await expect(page.getByTestId('wallet-address')).toHaveAttribute('data-address', second.address);
  expect(await page.evaluate(() => localStorage.getItem('crypto-checkout:wallet'))).toBe('Wallet B');

  // A reload resumes the payment; wallet pay waits to be asked, and then marks (and focuses) the last wallet.
  const connectsBefore = first.requestsOf('connect').length + second.requestsOf('connect').length;
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: `Send ${due} SOL` })).toBeVisible();
  await page.getByRole('button', { name: 'Pay with wallet' }).click();
  const remembered = page.getByRole('button', { name: /^Wallet B/ });
  await expect(remembered).toContainText('Last used');
  await expect(remembered).toBeFocused();
  await expect(page.getByTestId('wallet-account')).toHaveCount(0);
  expect(first.requestsOf('connect').length + second.requestsOf('connect').length).toBe(connectsBefore);

  await remembered.click();
  await page.getByRole('button', { name: `Pay ${due} SOL` }).click();
  await expect(paidHeading(page)).toBeVisible();
  expect((await client().transactions.verify(reference)).cryptoTransactionHash).toBe(second.signatures[0]);
  expect(first.signatures).toEqual([]);
});
