import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type CryptoCheckoutClient } from '../api/index.js';
import { startTestService, type TestService } from '../sandbox/testing/test-service.js';
import type { WalletDirectory } from './adapter-directory.js';
import type { PaymentTarget } from './payment.js';
import { createWalletPaySession, type WalletPaySession, type WalletPaySessionOptions } from './session.js';
import { noWalletMemory, type WalletMemory } from './storage.js';
import { KeypairWallet } from './test-support.js';
import type { CheckoutWallet } from './wallets.js';

/**
 * The session the widget renders, driven as the customer would (connect, pay, retry, disconnect, switch), against
 * the real service and ledger, with keypair wallets in a directory of the test's making.
 */

let service: TestService;
let client: CryptoCheckoutClient;

beforeAll(async () => {
  service = await startTestService({ RATES_USD: '{"SOL":"150","NGN":"1/1600"}' });
  client = createClient({ baseUrl: service.url });
});
afterAll(async () => {
  await service.destroy();
});

async function openTransaction(crypto: 'SOL' | 'USDC'): Promise<PaymentTarget> {
  const merchant = createClient({ baseUrl: service.url, apiKey: service.demoBusiness.publicKey });
  const { reference } = await merchant.transactions.initiate({
    crypto,
    baseFiat: 'NGN',
    amount: 32_000,
    email: 's@example.com',
  });
  const verified = await client.transactions.verify(reference);
  return {
    reference,
    crypto,
    network: 'sandbox',
    depositAddress: verified.address,
    due: String(verified.expectedAmountInCryptoPlusFee),
    paymentUri: verified.paymentUri ?? null,
    expiresAt: verified.expiresAt,
  };
}

