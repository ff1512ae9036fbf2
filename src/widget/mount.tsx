import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import type { CryptoCheckoutClient } from '../api/client.js';
import { CheckoutProvider, type CheckoutTheme } from './context.js';
import type { CheckoutEvent } from './events.js';
import { PaymentLinkCheckout } from './components/PaymentLinkCheckout.js';
import type { ResumeStore } from './resume-store.js';
import { injectCheckoutStyles, styleRootOf } from './styles.js';

export interface MountCheckoutOptions {
  /** The payment link to pay. */
  paymentLinkId: string;
  /** The service's base URL (the hosted page passes its own origin). */
  serviceUrl: string;
  /** The Solana JSON-RPC endpoint for wallet pay (default: `<serviceUrl>/rpc`). */
  rpcUrl?: string | undefined;
  locale?: string | undefined;
  theme?: CheckoutTheme;
  headingLevel?: 1 | 2 | 3;
  resumeStore?: ResumeStore;
  onEvent?: (event: CheckoutEvent) => void;
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
 * Renders the checkout of a payment link into `container` (any element, in a document or a shadow root), with
 * its styles injected into that root. Nothing global is touched besides that one stylesheet.
 */
export function mountCheckout(container: Element, options: MountCheckoutOptions): MountedCheckout {
  const { paymentLinkId, styleNonce, injectStyles = true, ...providerOptions } = options;
  if (injectStyles) injectCheckoutStyles(styleRootOf(container), styleNonce ? { nonce: styleNonce } : {});
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <CheckoutProvider {...providerOptions}>
        <PaymentLinkCheckout linkId={paymentLinkId} />
      </CheckoutProvider>
    </StrictMode>,
  );
  return { unmount: () => root.unmount() };
}
