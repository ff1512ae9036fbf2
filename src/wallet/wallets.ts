import { WalletReadyState, type Adapter, type SignerWalletAdapter } from '@solana/wallet-adapter-base';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import { Transaction } from '@solana/web3.js';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { SolanaChain } from './chains.js';
import { WalletPayError } from './errors.js';

/**
 * One wallet the customer can pay with, as wallet-adapter lists it (AdapterCheckoutWallet below). Installed
 * wallets connect here; a loadable one (the Mobile Wallet Adapter, a wallet's app reached from a phone browser)
 * connects by handing over to its app; a wallet not detected is listed with an install link.
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
  /**
   * Asks the wallet to connect (it shows its own prompt); resolves to the account's address, or to null when the
   * wallet instead took the shopper to its app (the page is being left).
   */
  connect(): Promise<string | null>;
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

const SIGN = 'solana:signTransaction';
const SIGN_AND_SEND = 'solana:signAndSendTransaction';

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

/**
 * How a listed wallet connects and disconnects: through wallet-adapter's provider (select, then connect), so that
 * the provider (the checkout's own, or the merchant's when their app renders one) knows which wallet is connected.
 * Tests connect the adapter directly.
 */
export interface AdapterConnector {
  connect(adapter: Adapter): Promise<void>;
  disconnect(adapter: Adapter): Promise<void>;
}

const directConnector: AdapterConnector = {
  connect: (adapter) => adapter.connect(),
  disconnect: (adapter) => adapter.disconnect(),
};

/** The Wallet Standard wallet behind wallet-adapter's StandardWalletAdapter, if this adapter is one. */
function standardWalletBehind(adapter: Adapter): Wallet | undefined {
  const candidate = adapter as Adapter & { standard?: unknown; wallet?: unknown };
  if (candidate.standard !== true || typeof candidate.wallet !== 'object' || candidate.wallet === null) {
    return undefined;
  }
  return candidate.wallet as Wallet;
}

/**
 * A wallet as wallet-adapter lists it: a Wallet Standard wallet (Phantom, Solflare, Backpack, … and the e2e tests'
 * wallet, wrapped in wallet-adapter's StandardWalletAdapter), the Mobile Wallet Adapter on Android, or a legacy
 * adapter (Phantom's and Solflare's, which reach their app from a phone browser). A Standard wallet is signed with
 * through its own features, which say which chains the account is on and whether it can only sign and send.
 */
export class AdapterCheckoutWallet implements CheckoutWallet {
  readonly adapter: Adapter;
  readonly #connector: AdapterConnector;
  readonly #listeners = listeners();
  readonly #notify = () => this.#listeners.notify();

  constructor(adapter: Adapter, connector: AdapterConnector = directConnector) {
    this.adapter = adapter;
    this.#connector = connector;
    adapter.on('readyStateChange', this.#notify);
    adapter.on('connect', this.#notify);
    adapter.on('disconnect', this.#notify);
  }

  get name(): string {
    return this.adapter.name;
  }

  get icon(): string | undefined {
    return this.adapter.icon || undefined;
  }

  readiness(): WalletReadiness {
    switch (this.adapter.readyState) {
      case WalletReadyState.Installed:
        return 'installed';
      case WalletReadyState.Loadable:
        return 'loadable';
      default:
        return 'not_detected';
    }
  }

  address(): string | null {
    return this.adapter.connected ? (this.adapter.publicKey?.toBase58() ?? null) : null;
  }

  /** The connected account as the Standard wallet describes it (its chains and features). */
  #standardAccount(): { wallet: Wallet; account: WalletAccount | undefined } | undefined {
    const wallet = standardWalletBehind(this.adapter);
    if (!wallet) return undefined;
    const address = this.address();
    return { wallet, account: wallet.accounts.find((account) => account.address === address) };
  }

  chains(): readonly string[] {
    const standard = this.#standardAccount();
    if (!standard) return [];
    return standard.account?.chains.length ? standard.account.chains : standard.wallet.chains;
  }

  #standardSupports(feature: typeof SIGN | typeof SIGN_AND_SEND): boolean | undefined {
    const standard = this.#standardAccount();
    if (!standard) return undefined;
    if (!(feature in standard.wallet.features)) return false;
    return !standard.account || standard.account.features.includes(feature);
  }

  canSignTransaction(): boolean {
    return (
      this.#standardSupports(SIGN) ??
      typeof (this.adapter as Partial<SignerWalletAdapter>).signTransaction === 'function'
    );
  }

  canSignAndSendTransaction(): boolean {
    return this.#standardSupports(SIGN_AND_SEND) ?? false;
  }

  async connect(): Promise<string | null> {
    await this.#connector.connect(this.adapter);
    const address = this.address();
    // A legacy adapter that only sent the shopper to its app (Phantom's on iOS Safari opens this page in
    // Phantom's browser): this page is leaving, and there is nothing to report.
    if (!address && this.readiness() === 'loadable') return null;
    if (!address) {
      throw new WalletPayError('wallet_error', 'connect', `${this.name} connected without an account`);
    }
    return address;
  }

  async disconnect(): Promise<void> {
    await this.#connector.disconnect(this.adapter);
  }

  #requireStandardAccount(): { wallet: Wallet; account: WalletAccount } | undefined {
    const standard = this.#standardAccount();
    if (!standard) return undefined;
    if (!standard.account) throw new WalletPayError('wallet_error', 'sign', `${this.name} is not connected`);
    return { wallet: standard.wallet, account: standard.account };
  }

  async signTransaction(transaction: Uint8Array, chain: SolanaChain): Promise<Uint8Array> {
    const standard = this.#requireStandardAccount();
    if (standard) {
      const feature = standard.wallet.features[SIGN] as SolanaSignTransactionFeature[typeof SIGN];
      // The chain is passed only when the account says it is on it: a wallet may refuse a chain it does not
      // know, and a signature does not depend on the chain anyway.
      const [output] = await feature.signTransaction({
        account: standard.account,
        transaction,
        ...(standard.account.chains.includes(chain) ? { chain } : {}),
      });
      if (!output)
        throw new WalletPayError('wallet_error', 'sign', `${this.name} returned no signed transaction`);
      return output.signedTransaction;
    }
    const signer = this.adapter as Partial<SignerWalletAdapter>;
    if (typeof signer.signTransaction !== 'function') {
      throw new WalletPayError('unsupported_wallet', 'sign', `${this.name} cannot sign transactions`);
    }
    const signed = await signer.signTransaction(Transaction.from(transaction));
    if (!(signed instanceof Transaction)) {
      throw new WalletPayError('mismatch', 'sign', `${this.name} returned another kind of transaction`);
    }
    return new Uint8Array(signed.serialize({ requireAllSignatures: false, verifySignatures: false }));
  }

  async signAndSendTransaction(transaction: Uint8Array, chain: SolanaChain): Promise<Uint8Array> {
    const standard = this.#requireStandardAccount();
    if (!standard || !(SIGN_AND_SEND in standard.wallet.features)) {
      throw new WalletPayError('unsupported_wallet', 'sign', `${this.name} only signs through this checkout`);
    }
    const feature = standard.wallet.features[
      SIGN_AND_SEND
    ] as SolanaSignAndSendTransactionFeature[typeof SIGN_AND_SEND];
    const [output] = await feature.signAndSendTransaction({
      account: standard.account,
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
