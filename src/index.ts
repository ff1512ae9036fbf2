/**
 * `crypto-checkout`: the typed client for the whole `/v1` interface (browsers and Node), and the types of the
 * script-tag checkout's `window.CryptoCheckout` global and its events. The React component is
 * `crypto-checkout/react`.
 */
export * from './api/index.js';
export type {
  CheckoutDomEventName,
  CheckoutEventDetail,
  CheckoutEventHandler,
  CheckoutEventType,
  CheckoutMode,
  CheckoutOptions,
  CheckoutThemeOption,
  CryptoCheckoutGlobal,
  MountedCheckoutHandle,
} from './embed/types.js';
