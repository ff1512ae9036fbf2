import type { Adapter } from '@solana/wallet-adapter-base';
import type { WalletContextState } from '@solana/wallet-adapter-react';
import { WalletPayError } from './errors.js';
import { AdapterCheckoutWallet, orderWallets, type CheckoutWallet } from './wallets.js';

/** The wallets the customer can choose from, kept up to date as wallets register (or show up late). */
export interface WalletDirectory {
  list(): readonly CheckoutWallet[];
  subscribe(listener: () => void): () => void;
}

/** What the checkout reads from a wallet-adapter `WalletProvider` (ours, or the merchant's app's). */
export type WalletAdapterState = Pick<
  WalletContextState,
  'wallets' | 'wallet' | 'connecting' | 'select' | 'connect' | 'disconnect'
>;

/** How long a provider may take to apply a `select` (one render) before connecting is given up. */
const SELECT_PATIENCE_MS = 5000;

/**
 * The wallet list of a wallet-adapter provider, as the wallet-pay session reads it. The provider is React state;
 * `update` is called with each new state (from an effect of WalletAdapterScope), and the session, which is not
 * React, reads the latest through `list`. Connecting goes through the provider (select, wait for it to apply,
 * connect), never around it, so that a merchant's provider and its UI see the wallet the shopper connected here.
 */
export class WalletAdapterDirectory implements WalletDirectory {
  #state: WalletAdapterState;
  readonly #entries = new Map<Adapter, AdapterCheckoutWallet>();
  #current: readonly CheckoutWallet[] = [];
  readonly #subscribers = new Set<() => void>();
  readonly #selections = new Set<{ adapter: Adapter; resolve: () => void }>();
  /** Connects waiting for the provider's connect under way (started outside the checkout) to end. */
  readonly #connectingWaiters = new Set<() => void>();

  constructor(state: WalletAdapterState) {
    this.#state = state;
    this.#rebuild();
  }

  /** The provider rendered a new state. */
  update(state: WalletAdapterState): void {
    this.#state = state;
    this.#rebuild();
    for (const selection of [...this.#selections]) {
      if (state.wallet?.adapter === selection.adapter) selection.resolve();
    }
    if (!state.connecting) {
      for (const ended of [...this.#connectingWaiters]) ended();
    }
    this.#notify();
  }

  list(): readonly CheckoutWallet[] {
    return this.#current;
  }

  subscribe(listener: () => void): () => void {
    this.#subscribers.add(listener);
    return () => void this.#subscribers.delete(listener);
  }

  /**
   * Lets go of the adapters' events (the scope unmounted). Not final: React may mount the same scope again
   * (StrictMode does, at once), and its next `update` lists the wallets afresh.
   */
  release(): void {
    for (const entry of this.#entries.values()) entry.destroy();
    this.#entries.clear();
    this.#current = [];
    this.#selections.clear();
    // Left pending, as selections are: the session they belong to goes with the scope.
    this.#connectingWaiters.clear();
  }

  #rebuild(): void {
    const adapters = new Set(this.#state.wallets.map((wallet) => wallet.adapter));
    for (const [adapter, entry] of this.#entries) {
      if (adapters.has(adapter)) continue;
      entry.destroy();
      this.#entries.delete(adapter);
    }
    for (const adapter of adapters) {
      if (this.#entries.has(adapter)) continue;
      const entry = new AdapterCheckoutWallet(adapter, {
        connect: (chosen) => this.#connect(chosen),
        disconnect: (chosen) => this.#disconnect(chosen),
      });
      entry.subscribe(() => this.#notify());
      this.#entries.set(adapter, entry);
    }
    const listed: CheckoutWallet[] = [];
    for (const adapter of adapters) {
      const entry = this.#entries.get(adapter);
      if (entry) listed.push(entry);
    }
    this.#current = orderWallets(listed);
  }

  #notify(): void {
    for (const subscriber of [...this.#subscribers]) subscriber();
  }

  async #connect(adapter: Adapter): Promise<void> {
    // A connect already under way on the provider (the merchant's own wallet button, its prompt still open): the
    // provider's connect would return at once without connecting anything, so this waits for that one to end, and
    // is done if it connected this wallet. Otherwise (declined, or another wallet) it connects this one as usual.
    if (this.#state.connecting) {
      await this.#connectingEnded();
      if (adapter.connected) return;
    }
    if (this.#state.wallet?.adapter !== adapter) {
      await this.#select(adapter);
    }
    // The provider's own connect: it marks the wallet connecting and connected for everything that reads it.
    await this.#state.connect();
  }

  #connectingEnded(): Promise<void> {
    return new Promise<void>((resolve) => {
      const ended = () => {
        this.#connectingWaiters.delete(ended);
        resolve();
      };
      this.#connectingWaiters.add(ended);
    });
  }

  #select(adapter: Adapter): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const selection = {
        adapter,
        resolve: () => {
          clearTimeout(timer);
          this.#selections.delete(selection);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.#selections.delete(selection);
        reject(
          new WalletPayError('wallet_error', 'connect', `The wallet provider did not select ${adapter.name}`),
        );
      }, SELECT_PATIENCE_MS);
      this.#selections.add(selection);
      this.#state.select(adapter.name);
    });
  }

  async #disconnect(adapter: Adapter): Promise<void> {
    if (this.#state.wallet?.adapter === adapter) await this.#state.disconnect();
    else await adapter.disconnect();
  }
}
