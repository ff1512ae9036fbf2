import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/testing/chromium';

const isCI = process.env['CI'] === 'true';

// The e2e specs start the sandbox service themselves (fresh data dir, free port), so there is no webServer block.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: isCI,
  retries: 0,
  workers: isCI ? 1 : 2,
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        headless: true,
        launchOptions: chromiumLaunchOptions(),
      },
    },
  ],
});
