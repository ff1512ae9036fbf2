import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CheckoutSubject } from '../checkout-subject.js';
import { networkForCluster } from '../../api/solana-cluster.js';
import { clusterOfLink } from '../../core/cluster.js';
import type { PaymentView } from '../../core/checkout-status.js';
import type { PaymentTarget, WalletPaySession } from '../../wallet/wallet-pay.js';
import { useAnnounce, useCheckoutEnvironment } from '../context.js';
import { checkoutKeys } from '../hooks/queries.js';
import { loadWalletPay, type WalletPayModule } from '../wallet-loader.js';
import { Heading } from './Heading.js';
import { Notice } from './Notice.js';
import { WalletPayPanel } from './WalletPayPanel.js';

/**
 * "Pay from a wallet in this browser" on the payment screen. Until the customer presses "Pay with wallet" it is a
 * button and nothing more: the wallet chunk (wallet discovery, Phantom's adapter, @solana/web3.js) is fetched on
 * that click, never before, and nothing connects to any wallet until the customer picks one.
 */
export function WalletPay({ view, link }: { view: PaymentView; link: CheckoutSubject }) {
  const { strings, client, serviceUrl, rpcUrl, clock } = useCheckoutEnvironment();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const id = useId();
  const [loading, setLoading] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [session, setSession] = useState<{ session: WalletPaySession; module: WalletPayModule } | null>(null);
  const mounted = useRef(true);
  const cluster = clusterOfLink(link);
  const network = networkForCluster(cluster);
  // The test faucet (funding the wallet) exists only on the service's own ledger.
  const testMode = cluster === 'localnet';
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

  useEffect(() => {
    latestTarget.current = target;
    session?.session.updateTarget(target);
  }, [session, target]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Leaving the payment screen (paid, expired, another transaction) stops whatever wallet pay was doing.
  useEffect(() => () => session?.session.destroy(), [session]);

  const reference = view.reference;
  const open = async () => {
    if (loading === 'loading') return;
    setLoading('loading');
    try {
      const module = await loadWalletPay();
      const created = module.createWalletPaySession({
        client,
        serviceUrl,
        rpcEndpoint: rpcUrl,
        target: latestTarget.current,
        serverNow: () => Date.now() + clock.offset(),
        testMode,
        // Ask verification at once rather than at the next poll.
        onSent: () => void queryClient.invalidateQueries({ queryKey: checkoutKeys.verification(reference) }),
      });
      if (!mounted.current) {
        created.destroy();
        return;
      }
      setSession({ session: created, module });
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
      {session ? (
        <WalletPayPanel
          session={session.session}
          shortAddress={session.module.shortAddress}
          due={view.due}
          crypto={view.crypto}
          testMode={testMode}
          cluster={cluster}
        />
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
