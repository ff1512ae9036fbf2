/**
 * crypto-checkout's testing kit (the `crypto-checkout-testing` package): Playwright end-to-end tests of a shop that
 * embeds the checkout, against a real sandbox service started by the test. Node only; never bundle it into a page.
 */
export { CHROMIUM_ARGS, chromiumLaunchOptions, findChromium, type ChromiumChoice } from './chromium.js';
export { expect, test, type KitTestFixtures, type KitWorkerFixtures } from './fixtures.js';
export { injectTestWallet, type InjectTestWalletOptions } from './inject-test-wallet.js';
export { payFromOutside, readReference, waitForStatus, type OutsidePayment } from './payments.js';
export { startSandbox, type Sandbox, type SandboxOptions } from './sandbox.js';
export {
  TestWallet,
  type TestWalletOptions,
  type WalletDecision,
  type WalletFeature,
  type WalletFunds,
  type WalletRequest,
} from './test-wallet.js';
export { webhookInbox, type RefusedWebhook, type WebhookInbox } from './webhook-inbox.js';
