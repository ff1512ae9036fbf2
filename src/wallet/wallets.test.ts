import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SignerWalletAdapter } from '@solana/wallet-adapter-base';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { WalletAdapterCompatibleStandardWallet } from '@solana/wallet-adapter-base';
import { StandardWalletAdapter } from '@solana/wallet-standard-wallet-adapter-base';
import { fakeLegacyAdapter } from './test-support.js';
import { AdapterCheckoutWallet, orderWallets, type WalletReadiness } from './wallets.js';

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

/** A Standard wallet as wallet-adapter's provider lists it: wrapped in its StandardWalletAdapter. */
function standardEntry(fake: ReturnType<typeof fakeStandardWallet>): AdapterCheckoutWallet {
  return new AdapterCheckoutWallet(
    new StandardWalletAdapter({ wallet: fake.wallet as WalletAdapterCompatibleStandardWallet }),
  );
}

describe('AdapterCheckoutWallet over a Wallet Standard wallet', () => {
  // The adapter counts a wallet as installed only in a browser (a window and a document).
  beforeAll(() => {
    vi.stubGlobal('window', globalThis);
    vi.stubGlobal('document', {});
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('connects on request only, and says what the account can do', async () => {
    const fake = fakeStandardWallet({ features: ['solana:signTransaction'] });
    const wallet = standardEntry(fake);
    expect(wallet.address()).toBeNull();
    expect(wallet.chains()).toEqual(['solana:mainnet', 'solana:devnet']);
    expect(await wallet.connect()).toBe(fake.account.address);
    expect(wallet.address()).toBe(fake.account.address);
    expect(wallet.canSignTransaction()).toBe(true);
    expect(wallet.canSignAndSendTransaction()).toBe(false);
  });

  it('passes the chain to sign only when the account declares it; always to sign-and-send', async () => {
    const fake = fakeStandardWallet();
    const wallet = standardEntry(fake);
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

  it('a wallet that can only sign and send says so, and is asked to', async () => {
    const fake = fakeStandardWallet({ features: ['solana:signAndSendTransaction'] });
    const wallet = standardEntry(fake);
    await wallet.connect();
    expect(wallet.canSignTransaction()).toBe(false);
    expect(wallet.canSignAndSendTransaction()).toBe(true);
  });

  it('follows the wallet: an account switched there, the site disconnected there', async () => {
    const fake = fakeStandardWallet();
    const wallet = standardEntry(fake);
    const changed = vi.fn();
    wallet.subscribe(changed);
    await wallet.connect();
    const other = {
      ...fake.account,
      address: Keypair.generate().publicKey.toBase58(),
      publicKey: Keypair.generate().publicKey.toBytes(),
    };
    other.address = new PublicKey(other.publicKey).toBase58();
    fake.emit({ accounts: [other] });
    expect(wallet.address()).toBe(other.address);
    fake.emit({ accounts: [] });
    expect(wallet.address()).toBeNull();
    expect(changed).toHaveBeenCalledTimes(3);
    await expect(wallet.signTransaction(new Uint8Array(), 'solana:mainnet')).rejects.toMatchObject({
      code: 'wallet_error',
    });
    wallet.destroy();
  });

  it('disconnects through the wallet', async () => {
    const fake = fakeStandardWallet();
    const wallet = standardEntry(fake);
    await wallet.connect();
    await wallet.disconnect();
    expect(fake.disconnect).toHaveBeenCalledOnce();
    expect(wallet.address()).toBeNull();
  });
});

describe('AdapterCheckoutWallet', () => {
  const fakeAdapter = (readyState: string) => fakeLegacyAdapter('Phantom', readyState);

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
      await wallet.signTransaction(unsigned.serialize({ requireAllSignatures: false }), 'solana:mainnet'),
    );
    expect(signed.verifySignatures()).toBe(true);
    wallet.destroy();
    expect([...handlers.values()].every((set) => set.size === 0)).toBe(true);
  });
});