function directoryOf(...wallets: CheckoutWallet[]): WalletDirectory {
  const listeners = new Set<() => void>();
  for (const wallet of wallets) wallet.subscribe(() => listeners.forEach((listener) => listener()));
  return {
    list: () => wallets,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

function sessionFor(
  target: PaymentTarget,
  wallets: CheckoutWallet[],
  overrides: Partial<WalletPaySessionOptions> & { memory?: WalletMemory } = {},
): { session: WalletPaySession; sent: string[] } {
  const sent: string[] = [];
  const session = createWalletPaySession({
    client,
    serviceUrl: service.url,
    target,
    serverNow: () => Date.now(),
    testMode: true,
    onSent: (signature) => sent.push(signature),
    memory: noWalletMemory(),
    directory: directoryOf(...wallets),
    ...overrides,
  });
  return { session, sent };
}

describe('wallet pay session', () => {
  it('lists wallets without connecting; connect, pay, and verification reports success', async () => {
    const target = await openTransaction('SOL');
    const wallet = new KeypairWallet();
    await client.sandbox.airdrop({ address: wallet.publicAddress, amount: 1 });
    const memory = noWalletMemory();
    const { session, sent } = sessionFor(target, [wallet], { memory });
    expect(session.getSnapshot()).toMatchObject({ status: 'choosing', connected: null });
    expect(session.getSnapshot().wallets).toEqual([
      { name: 'Test Wallet', icon: undefined, readiness: 'installed', remembered: false },
    ]);
    expect(wallet.requests).toEqual([]);

    const seen: string[] = [];
    session.subscribe(() => seen.push(session.getSnapshot().status));
    await session.connect('Test Wallet');
    expect(session.getSnapshot()).toMatchObject({
      status: 'ready',
      connected: { walletName: 'Test Wallet', address: wallet.publicAddress },
    });
    expect(memory.load()).toBe('Test Wallet');
    expect(session.getSnapshot().wallets[0]?.remembered).toBe(true);

    await session.pay();
    expect(session.getSnapshot()).toMatchObject({
      status: 'sent',
      chain: 'solana:localnet',
      amount: { value: target.due, crypto: 'SOL' },
    });
    expect(seen).toEqual(
      expect.arrayContaining([
        'connecting',
        'ready',
        'preparing',
        'signing',
        'sending',
        'confirming',
        'sent',
      ]),
    );
    expect(sent[0]).toBe(session.getSnapshot().signature);
    expect((await client.transactions.verify(target.reference)).status).toBe('success');
    // Sent is final here: pressing pay again does nothing.
    await session.pay();
    expect(wallet.requests.filter((request) => request.kind === 'sign')).toHaveLength(1);
    session.destroy();
  });

  it('a declined connection and a declined payment can both be tried again', async () => {
    const target = await openTransaction('SOL');
    const wallet = new KeypairWallet();
    await client.sandbox.airdrop({ address: wallet.publicAddress, amount: 1 });
    const { session } = sessionFor(target, [wallet]);
    wallet.nextConnect = 'reject';
    await session.connect('Test Wallet');
    expect(session.getSnapshot()).toMatchObject({
      status: 'choosing',
      error: { code: 'rejected', retry: 'connect', walletName: 'Test Wallet' },
    });
    await session.retry();
    expect(session.getSnapshot()).toMatchObject({ status: 'ready', error: null });

    wallet.nextSign = 'reject';
    await session.pay();
    expect(session.getSnapshot()).toMatchObject({
      status: 'ready',
      error: { code: 'rejected', retry: 'pay' },
    });
    await session.retry();
    expect(session.getSnapshot()).toMatchObject({ status: 'sent', error: null });
    session.destroy();
  });

  it('insufficient funds in test mode: fund from the sandbox, then pay', async () => {
    const target = await openTransaction('USDC');
    const wallet = new KeypairWallet();
    const { session } = sessionFor(target, [wallet]);
    await session.connect('Test Wallet');
    await session.pay();
    expect(session.getSnapshot().error).toMatchObject({
      code: 'insufficient_funds',
      canFund: true,
      details: { needed: target.due, balance: '0', crypto: 'USDC' },
    });
    expect(wallet.requests.filter((request) => request.kind === 'sign')).toEqual([]);
    await session.fundTestWallet();
    expect(session.getSnapshot()).toMatchObject({ status: 'ready', funded: true, error: null });
    await session.pay();
    expect(session.getSnapshot().status).toBe('sent');
    session.destroy();
  });

  it('outside test mode there is no funding, and a wallet on another network is stopped before signing', async () => {
    const target = await openTransaction('SOL');
    const wallet = new KeypairWallet();
    wallet.signs = false;
    wallet.sends = async () => new Uint8Array(64);
    wallet.declaredChains = ['solana:mainnet'];
    const { session } = sessionFor(target, [wallet], { testMode: false });
    await session.connect('Test Wallet');
    await session.pay();
    expect(session.getSnapshot().error).toMatchObject({
      code: 'wrong_network',
      details: { chain: 'solana:localnet' },
    });
    expect(session.getSnapshot().error?.canFund).toBeUndefined();
    expect(wallet.requests.map((request) => request.kind)).toEqual(['connect']);
    session.destroy();
  });

  it('disconnect forgets the wallet; changing wallets keeps the new one; a remembered wallet never connects itself', async () => {
    const target = await openTransaction('SOL');
    const first = new KeypairWallet({ name: 'A' });
    const second = new KeypairWallet({ name: 'B' });
    const memory = noWalletMemory();
    const { session } = sessionFor(target, [first, second], { memory });
    await session.connect('A');
    await session.disconnect();
    expect(session.getSnapshot()).toMatchObject({ status: 'choosing', connected: null });
    expect(first.address()).toBeNull();
    expect(memory.load()).toBeNull();

    await session.connect('A');
    await session.changeWallet();
    expect(session.getSnapshot().status).toBe('choosing');
    await session.connect('B');
    expect(session.getSnapshot().connected?.walletName).toBe('B');
    expect(memory.load()).toBe('B');
    session.destroy();
    // A new page: the wallet is remembered, not connected.
    await second.disconnect();

    const again = sessionFor(target, [first, second], { memory }).session;
    expect(again.getSnapshot()).toMatchObject({ status: 'choosing', connected: null });
    expect(again.getSnapshot().wallets.map((wallet) => wallet.remembered)).toEqual([false, true]);
    expect(second.requests.filter((request) => request.kind === 'connect')).toHaveLength(1);
    again.destroy();
  });

  it('the wallet dropping the connection on its side returns to the list', async () => {
    const target = await openTransaction('SOL');
    const wallet = new KeypairWallet();
    const { session } = sessionFor(target, [wallet]);
    await session.connect('Test Wallet');
    wallet.dropConnection();
    expect(session.getSnapshot()).toMatchObject({ status: 'choosing', connected: null });
    session.destroy();
  });

  it('a wallet that is not installed: install link, and on a phone "open in Phantom/Solflare" links', async () => {
    const target = await openTransaction('SOL');
    const phantom = new KeypairWallet({ name: 'Phantom', readiness: 'not_detected' });
    const phone = {
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148',
      pageUrl: 'https://pay.example/pay/x?reference=r',
      origin: 'https://pay.example',
    };
    const { session } = sessionFor(target, [phantom], { environment: phone });
    const link =
      'https://phantom.app/ul/browse/https%3A%2F%2Fpay.example%2Fpay%2Fx%3Freference%3Dr?ref=https%3A%2F%2Fpay.example';
    expect(session.getSnapshot().mobile).toEqual({
      openInApp: [
        { walletName: 'Phantom', url: link },
        {
          walletName: 'Solflare',
          url: 'https://solflare.com/ul/v1/browse/https%3A%2F%2Fpay.example%2Fpay%2Fx%3Freference%3Dr?ref=https%3A%2F%2Fpay.example',
        },
      ],
    });
    await session.connect('Phantom');
    expect(session.getSnapshot().error).toMatchObject({
      code: 'not_installed',
      retry: null,
      installUrl: 'https://phantom.com/download',
      openInWalletUrl: link,
    });
    expect(phantom.requests).toEqual([]);
    session.destroy();

    const desktop = sessionFor(target, [phantom], {
      environment: {
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
        pageUrl: phone.pageUrl,
        origin: phone.origin,
      },
    }).session;
    expect(desktop.getSnapshot().mobile).toBeNull();
    await desktop.connect('Phantom');
    expect(desktop.getSnapshot().error?.openInWalletUrl).toBeUndefined();
    desktop.destroy();
  });

  it('opens on the page the checkout gives (its reopen address), not the bare page address', async () => {
    const target = await openTransaction('SOL');
    const phantom = new KeypairWallet({ name: 'Phantom', readiness: 'not_detected' });
    const { session } = sessionFor(target, [phantom], {
      environment: {
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36',
        pageUrl: 'https://shop.example/cart',
        origin: 'https://shop.example',
      },
      reopenUrl: `https://shop.example/cart?crypto-checkout-reference=${target.reference}`,
    });
    const urls = session.getSnapshot().mobile?.openInApp.map((app) => decodeURIComponent(app.url)) ?? [];
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(url).toContain(`/cart?crypto-checkout-reference=${target.reference}`);
    session.destroy();
  });

  it('a wallet already connected (the merchant app connected it) pays with no second connect', async () => {
    const target = await openTransaction('SOL');
    const wallet = new KeypairWallet();
    await wallet.connect();
    wallet.requests.length = 0;
    await client.sandbox.airdrop({ address: wallet.publicAddress, amount: 1 });
    const { session, sent } = sessionFor(target, [wallet]);
    expect(session.getSnapshot()).toMatchObject({
      status: 'ready',
      connected: { walletName: 'Test Wallet', address: wallet.publicAddress },
    });
    await session.pay();
    expect(wallet.requests.map((request) => request.kind)).toEqual(['sign']);
    expect(new Set(sent).size).toBe(1);
    // Disconnected from the checkout: the same wallet is not taken back while it lets go.
    await session.disconnect();
    expect(session.getSnapshot()).toMatchObject({ status: 'choosing', connected: null });
    session.destroy();
  });

  it('a wallet connected meanwhile outside the checkout is taken up while the list is shown', async () => {
    const target = await openTransaction('SOL');
    const wallet = new KeypairWallet();
    const { session } = sessionFor(target, [wallet]);
    expect(session.getSnapshot().status).toBe('choosing');
    await wallet.connect();
    expect(session.getSnapshot()).toMatchObject({
      status: 'ready',
      connected: { address: wallet.publicAddress },
    });
    session.destroy();
  });

  it('a wallet connected outside the checkout after a declined connection here clears that error', async () => {
    const target = await openTransaction('SOL');
    const wallet = new KeypairWallet();
    const { session } = sessionFor(target, [wallet]);
    wallet.nextConnect = 'reject';
    await session.connect('Test Wallet');
    expect(session.getSnapshot()).toMatchObject({ status: 'choosing', error: { code: 'rejected' } });
    // The shopper connects with the merchant's own button instead: ready to pay, no stale error.
    await wallet.connect();
    expect(session.getSnapshot()).toMatchObject({
      status: 'ready',
      connected: { address: wallet.publicAddress },
      error: null,
    });
    session.destroy();
  });

  it('a wallet that hands over to its app (loadable) connects through it, and no error is shown', async () => {
    const target = await openTransaction('SOL');
    const handsOver = new KeypairWallet({ name: 'Phantom', readiness: 'loadable' });
    handsOver.handsOverToApp = true;
    const { session } = sessionFor(target, [handsOver]);
    await session.connect('Phantom');
    expect(handsOver.requests.map((request) => request.kind)).toEqual(['connect']);
    expect(session.getSnapshot()).toMatchObject({ status: 'choosing', error: null, connected: null });
    session.destroy();
  });

  it('destroyed while the wallet is signing: what it signs afterwards is never sent', async () => {
    const target = await openTransaction('SOL');
    const wallet = new KeypairWallet();
    await client.sandbox.airdrop({ address: wallet.publicAddress, amount: 1 });
    const { session, sent } = sessionFor(target, [wallet]);
    await session.connect('Test Wallet');
    let release: () => void = () => undefined;
    const signed: Uint8Array[] = [];
    wallet.nextSign = async (bytes) => {
      await new Promise<void>((resolve) => (release = resolve));
      const { signWith } = await import('./test-support.js');
      const result = signWith(wallet.keypair, bytes);
      signed.push(result);
      return result;
    };
    const paying = session.pay();
    await expect.poll(() => session.getSnapshot().status).toBe('signing');
    session.destroy();
    release();
    await paying;
    expect(signed).toHaveLength(1);
    expect(sent).toEqual([]);
    expect((await client.transactions.verify(target.reference)).receivedAmountInCrypto).toBe(0);
  });
});
