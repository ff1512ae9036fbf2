import { PhantomWalletAdapter } from '@solana/wallet-adapter-phantom';
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import {
  AdapterCheckoutWallet,
  StandardCheckoutWallet,
  isSolanaPayingWallet,
  orderWallets,
  withoutShadowedAdapters,
  type CheckoutWallet,
} from './wallets.js';

/** The wallets the customer can choose from, kept up to date as wallets register (or show up late). */
export interface WalletDirectory {
  list(): readonly CheckoutWallet[];
  subscribe(listener: () => void): () => void;
  destroy(): void;
}

/**
 * Wallet Standard discovery (`wallet-standard:app-ready` / `wallet-standard:register-wallet`, through
 * @wallet-standard/app) plus Phantom's own adapter, so that Phantom is always listed: as a Standard wallet when it
 * registered as one, through its injected provider otherwise, and with an install link when it is absent.
 * Nothing here connects to anything.
 */
export function discoverWallets(): WalletDirectory {
  const registry = getWallets();
  const standard = new Map<Wallet, StandardCheckoutWallet>();
  const phantom = new AdapterCheckoutWallet(new PhantomWalletAdapter());
  const subscribers = new Set<() => void>();
  let current: readonly CheckoutWallet[] = [];

  const rebuild = () => {
    for (const wallet of registry.get()) {
      if (!standard.has(wallet) && isSolanaPayingWallet(wallet)) {
        const entry = new StandardCheckoutWallet(wallet);
        entry.subscribe(changed);
        standard.set(wallet, entry);
      }
    }
    current = orderWallets(withoutShadowedAdapters<CheckoutWallet>([...standard.values()], [phantom]));
  };
  function changed() {
    rebuild();
    for (const subscriber of [...subscribers]) subscriber();
  }

  rebuild();
  const offRegister = registry.on('register', changed);
  const offUnregister = registry.on('unregister', (...wallets) => {
    for (const wallet of wallets) {
      standard.get(wallet)?.destroy();
      standard.delete(wallet);
    }
    changed();
  });
  const offPhantom = phantom.subscribe(changed);

  return {
    list: () => current,
    subscribe(listener) {
      subscribers.add(listener);
      return () => void subscribers.delete(listener);
    },
    destroy() {
      offRegister();
      offUnregister();
      offPhantom();
      phantom.destroy();
      for (const entry of standard.values()) entry.destroy();
      standard.clear();
      subscribers.clear();
    },
  };
}
