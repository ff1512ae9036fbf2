import type { SignerWalletAdapter } from '@solana/wallet-adapter-base';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import { Transaction } from '@solana/web3.js';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features';
import { isSolanaChain, type SolanaChain } from './chains.js';
import { WalletPayError } from './errors.js';

/**
 * One wallet the customer can pay with, whatever way it reached the page: registered through the Wallet Standard
 * (Phantom, Solflare, Backpack, … and the e2e tests' wallet), or Phantom's own adapter for a Phantom that does
 * not register that way (old versions) or is not installed at all (then it is listed with an install link).
 */
export type WalletReadiness = 'installed' | 'loadable' | 'not_detected';

export interface CheckoutWallet {
  readonly name: string;
  /** A data: URL (Wallet Standard requires one). */
  readonly icon: string | undefined;
  readiness(): WalletReadiness;
  /** The connected account's address, or null. */
  address(): string | null;
  /** The chains the connected account (or else the wallet) declares; empty when it declares none. */
  chains(): readonly string[];
  canSignTransaction(): boolean;
  canSignAndSendTransaction(): boolean;
  /** Asks the wallet to connect (it shows its own prompt); resolves to the account's address. */
  connect(): Promise<string>;
  disconnect(): Promise<void>;
  /** Signs a serialized transaction without sending it; resolves to the signed serialized transaction. */
  signTransaction(transaction: Uint8Array, chain: SolanaChain): Promise<Uint8Array>;
  /** Signs and sends on `chain`; resolves to the transaction's signature. */
  signAndSendTransaction(transaction: Uint8Array, chain: SolanaChain): Promise<Uint8Array>;
  /** Told when readiness, the account or the features change. */
  subscribe(listener: () => void): () => void;
  destroy(): void;
}

export const PHANTOM_NAME = 'Phantom';

const CONNECT = 'standard:connect';
const DISCONNECT = 'standard:disconnect';
const EVENTS = 'standard:events';
const SIGN = 'solana:signTransaction';
const SIGN_AND_SEND = 'solana:signAndSendTransaction';

/** Wallet Standard wallets that can connect and sign (or sign and send) Solana transactions. */
export function isSolanaPayingWallet(wallet: Wallet): boolean {
  const features = wallet.features;
  return CONNECT in features && EVENTS in features && (SIGN in features || SIGN_AND_SEND in features);
}

function listeners() {
  const set = new Set<() => void>();
  return {
    add(listener: () => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    notify() {
      for (const listener of [...set]) listener();
    },
    clear() {
      set.clear();
    },
  };
}

/** The account to pay from: the first that is on a Solana chain or can sign Solana transactions. */
function payingAccount(accounts: readonly WalletAccount[]): WalletAccount | undefined {
  return (
    accounts.find(
      (account) =>
        account.chains.some(isSolanaChain) ||
        account.features.includes(SIGN) ||
        account.features.includes(SIGN_AND_SEND),
    ) ?? accounts[0]
  );
}

/** A Wallet Standard wallet, used through its features directly. */
export class StandardCheckoutWallet implements CheckoutWallet {
  readonly wallet: Wallet;
  #account: WalletAccount | null = null;
  readonly #listeners = listeners();
  readonly #off: () => void;

  constructor(wallet: Wallet) {
    this.wallet = wallet;
    const events = wallet.features[EVENTS] as StandardEventsFeature[typeof EVENTS];
    this.#off = events.on('change', (properties) => {
      if (properties.accounts && this.#account) {
        const current = this.#account;
        const same = properties.accounts.find((account) => account.address === current.address);
        // The account was switched in the wallet (follow it) or the site was disconnected there (drop it).
        this.#account = same ?? payingAccount(properties.accounts) ?? null;
      }
      this.#listeners.notify();
    });
  }

  get name(): string {
    return this.wallet.name;
  }

  get icon(): string | undefined {
    return this.wallet.icon;
  }

  readiness(): WalletReadiness {
    return 'installed';
  }

  address(): string | null {
    return this.#account?.address ?? null;
  }

  chains(): readonly string[] {
    return this.#account?.chains.length ? this.#account.chains : this.wallet.chains;
  }

  #supports(feature: typeof SIGN | typeof SIGN_AND_SEND): boolean {
    if (!(feature in this.wallet.features)) return false;
    return !this.#account || this.#account.features.includes(feature);
  }

  canSignTransaction(): boolean {
    return this.#supports(SIGN);
  }

  canSignAndSendTransaction(): boolean {
    return this.#supports(SIGN_AND_SEND);
  }

  async connect(): Promise<string> {
    const feature = this.wallet.features[CONNECT] as StandardConnectFeature[typeof CONNECT];
    const { accounts } = await feature.connect();
    const account = payingAccount(accounts.length > 0 ? accounts : this.wallet.accounts);
    if (!account) {
      throw new WalletPayError('unsupported_wallet', 'connect', `${this.name} connected without an account`);
    }
    this.#account = account;
    this.#listeners.notify();
    return account.address;
  }

  async disconnect(): Promise<void> {
    this.#account = null;
    try {
      const feature = this.wallet.features[DISCONNECT] as
        StandardDisconnectFeature[typeof DISCONNECT] | undefined;
      await feature?.disconnect();
    } finally {
      this.#listeners.notify();
    }
  }

  #requireAccount(): WalletAccount {
    if (!this.#account) throw new WalletPayError('wallet_error', 'sign', `${this.name} is not connected`);
    return this.#account;
  }

  async signTransaction(transaction: Uint8Array, chain: SolanaChain): Promise<Uint8Array> {
    const account = this.#requireAccount();
    const feature = this.wallet.features[SIGN] as SolanaSignTransactionFeature[typeof SIGN];
    // The chain is passed only when the account says it is on it: a wallet may refuse a chain it does not know,
    // and a signature does not depend on the chain anyway.
    const [output] = await feature.signTransaction({
      account,
      transaction,
      ...(account.chains.includes(chain) ? { chain } : {}),
    });
    if (!output)
      throw new WalletPayError('wallet_error', 'sign', `${this.name} returned no signed transaction`);
    return output.signedTransaction;
  }

  async signAndSendTransaction(transaction: Uint8Array, chain: SolanaChain): Promise<Uint8Array> {
    const account = this.#requireAccount();
    const feature = this.wallet.features[
      SIGN_AND_SEND
    ] as SolanaSignAndSendTransactionFeature[typeof SIGN_AND_SEND];
    const [output] = await feature.signAndSendTransaction({
      account,
      chain,
      transaction,
      options: { preflightCommitment: 'confirmed' },
    });
    if (!output) throw new WalletPayError('wallet_error', 'sign', `${this.name} returned no signature`);
    return output.signature;
  }

  subscribe(listener: () => void): () => void {
    return this.#listeners.add(listener);
  }

  destroy(): void {
    this.#off();
    this.#listeners.clear();
  }
}

