import { describe, expect, it, vi } from 'vitest';
import type { SignerWalletAdapter } from '@solana/wallet-adapter-base';
import { Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import {
  AdapterCheckoutWallet,
  StandardCheckoutWallet,
  isSolanaPayingWallet,
  orderWallets,
  withoutShadowedAdapters,
  type WalletReadiness,
} from './wallets.js';

const entry = (name: string, readiness: WalletReadiness) => ({ name, readiness: () => readiness });

describe('orderWallets', () => {
  it('Phantom first whatever its state, then installed wallets, then the rest, each in discovery order', () => {
    const ordered = orderWallets([
      entry('Glow', 'not_detected'),
      entry('Solflare', 'installed'),
      entry('Phantom', 'not_detected'),
      entry('Backpack', 'installed'),
      entry('Mobile', 'loadable'),
    ]);
    expect(ordered.map((wallet) => wallet.name)).toEqual([
      'Phantom',
      'Solflare',
      'Backpack',
      'Mobile',
      'Glow',
    ]);
  });

  it('a wallet registered through the Standard hides an adapter of the same name', () => {
    const standard = [{ name: 'Phantom', source: 'standard' }];
    const adapters = [
      { name: 'Phantom', source: 'adapter' },
      { name: 'Other', source: 'adapter' },
    ];
    expect(withoutShadowedAdapters(standard, adapters)).toEqual([
      { name: 'Phantom', source: 'standard' },
      { name: 'Other', source: 'adapter' },
    ]);
  });
});

/** A Wallet Standard wallet as an extension would register it, with spies on its features. */
function fakeStandardWallet(options: { chains?: string[]; features?: string[] } = {}) {
  const address = Keypair.generate().publicKey;
  const chains = options.chains ?? ['solana:mainnet', 'solana:devnet'];
  const featureNames = options.features ?? ['solana:signTransaction', 'solana:signAndSendTransaction'];
  const account: WalletAccount = {
    address: address.toBase58(),
    publicKey: address.toBytes(),
    chains: chains as WalletAccount['chains'],
    features: featureNames as WalletAccount['features'],
  };
  let accounts: WalletAccount[] = [];
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>();
  const signTransaction = vi.fn(async (input: { transaction: Uint8Array }) => [
    { signedTransaction: input.transaction },
  ]);
  const signAndSendTransaction = vi.fn(async () => [{ signature: new Uint8Array(64).fill(7) }]);
  const disconnect = vi.fn(async () => {
    accounts = [];
  });
  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect: async () => {
        accounts = [account];
        return { accounts };
      },
    },
    'standard:disconnect': { version: '1.0.0', disconnect },
    'standard:events': {
      version: '1.0.0',
      on: (_event: string, listener: (properties: { accounts?: readonly WalletAccount[] }) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
  if (featureNames.includes('solana:signTransaction')) {
    features['solana:signTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy'],
      signTransaction,
    };
  }
  if (featureNames.includes('solana:signAndSendTransaction')) {
    features['solana:signAndSendTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy'],
      signAndSendTransaction,
    };
  }
  const wallet = {
    version: '1.0.0',
    name: 'Fake',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains,
    features,
    get accounts() {
      return accounts;
    },
  } as unknown as Wallet;
  const emit = (properties: { accounts?: readonly WalletAccount[] }) => {
    accounts = [...(properties.accounts ?? accounts)];
    for (const listener of listeners) listener(properties);
  };
  return { wallet, account, signTransaction, signAndSendTransaction, disconnect, emit, listeners };
}

