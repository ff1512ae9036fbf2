/**
 * The checkout widget: React components over src/core, for the hosted page, the embed loader and merchants who
 * use React. Every export is named on purpose.
 */
export { mountCheckout } from './mount.js';
export type { MountCheckoutOptions, MountedCheckout } from './mount.js';
export {
  CheckoutProvider,
  CheckoutRoot,
  createCheckoutQueryClient,
  useAnnounce,
  useCheckoutEnvironment,
  useStrings,
} from './context.js';
export type { CheckoutEnvironment, CheckoutProviderProps, CheckoutTheme } from './context.js';
export { PaymentLinkCheckout } from './components/PaymentLinkCheckout.js';
export type { CheckoutEvent } from './events.js';
export {
  checkoutKeys,
  useConversions,
  usePaymentLink,
  useSandboxPayment,
  useVerification,
} from './hooks/queries.js';
export { useCheckoutFlow } from './hooks/useCheckoutFlow.js';
export type { CheckoutFlow } from './hooks/useCheckoutFlow.js';
export { noResumeStore, sessionResumeStore } from './resume-store.js';
export type { ResumeStore } from './resume-store.js';
export {
  LOCALE_NAMES,
  SUPPORTED_LOCALES,
  browserLanguages,
  checkoutLocale,
  en,
  formatFiat,
  loadStrings,
  loadedStrings,
} from './strings/index.js';
export type { CheckoutLocale, CheckoutStrings } from './strings/index.js';
export { CHECKOUT_CSS, injectCheckoutStyles, styleRootOf } from './styles.js';
export { ServerClock } from './clock.js';
