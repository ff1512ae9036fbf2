import { isIosAndRedirectable, type Adapter } from '@solana/wallet-adapter-base';
import { PhantomWalletAdapter } from '@solana/wallet-adapter-phantom';
import {
  ConnectionProvider,
  WalletContext,
  WalletProvider,
  useWallet,
  type WalletContextState,
} from '@solana/wallet-adapter-react';
import { SolflareWalletAdapter } from '@solana/wallet-adapter-solflare';
import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { WalletAdapterDirectory, type WalletDirectory } from './adapter-directory.js';

/** Whose wallet-adapter provider the checkout uses: the merchant app's when it renders one, else its own. */
export type WalletProviderOwner = 'merchant' | 'checkout';

/**
 * The key our own provider keeps the selected wallet under. It is not the checkout's memory of the last wallet
 * (storage.ts: our key, cleared only by "Disconnect"): wallet-adapter forgets a selection on every disconnect, and
 * its default key ("walletName") belongs to the host page's own wallet-adapter, if it has one.
 */
const PROVIDER_SELECTION_KEY = 'crypto-checkout:wallet-adapter';

/**
 * wallet-adapter's default context (no provider above) answers `wallets` through a getter that logs a
 * missing-provider error; a provider's value is a plain object. Reading the descriptor logs nothing.
 */
function isProvided(state: WalletContextState): boolean {
  const descriptor = Object.getOwnPropertyDescriptor(state, 'wallets');
  return descriptor !== undefined && descriptor.get === undefined;
}

/**
 * The adapters that still add something to Wallet Standard discovery (which wallet-adapter's provider does
 * itself); when either wallet registers through the Standard, the provider lists that one instead. Each is
 * imported from its own package, never through @solana/wallet-adapter-wallets, so nothing else is bundled.
 * - Phantom's: listed everywhere, Phantom first (an install link where it is absent); on iOS Safari it opens this
 *   page in Phantom's browser through its universal link.
 * - Solflare's: only on iOS Safari, where it does the same. Elsewhere, without the extension, it falls back to
 *   Solflare's web wallet in a full-page iframe from connect.solflare.com with inline styles, which the hosted
 *   pages' Content-Security-Policy (and a careful merchant's) refuses: the shopper would wait on a prompt that
 *   never shows. Installed Solflare registers through the Standard, and on Android the Mobile Wallet Adapter
 *   reaches the Solflare app.
 * The Mobile Wallet Adapter is added by the provider itself, on Android Chrome only (not in a WebView, nor where
 * another wallet is injected).
 */
function useLegacyAdapters(): Adapter[] {
  return useMemo(
    () => [new PhantomWalletAdapter(), ...(isIosAndRedirectable() ? [new SolflareWalletAdapter()] : [])],
    [],
  );
}

/** The errors the provider would log (or open a wallet's site for): the session reports them itself. */
function ignoreProviderError(): void {}

/**
 * Wallet state for wallet pay, from @solana/wallet-adapter-react. When the merchant's React app already renders a
 * `WalletProvider` above `<Checkout>`, that provider is used, so the wallet the shopper connected on the site pays
 * with no second connect; otherwise the checkout renders its own `ConnectionProvider` and `WalletProvider`, with
 * no auto-connect (the shopper always chooses). `children` receives the wallet list as the session reads it.
 */
export function WalletAdapterScope({
  endpoint,
  children,
}: {
  endpoint: string;
  children: (directory: WalletDirectory, owner: WalletProviderOwner) => ReactNode;
}) {
  const outer = useContext(WalletContext);
  if (isProvided(outer)) return <DirectoryBridge owner="merchant">{children}</DirectoryBridge>;
  return <OwnProviders endpoint={endpoint}>{children}</OwnProviders>;
}

function OwnProviders({
  endpoint,
  children,
}: {
  endpoint: string;
  children: (directory: WalletDirectory, owner: WalletProviderOwner) => ReactNode;
}) {
  const adapters = useLegacyAdapters();
  return (
    <ConnectionProvider endpoint={endpoint}>
      <WalletProvider
        wallets={adapters}
        autoConnect={false}
        localStorageKey={PROVIDER_SELECTION_KEY}
        onError={ignoreProviderError}
      >
        <DirectoryBridge owner="checkout">{children}</DirectoryBridge>
      </WalletProvider>
    </ConnectionProvider>
  );
}

function DirectoryBridge({
  owner,
  children,
}: {
  owner: WalletProviderOwner;
  children: (directory: WalletDirectory, owner: WalletProviderOwner) => ReactNode;
}) {
  const state = useWallet();
  const [directory] = useState(() => new WalletAdapterDirectory(state));
  useEffect(() => directory.update(state), [directory, state]);
  useEffect(() => () => directory.release(), [directory]);
  return <>{children(directory, owner)}</>;
}
