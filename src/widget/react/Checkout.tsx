import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { CheckoutProvider, type CheckoutTheme } from '../context.js';
import { PaymentLinkCheckout } from '../components/PaymentLinkCheckout.js';
import { describeOptionProblems, parseEmbedOptions } from '../embed-options.js';
import type { CheckoutEvent } from '../events.js';
import { createIsolatedRoot } from '../isolation.js';
import { PublicEventTracker, type CheckoutEventDetail, type CheckoutEventType } from '../public-events.js';

export type CheckoutEventHandler = (event: CheckoutEventDetail) => void;

export interface CheckoutProps {
  /** The payment link's id. */
  paymentLink: string;
  /** The checkout service's base URL, e.g. "https://checkout.example". */
  serviceUrl: string;
  /** The Solana JSON-RPC endpoint wallet pay uses (default: `<serviceUrl>/rpc`). */
  rpcUrl?: string;
  /** "light", "dark" or "auto" (default: the shopper's system preference). */
  theme?: CheckoutTheme;
  /** "en", "fr" or a tag such as "fr-CA" (default: the browser's preferred languages). */
  locale?: string;
  /** The level of the checkout's top heading in your page (default 2). */
  headingLevel?: 1 | 2 | 3;
  /** The checkout has loaded its payment link and shows it. */
  onReady?: CheckoutEventHandler;
  /** The transaction was paid (event.reference, event.transaction). */
  onSuccess?: CheckoutEventHandler;
  /** The window closed with too little received. */
  onFailed?: CheckoutEventHandler;
  /** The window closed with nothing received. */
  onExpired?: CheckoutEventHandler;
  /** Invalid props, an unknown payment link, or a request that failed. */
  onError?: CheckoutEventHandler;
  /** Class of the host element (the checkout itself lives in its shadow root). */
  className?: string;
}

const HOST_STYLE: CSSProperties = { display: 'block' };

/**
 * The checkout of a payment link as a React component, for merchants whose site is a React app:
 * `<Checkout paymentLink="…" serviceUrl="https://…" onSuccess={(event) => …} />`.
 *
 * It renders in a shadow root of its own element (the page's CSS does not reach it, its CSS does not leak), as
 * the script tag's checkout does, but inside your React tree (a portal), so it needs no script tag and no global.
 * Props are checked when they change; invalid ones are reported on the console and through `onError`, and nothing
 * is rendered. A new `paymentLink`, `serviceUrl` or `rpcUrl` starts a new checkout; handlers may change freely.
 */
export function Checkout(props: CheckoutProps) {
  const { paymentLink, serviceUrl, rpcUrl, theme, locale, headingLevel, className } = props;
  const [mountPoint, setMountPoint] = useState<HTMLElement | null>(null);
  const hostRef = useCallback((host: HTMLDivElement | null) => {
    if (host) setMountPoint(createIsolatedRoot(host).isolate);
  }, []);

  const handlers = useRef<CheckoutProps>(props);
  useEffect(() => {
    handlers.current = props;
  });

  const input = useMemo(
    () => ({
      paymentLink,
      serviceUrl,
      ...(rpcUrl === undefined ? {} : { rpcUrl }),
      ...(theme === undefined ? {} : { theme }),
      ...(locale === undefined ? {} : { locale }),
    }),
    [paymentLink, serviceUrl, rpcUrl, theme, locale],
  );
  const parsed = useMemo(() => parseEmbedOptions(input), [input]);
  useEffect(() => {
    if (parsed.ok) return;
    const message = describeOptionProblems(parsed.problems, input);
    console.error(message);
    handlers.current.onError?.({
      type: 'error',
      paymentLink: String(input.paymentLink),
      reference: null,
      status: null,
      error: { code: 'invalid_options', message },
    });
  }, [parsed, input]);

  const tracker = useMemo(() => new PublicEventTracker(paymentLink), [paymentLink]);
  const onEvent = useCallback(
    (event: CheckoutEvent) => {
      const detail = tracker.translate(event);
      if (!detail) return;
      const current = handlers.current;
      const handler: Partial<Record<CheckoutEventType, CheckoutEventHandler | undefined>> = {
        ready: current.onReady,
        success: current.onSuccess,
        failed: current.onFailed,
        expired: current.onExpired,
        error: current.onError,
      };
      handler[detail.type]?.(detail);
    },
    [tracker],
  );

  const options = parsed.ok ? parsed.options : undefined;
  return (
    <div ref={hostRef} className={className} style={HOST_STYLE} data-crypto-checkout="">
      {mountPoint && options
        ? createPortal(
            <CheckoutProvider
              key={`${options.paymentLink} ${options.serviceUrl} ${options.rpcUrl ?? ''}`}
              serviceUrl={options.serviceUrl}
              rpcUrl={options.rpcUrl}
              theme={options.theme ?? 'auto'}
              locale={options.locale}
              headingLevel={headingLevel ?? 2}
              onEvent={onEvent}
            >
              <PaymentLinkCheckout linkId={options.paymentLink} />
            </CheckoutProvider>,
            mountPoint,
          )
        : null}
    </div>
  );
}
