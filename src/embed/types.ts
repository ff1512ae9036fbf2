import type { CheckoutEventDetail, CheckoutEventType } from '../widget/public-events.js';

/**
 * The public types of the script-tag checkout: the options (`data-*` attributes and the `CryptoCheckout` API
 * alike) and the one global. Type-only: the loader that implements them stays free of React and zod.
 */
export type { CheckoutEventDetail, CheckoutEventType };

/** What the script tag or `mount()` puts in the page: a "Pay with crypto" button opening a modal, or the checkout itself. */
export type CheckoutMode = 'button' | 'inline';
export type CheckoutThemeOption = 'light' | 'dark' | 'auto';
/** `data-redirect`: whether a paid checkout leaves your page for the link's redirect ("never" by default). */
export type CheckoutRedirectOption = 'never' | 'after-success';

export type CheckoutEventHandler = (event: CheckoutEventDetail) => void;

export interface CheckoutOptions {
  /** The payment link's id (`data-payment-link`). Required, unless `reference` is given instead. */
  paymentLink?: string;
  /**
   * A transaction your server opened (`POST /v1/transactions` with the secret key), to pay it in the checkout
   * (`data-reference`): its price and metadata are what your server gave. Give this or `paymentLink`.
   */
  reference?: string;
  /** The checkout service's base URL (`data-service-url`); default: the origin `checkout.js` was loaded from. */
  serviceUrl?: string;
  /** The Solana JSON-RPC endpoint wallet pay uses (`data-rpc-url`); default: `<serviceUrl>/rpc`. */
  rpcUrl?: string;
  /** `data-mode`: "button" (default for the script tag) or "inline" (default for `mount()`). `open()` is always a modal. */
  mode?: CheckoutMode;
  /** `data-theme`: "light", "dark" or "auto" (default: the shopper's system preference). */
  theme?: CheckoutThemeOption;
  /** `data-locale`: "en", "fr", "sw", "ar", … or a tag such as "fr-CA"; default: the browser's preferred languages. */
  locale?: string;
  /**
   * `data-metadata` (its JSON text): attached to the transaction and sent in webhooks, marked
   * `metadataVerified: false` (a shopper can change a page). At most 4 KB of JSON, 5 levels deep.
   */
  metadata?: Record<string, unknown>;
  /**
   * `data-signed-metadata`: a token your server made with `signCheckoutMetadata` (secret key): the transaction
   * carries its metadata as `metadataVerified: true`. Give this or `metadata`, not both.
   */
  signedMetadata?: string;
  /**
   * `data-redirect`: "never" (default: stay on your page; act on the success event) or "after-success" (go to the
   * link's redirect, with `reference` and `status` in its query, 5 s after the payment).
   */
  redirect?: CheckoutRedirectOption;
  onReady?: CheckoutEventHandler;
  onSuccess?: CheckoutEventHandler;
  onFailed?: CheckoutEventHandler;
  onExpired?: CheckoutEventHandler;
  onClose?: CheckoutEventHandler;
  onError?: CheckoutEventHandler;
}

export interface MountedCheckoutHandle {
  /** Removes the checkout from the page. */
  unmount(): void;
}

/** `window.CryptoCheckout`: the only global the script tag defines. */
export interface CryptoCheckoutGlobal {
  readonly version: string;
  /** Opens the checkout of a payment link in a modal (closing any other one first). */
  open(options: CheckoutOptions): void;
  /** Puts a checkout into `element` (an element or a CSS selector): inline by default, or a button. */
  mount(element: Element | string, options: CheckoutOptions): MountedCheckoutHandle | null;
  /** Closes the open modal, if any (a `close` event follows). */
  close(): void;
  /** Listens to every checkout's events of one type (or "*" for all); returns a function that stops listening. */
  on(type: CheckoutEventType | '*', handler: CheckoutEventHandler): () => void;
  off(type: CheckoutEventType | '*', handler: CheckoutEventHandler): void;
  /** Downloads the checkout now instead of on the shopper's first sign of intent. */
  preload(): Promise<void>;
}

/** The name of the DOM CustomEvent for each event type: "crypto-checkout:success", … */
export type CheckoutDomEventName = `crypto-checkout:${CheckoutEventType}`;

/** Each checkout DOM event with its detail, for typed `addEventListener` on elements and the document. */
export type CheckoutDomEventMap = { [Name in CheckoutDomEventName]: CustomEvent<CheckoutEventDetail> };

declare global {
  interface Window {
    CryptoCheckout?: CryptoCheckoutGlobal;
  }
  // Empty on purpose: each merges the checkout's events into the DOM's own map.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends CheckoutDomEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends CheckoutDomEventMap {}
}
