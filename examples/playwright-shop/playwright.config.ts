import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from 'crypto-checkout-testing';

// Each worker starts its own sandbox (the `sandbox` fixture); the tests start the shop themselves.
export default defineConfig({
  testDir: 'tests',
  workers: 1,
  timeout: 60_000,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    // The Chromium the kit finds (PLAYWRIGHT_CHROMIUM_EXECUTABLE, Playwright's own, or the system's), launched
    // with the flags a container or CI machine needs.
    launchOptions: chromiumLaunchOptions(),
  },
});
