import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { CheckoutProvider, type CheckoutTheme } from '../context.js';
import { PaymentLinkCheckout } from '../components/PaymentLinkCheckout.js';
import { ReferenceCheckout } from '../components/ReferenceCheckout.js';
import { describeOptionProblems, parseEmbedOptions } from '../embed-options.js';
import type { CheckoutEvent } from '../events.js';
import { createIsolatedRoot } from '../isolation.js';
import { PublicEventTracker, type CheckoutEventDetail, type CheckoutEventType } from '../public-events.js';

export type CheckoutEventHandler = (event: CheckoutEventDetail) => void;

export interface CheckoutProps {
  /** The payment link's id; or, instead, */
  paymentLink?: string;
  /**
   * a transaction your server opened (`POST /v1/transactions` with the secret key): the checkout pays that one,
   * at the price and with the metadata your server gave.
   */
  reference?: string;
  /** The checkout service's base URL, e.g. "https://checkout.example". */
  serviceUrl: string;
  /** The Solana JSON-RPC endpoint wallet pay uses (default: `<serviceUrl>/rpc`). */
  rpcUrl?: string;
  /** "light", "dark" or "auto" (default: the shopper's system preference). */
  theme?: CheckoutTheme;
  /** "en", "fr", "sw", "ar", … or a tag such as "fr-CA" (default: the browser's preferred languages). */
  locale?: string;
  /** The level of the checkout's top heading in your page (default 2). */
  headingLevel?: 1 | 2 | 3;
  /**
   * Attached to the transaction and sent in webhooks, marked `metadataVerified: false` (a shopper can change a
   * page): a JSON object of at most 4 KB, 5 levels deep.
   */
  metadata?: Record<string, unknown>;
  /** A token your server made with `signCheckoutMetadata`: its metadata is `metadataVerified: true`. */
  signedMetadata?: string;
  /**
   * "never" (default): stay on your page, act on `onSuccess`; "after-success": go to the link's redirect (with
   * `reference` and `status` in its query) 5 s after the payment.
   */
  redirect?: 'never' | 'after-success';
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
  const { paymentLink, reference, serviceUrl, rpcUrl, theme, locale, headingLevel, className } = props;
  const { metadata, signedMetadata, redirect } = props;
  // An inline object literal is a new object on every render: compared by its JSON, so it does not restart.
  const metadataJson = metadata === undefined ? undefined : safeJson(metadata);
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
      ...(paymentLink === undefined ? {} : { paymentLink }),
      ...(reference === undefined ? {} : { reference }),
      serviceUrl,
      ...(rpcUrl === undefined ? {} : { rpcUrl }),
      ...(theme === undefined ? {} : { theme }),
      ...(locale === undefined ? {} : { locale }),
      ...(metadataJson === undefined ? {} : { metadata: JSON.parse(metadataJson) as unknown }),
      ...(signedMetadata === undefined ? {} : { signedMetadata }),
      ...(redirect === undefined ? {} : { redirect }),
    }),
    [paymentLink, reference, serviceUrl, rpcUrl, theme, locale, metadataJson, signedMetadata, redirect],
  );
  const parsed = useMemo(() => parseEmbedOptions(input), [input]);
  useEffect(() => {
    if (parsed.ok) return;
    const message = describeOptionProblems(parsed.problems, input);
    console.error(message);
    handlers.current.onError?.({
      type: 'error',
      paymentLink: input.paymentLink ?? '',
      reference: input.reference ?? null,
      status: null,
      error: { code: 'invalid_options', message },
    });
  }, [parsed, input]);

  const tracker = useMemo(() => {
    const created = new PublicEventTracker(paymentLink ?? '');
    if (reference !== undefined) created.reference = reference;
    return created;
  }, [paymentLink, reference]);
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
              key={`${options.paymentLink ?? options.reference ?? ''} ${options.serviceUrl} ${options.rpcUrl ?? ''}`}
              serviceUrl={options.serviceUrl}
              rpcUrl={options.rpcUrl}
              theme={options.theme ?? 'auto'}
              locale={options.locale}
              headingLevel={headingLevel ?? 2}
              metadata={options.metadata}
              signedMetadata={options.signedMetadata}
              redirectMode={options.redirect ?? 'never'}
              onEvent={onEvent}
            >
              {options.paymentLink === undefined ? (
                <ReferenceCheckout reference={options.reference ?? ''} />
              ) : (
                <PaymentLinkCheckout linkId={options.paymentLink} />
              )}
            </CheckoutProvider>,
            mountPoint,
          )
        : null}
    </div>
  );
}

/** A value's JSON text, or a marker the metadata check refuses (a cycle, a BigInt) rather than a crash. */
function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return '"(metadata that cannot be written as JSON)"';
  }
}