describe('StandardCheckoutWallet', () => {
  it('is a paying wallet only with connect, events and a Solana signing feature', () => {
    expect(isSolanaPayingWallet(fakeStandardWallet().wallet)).toBe(true);
    expect(isSolanaPayingWallet(fakeStandardWallet({ features: [] }).wallet)).toBe(false);
  });

  it('connects on request only, and says what the account can do', async () => {
    const fake = fakeStandardWallet({ features: ['solana:signTransaction'] });
    const wallet = new StandardCheckoutWallet(fake.wallet);
    expect(wallet.address()).toBeNull();
    expect(wallet.chains()).toEqual(['solana:mainnet', 'solana:devnet']);
    expect(await wallet.connect()).toBe(fake.account.address);
    expect(wallet.address()).toBe(fake.account.address);
    expect(wallet.canSignTransaction()).toBe(true);
    expect(wallet.canSignAndSendTransaction()).toBe(false);
  });

  it('passes the chain to sign only when the account declares it; always to sign-and-send', async () => {
    const fake = fakeStandardWallet();
    const wallet = new StandardCheckoutWallet(fake.wallet);
    await wallet.connect();
    const bytes = new Uint8Array([1, 2, 3]);
    await wallet.signTransaction(bytes, 'solana:devnet');
    await wallet.signTransaction(bytes, 'solana:localnet');
    expect(fake.signTransaction.mock.calls.map(([input]) => (input as { chain?: string }).chain)).toEqual([
      'solana:devnet',
      undefined,
    ]);
    expect(await wallet.signAndSendTransaction(bytes, 'solana:mainnet')).toEqual(new Uint8Array(64).fill(7));
    expect(fake.signAndSendTransaction).toHaveBeenCalledWith(
      expect.objectContaining({ chain: 'solana:mainnet', options: { preflightCommitment: 'confirmed' } }),
    );
  });

  it('follows the wallet: an account switched there, the site disconnected there', async () => {
    const fake = fakeStandardWallet();
    const wallet = new StandardCheckoutWallet(fake.wallet);
    const changed = vi.fn();
    wallet.subscribe(changed);
    await wallet.connect();
    const other = { ...fake.account, address: Keypair.generate().publicKey.toBase58() };
    fake.emit({ accounts: [other] });
    expect(wallet.address()).toBe(other.address);
    fake.emit({ accounts: [] });
    expect(wallet.address()).toBeNull();
    expect(changed).toHaveBeenCalledTimes(3);
    await expect(wallet.signTransaction(new Uint8Array(), 'solana:mainnet')).rejects.toMatchObject({
      code: 'wallet_error',
    });
    wallet.destroy();
    expect(fake.listeners.size).toBe(0);
  });

  it('disconnects through the wallet', async () => {
    const fake = fakeStandardWallet();
    const wallet = new StandardCheckoutWallet(fake.wallet);
    await wallet.connect();
    await wallet.disconnect();
    expect(fake.disconnect).toHaveBeenCalledOnce();
    expect(wallet.address()).toBeNull();
  });
});

describe('AdapterCheckoutWallet', () => {
  function fakeAdapter(readyState: string) {
    const keypair = Keypair.generate();
    const handlers = new Map<string, Set<() => void>>();
    const adapter = {
      name: 'Phantom',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      readyState,
      connected: false,
      publicKey: null as null | typeof keypair.publicKey,
      on(event: string, handler: () => void) {
        if (!handlers.has(event)) handlers.set(event, new Set());
        handlers.get(event)?.add(handler);
      },
      off(event: string, handler: () => void) {
        handlers.get(event)?.delete(handler);
      },
      async connect() {
        adapter.connected = true;
        adapter.publicKey = keypair.publicKey;
        for (const handler of handlers.get('connect') ?? []) handler();
      },
      async disconnect() {
        adapter.connected = false;
      },
      async signTransaction(transaction: Transaction) {
        transaction.sign(keypair);
        return transaction;
      },
    };
    return { adapter, keypair, handlers };
  }

  it('maps readiness and connects through the adapter', async () => {
    expect(
      new AdapterCheckoutWallet(
        fakeAdapter('NotDetected').adapter as unknown as SignerWalletAdapter,
      ).readiness(),
    ).toBe('not_detected');
    expect(
      new AdapterCheckoutWallet(
        fakeAdapter('Loadable').adapter as unknown as SignerWalletAdapter,
      ).readiness(),
    ).toBe('loadable');
    const { adapter, keypair, handlers } = fakeAdapter('Installed');
    const wallet = new AdapterCheckoutWallet(adapter as unknown as SignerWalletAdapter);
    const changed = vi.fn();
    wallet.subscribe(changed);
    expect(wallet.readiness()).toBe('installed');
    expect(await wallet.connect()).toBe(keypair.publicKey.toBase58());
    expect(changed).toHaveBeenCalled();
    expect(wallet.chains()).toEqual([]);
    expect(wallet.canSignAndSendTransaction()).toBe(false);

    const unsigned = new Transaction({
      feePayer: keypair.publicKey,
      blockhash: keypair.publicKey.toBase58(),
      lastValidBlockHeight: 1,
    }).add(
      SystemProgram.transfer({
        fromPubkey: keypair.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1,
      }),
    );
    const signed = Transaction.from(
      await wallet.signTransaction(unsigned.serialize({ requireAllSignatures: false })),
    );
    expect(signed.verifySignatures()).toBe(true);
    wallet.destroy();
    expect([...handlers.values()].every((set) => set.size === 0)).toBe(true);
  });
});
