import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CheckoutSubject } from '../checkout-subject.js';
import { networkForCluster } from '../../api/solana-cluster.js';
import { clusterOfLink } from '../../core/cluster.js';
import type { PaymentView } from '../../core/checkout-status.js';
import type { SolanaCluster } from '../../api/solana-cluster.js';
import type {
  PaymentTarget,
  WalletDirectory,
  WalletPaySession,
  WalletProviderOwner,
} from '../../wallet/wallet-pay.js';
import { useAnnounce, useCheckoutEnvironment } from '../context.js';
import { checkoutKeys } from '../hooks/queries.js';
import { loadWalletPay, type WalletPayModule } from '../wallet-loader.js';
import { Heading } from './Heading.js';
import { Notice } from './Notice.js';
import { WalletPayPanel } from './WalletPayPanel.js';

/**
 * "Pay from a wallet in this browser" on the payment screen. Until the customer presses "Pay with wallet" it is a
 * button and nothing more: the wallet chunk (wallet-adapter with the Mobile Wallet Adapter, Phantom's and
 * Solflare's adapters, @solana/web3.js) is fetched on that click, never before, and nothing connects to any wallet
 * until the customer picks one, unless the merchant's own app already connected one (WalletAdapterScope).
 */
export function WalletPay({
  view,
  link,
  reopenUrl,
}: {
  view: PaymentView;
  link: CheckoutSubject;
  reopenUrl?: string | undefined;
}) {
  const { strings, serviceUrl, rpcUrl } = useCheckoutEnvironment();
  const announce = useAnnounce();
  const id = useId();
  const [loading, setLoading] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [module, setModule] = useState<WalletPayModule | null>(null);
  const mounted = useRef(true);
  const cluster = clusterOfLink(link);
  // The test faucet (funding the wallet) exists only on the service's own ledger.
  const testMode = cluster === 'localnet';

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const open = async () => {
    if (loading === 'loading') return;
    setLoading('loading');
    try {
      const loaded = await loadWalletPay();
      if (!mounted.current) return;
      setModule(() => loaded);
      setLoading('idle');
    } catch {
      if (!mounted.current) return;
      setLoading('failed');
      announce(strings.walletLoadFailed);
    }
  };

  return (
    <section className="cc-wallet" aria-labelledby={`${id}-title`} data-testid="wallet-pay">
      <Heading depth={2} id={`${id}-title`} className="cc-wallet-title">
        {strings.walletSectionTitle}
      </Heading>
      {module ? (
        <module.WalletAdapterScope endpoint={rpcUrl || module.defaultRpcEndpoint(serviceUrl)}>
          {(directory, owner) => (
            <WalletPaySessionPanel
              module={module}
              directory={directory}
              providerOwner={owner}
              view={view}
              cluster={cluster}
              testMode={testMode}
              reopenUrl={reopenUrl}
            />
          )}
        </module.WalletAdapterScope>
      ) : (
        <>
          <p className="cc-hint">{strings.walletSectionBody}</p>
          {loading === 'failed' ? (
            <Notice tone="error">
              <p>{strings.walletLoadFailed}</p>
            </Notice>
          ) : null}
          <p className="cc-actions">
            <button
              type="button"
              className="cc-button cc-button-primary cc-wallet-open"
              aria-disabled={loading === 'loading'}
              onClick={() => void open()}
            >
              {loading === 'loading' ? <span className="cc-spinner" aria-hidden="true" /> : null}
              {loading === 'loading' ? strings.walletLoading : strings.payWithWallet}
            </button>
          </p>
        </>
      )}
    </section>
  );
}

/**
 * The wallet-pay session of this transaction, on the wallet list of the scope's provider: created once the chunk
 * and the provider are there, told the latest figures, and stopped when the payment screen goes (paid, expired,
 * another transaction).
 */
function WalletPaySessionPanel({
  module,
  directory,
  providerOwner,
  view,
  cluster,
  testMode,
  reopenUrl,
}: {
  module: WalletPayModule;
  directory: WalletDirectory;
  providerOwner: WalletProviderOwner;
  view: PaymentView;
  cluster: SolanaCluster;
  testMode: boolean;
  reopenUrl: string | undefined;
}) {
  const { client, serviceUrl, rpcUrl, clock } = useCheckoutEnvironment();
  const queryClient = useQueryClient();
  const network = networkForCluster(cluster);
  const target = useMemo<PaymentTarget>(
    () => ({
      reference: view.reference,
      crypto: view.crypto,
      network,
      depositAddress: view.address,
      due: view.due,
      paymentUri: view.paymentUri,
      expiresAt: view.expiresAt,
    }),
    [view.reference, view.crypto, network, view.address, view.due, view.paymentUri, view.expiresAt],
  );
  const latestTarget = useRef(target);
  const [session, setSession] = useState<WalletPaySession | null>(null);
  const reference = view.reference;

  useEffect(() => {
    const created = module.createWalletPaySession({
      client,
      serviceUrl,
      rpcEndpoint: rpcUrl,
      directory,
      reopenUrl,
      target: latestTarget.current,
      serverNow: () => Date.now() + clock.offset(),
      testMode,
      // Ask verification at once rather than at the next poll.
      onSent: () => void queryClient.invalidateQueries({ queryKey: checkoutKeys.verification(reference) }),
    });
    setSession(created);
    return () => created.destroy();
  }, [module, directory, client, serviceUrl, rpcUrl, reopenUrl, clock, testMode, queryClient, reference]);

  useEffect(() => {
    latestTarget.current = target;
    session?.updateTarget(target);
  }, [session, target]);

  if (!session) return null;
  return (
    <WalletPayPanel
      session={session}
      shortAddress={module.shortAddress}
      due={view.due}
      crypto={view.crypto}
      testMode={testMode}
      cluster={cluster}
      providerOwner={providerOwner}
    />
  );
}
