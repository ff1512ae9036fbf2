import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import type { CryptoCheckoutClient } from '../api/client.js';
import { CheckoutProvider, type CheckoutTheme, type RedirectMode } from './context.js';
import type { CheckoutEvent } from './events.js';
import { PaymentLinkCheckout } from './components/PaymentLinkCheckout.js';
import { ReferenceCheckout } from './components/ReferenceCheckout.js';
import type { ResumeStore } from './resume-store.js';
import { injectCheckoutStyles, styleRootOf } from './styles.js';

export interface MountCheckoutOptions {
  /** The payment link to pay; or, instead, */
  paymentLinkId?: string | undefined;
  /** the transaction a merchant's server opened (its checkout: ReferenceCheckout). */
  reference?: string | undefined;
  /** The service's base URL (the hosted page passes its own origin). */
  serviceUrl: string;
  /** The Solana JSON-RPC endpoint for wallet pay (default: `<serviceUrl>/rpc`). */
  rpcUrl?: string | undefined;
  locale?: string | undefined;
  theme?: CheckoutTheme;
  headingLevel?: 1 | 2 | 3;
  resumeStore?: ResumeStore;
  onEvent?: (event: CheckoutEvent) => void;
  /** Attached to the transaction the checkout starts, as the page's (not verified) metadata. */
  metadata?: Record<string, unknown> | undefined;
  /** A token the merchant's server signed (signCheckoutMetadata): attached as verified metadata. */
  signedMetadata?: string | undefined;
  /** Whether a paid checkout goes to the link's redirect: "never" (default) or "after-success" (hosted page). */
  redirectMode?: RedirectMode;
  redirect?: (url: string) => void;
  redirectDelayMs?: number;
  client?: CryptoCheckoutClient;
  queryClient?: QueryClient;
  /** A CSP nonce for the `<style>` fallback, where constructable stylesheets are unavailable. */
  styleNonce?: string;
  /**
   * Whether to put the checkout's stylesheet into the container's document or shadow root (default true). False
   * when the caller has already adopted them, as the embedded checkout does (src/widget/isolation.ts).
   */
  injectStyles?: boolean;
}

export interface MountedCheckout {
  unmount(): void;
}

/**
 * Renders the checkout of a payment link (or of one transaction, by its reference) into `container` (any element, in a document or a shadow root), with
 * its styles injected into that root. Nothing global is touched besides that one stylesheet.
 */
export function mountCheckout(container: Element, options: MountCheckoutOptions): MountedCheckout {
  const { paymentLinkId, reference, styleNonce, injectStyles = true, ...providerOptions } = options;
  if ((paymentLinkId === undefined) === (reference === undefined)) {
    throw new TypeError('mountCheckout needs a paymentLinkId or a reference, not both');
  }
  if (injectStyles) injectCheckoutStyles(styleRootOf(container), styleNonce ? { nonce: styleNonce } : {});
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <CheckoutProvider {...providerOptions}>
        {paymentLinkId === undefined ? (
          <ReferenceCheckout reference={reference ?? ''} />
        ) : (
          <PaymentLinkCheckout linkId={paymentLinkId} />
        )}
      </CheckoutProvider>
    </StrictMode>,
  );
  return { unmount: () => root.unmount() };
}
