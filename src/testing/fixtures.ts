import { test as base } from '@playwright/test';
import { injectTestWallet } from './inject-test-wallet.js';
import { startSandbox, type Sandbox, type SandboxOptions } from './sandbox.js';
import type { TestWallet, WalletFunds } from './test-wallet.js';
import { webhookInbox, type WebhookInbox } from './webhook-inbox.js';

/**
 * Playwright fixtures built from the kit: `test('pays', async ({ page, sandbox, wallet, webhooks }) => …)`.
 *
 * - `sandbox` (one per worker, shared by its tests): the service in test mode, started with `sandboxOptions`.
 * - `wallet` (per test): the test wallet, injected into `page` and funded with `walletFunds`.
 * - `webhooks` (per test): a webhook inbox registered on the sandbox, removed after the test.
 *
 * Set the options with `test.use({ walletFunds: { SOL: 1 } })` or in playwright.config's `use`.
 */

export interface KitTestFixtures {
  wallet: TestWallet;
  webhooks: WebhookInbox;
  /** What `wallet` is funded with before the test (default 0.05 SOL for fees and 100 USDC). */
  walletFunds: WalletFunds;
}

export interface KitWorkerFixtures {
  sandbox: Sandbox;
  /** How the worker's sandbox starts (default: every option at its default). */
  sandboxOptions: SandboxOptions;
}

export const test = base.extend<KitTestFixtures, KitWorkerFixtures>({
  sandboxOptions: [{}, { scope: 'worker', option: true }],
  sandbox: [
    async ({ sandboxOptions }, use) => {
      const sandbox = await startSandbox(sandboxOptions);
      try {
        await use(sandbox);
      } finally {
        await sandbox.stop();
      }
    },
    // Starting the service (its database and ledger) takes a few seconds on a small machine.
    { scope: 'worker', timeout: 60_000 },
  ],
  walletFunds: [{ SOL: 0.05, USDC: 100 }, { option: true }],
  wallet: async ({ page, sandbox, walletFunds }, use) => {
    await use(await injectTestWallet(page, { sandbox, funds: walletFunds }));
  },
  webhooks: async ({ sandbox }, use) => {
    const inbox = await webhookInbox(sandbox);
    try {
      await use(inbox);
    } finally {
      await inbox.close();
    }
  },
});

export { expect } from '@playwright/test';