/** A wallet-adapter adapter (Phantom's): injected `window.phantom.solana`, or an install link when absent. */
export class AdapterCheckoutWallet implements CheckoutWallet {
  readonly adapter: SignerWalletAdapter;
  readonly #listeners = listeners();
  readonly #notify = () => this.#listeners.notify();

  constructor(adapter: SignerWalletAdapter) {
    this.adapter = adapter;
    adapter.on('readyStateChange', this.#notify);
    adapter.on('connect', this.#notify);
    adapter.on('disconnect', this.#notify);
  }

  get name(): string {
    return this.adapter.name;
  }

  get icon(): string | undefined {
    return this.adapter.icon;
  }

  readiness(): WalletReadiness {
    switch (this.adapter.readyState) {
      case 'Installed':
        return 'installed';
      case 'Loadable':
        return 'loadable';
      default:
        return 'not_detected';
    }
  }

  address(): string | null {
    return this.adapter.connected ? (this.adapter.publicKey?.toBase58() ?? null) : null;
  }

  chains(): readonly string[] {
    return [];
  }

  canSignTransaction(): boolean {
    return typeof this.adapter.signTransaction === 'function';
  }

  canSignAndSendTransaction(): boolean {
    return false;
  }

  async connect(): Promise<string> {
    await this.adapter.connect();
    const address = this.address();
    if (!address)
      throw new WalletPayError('wallet_error', 'connect', `${this.name} connected without an account`);
    return address;
  }

  async disconnect(): Promise<void> {
    await this.adapter.disconnect();
  }

  async signTransaction(transaction: Uint8Array): Promise<Uint8Array> {
    const signed = await this.adapter.signTransaction(Transaction.from(transaction));
    if (!(signed instanceof Transaction)) {
      throw new WalletPayError('mismatch', 'sign', `${this.name} returned another kind of transaction`);
    }
    return new Uint8Array(signed.serialize({ requireAllSignatures: false, verifySignatures: false }));
  }

  async signAndSendTransaction(): Promise<Uint8Array> {
    throw new WalletPayError('unsupported_wallet', 'sign', `${this.name} only signs through this checkout`);
  }

  subscribe(listener: () => void): () => void {
    return this.#listeners.add(listener);
  }

  destroy(): void {
    this.adapter.off('readyStateChange', this.#notify);
    this.adapter.off('connect', this.#notify);
    this.adapter.off('disconnect', this.#notify);
    this.#listeners.clear();
  }
}

/**
 * The order wallets are listed in: Phantom first, then the wallets installed in this browser, then the rest,
 * each group in the order the wallets were found.
 */
export function orderWallets<T extends { name: string; readiness(): WalletReadiness }>(
  wallets: readonly T[],
): T[] {
  const rank = (wallet: T) =>
    wallet.name === PHANTOM_NAME
      ? 0
      : wallet.readiness() === 'installed'
        ? 1
        : wallet.readiness() === 'loadable'
          ? 2
          : 3;
  return wallets
    .map((wallet, index) => ({ wallet, index }))
    .sort((a, b) => rank(a.wallet) - rank(b.wallet) || a.index - b.index)
    .map(({ wallet }) => wallet);
}

/**
 * Keeps Wallet Standard wallets and adapters that are the same wallet once: a wallet that registered through the
 * Standard wins over an adapter of the same name (as wallet-adapter does), because it is the wallet's own code.
 */
export function withoutShadowedAdapters<T extends { name: string }>(
  standard: readonly T[],
  adapters: readonly T[],
): T[] {
  const names = new Set(standard.map((wallet) => wallet.name));
  return [...standard, ...adapters.filter((adapter) => !names.has(adapter.name))];
}
