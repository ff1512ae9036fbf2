import type { Adapter, WalletName } from '@solana/wallet-adapter-base';
import { ConnectionProvider, WalletProvider, useWallet } from '@solana/wallet-adapter-react';
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Checkout } from '../../react.js';
import { readShopConfig } from './config.js';

/**
 * A React merchant that already has a wallet connection of its own: the usual wallet-adapter
 * `ConnectionProvider` and `WalletProvider` at the root of its app, a "Connect wallet" bar of its own, and
 * `<Checkout>` inside the same tree. The checkout finds that provider above it (src/wallet/WalletAdapterScope.tsx)
 * and uses it instead of its own, so the wallet the shopper connected on the site pays without a second connect.
 */
const config = readShopConfig(document);
const paymentLink = config.links['house-blend'] ?? '';
// The merchant's provider talks to the same ledger the checkout pays on: the service's Solana JSON-RPC.
const rpcEndpoint = `${config.serviceUrl.replace(/\/+$/, '')}/rpc`;
// No legacy adapters: the provider lists every Wallet Standard wallet in the browser by itself.
const noLegacyAdapters: Adapter[] = [];

/** The site's own wallet button: plain elements, no wallet-adapter-react-ui, as a merchant might write it. */
function WalletBar({ error, clearError }: { error: string | null; clearError: () => void }) {
  const { wallets, wallet, publicKey, connected, connecting, select, connect, disconnect } = useWallet();
  const wanted = useRef<WalletName | null>(null);

  // `select` takes effect on the provider's next render: a `connect()` in the same click would still see no wallet
  // selected (WalletNotSelectedError). So a click on another wallet only selects it, and this connects once the
  // selection shows. A refusal reaches the provider's onError, which shows it below.
  useEffect(() => {
    if (!wanted.current || wallet?.adapter.name !== wanted.current) return;
    wanted.current = null;
    connect().catch(() => undefined);
  }, [wallet, connect]);

  const choose = (name: WalletName) => {
    if (connecting) return;
    clearError();
    if (wallet?.adapter.name === name) {
      // Already selected (wallet-adapter remembers the last selection): nothing to wait for.
      connect().catch(() => undefined);
      return;
    }
    wanted.current = name;
    select(name);
  };

  const address = connected ? publicKey?.toBase58() : undefined;
  return (
    <section className="shop-wallet" aria-labelledby="shop-wallet-title">
      <h2 id="shop-wallet-title">Your wallet</h2>
      {address && wallet ? (
        <>
          <p>
            Connected to <strong>{wallet.adapter.name}</strong>:{' '}
            <code data-testid="shop-wallet-address">{address}</code>
          </p>
          <button type="button" className="shop-button" onClick={() => void disconnect()}>
            Disconnect
          </button>
        </>
      ) : wallets.length === 0 ? (
        <p>No Solana wallet found in this browser.</p>
      ) : (
        <ul className="shop-wallet-list" aria-label="Connect wallet">
          {wallets.map(({ adapter }) => (
            <li key={adapter.name}>
              <button
                type="button"
                className="shop-button"
                aria-disabled={connecting}
                onClick={() => choose(adapter.name)}
              >
                Connect {adapter.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error ? <p className="shop-wallet-error">{error}</p> : null}
    </section>
  );
}

function Shop() {
  const [paid, setPaid] = useState<string | null>(null);
  const [walletError, setWalletError] = useState<string | null>(null);
  return (
    <ConnectionProvider endpoint={rpcEndpoint}>
      {/* No auto-connect: nothing asks the wallet anything until the shopper chooses it (here or in the
          checkout). onError keeps wallet errors in the page rather than on the console. */}
      <WalletProvider
        wallets={noLegacyAdapters}
        autoConnect={false}
        onError={(error) => setWalletError(error.message || error.name)}
      >
        <WalletBar error={walletError} clearError={() => setWalletError(null)} />
        {paid ? (
          <p className="shop-confirmation" role="status">
            Order confirmed: reference <code>{paid}</code>
          </p>
        ) : null}
        <div className="product-inline">
          <Checkout
            paymentLink={paymentLink}
            serviceUrl={config.serviceUrl}
            theme="light"
            metadata={{ product: 'house-blend', channel: 'react-wallet' }}
            onSuccess={(detail) => setPaid(detail.reference)}
          />
        </div>
      </WalletProvider>
    </ConnectionProvider>
  );
}

const root = document.getElementById('react-root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Shop />
    </StrictMode>,
  );
}
