/**
 * Which Chromium the browser tests run, and how it is launched: this repository's e2e tests, and a merchant's
 * through the kit (`launchOptions: chromiumLaunchOptions()` in playwright.config.ts), with the flags a container or
 * CI machine needs (no sandbox for root, no GPU, no background traffic).
 *
 * Nothing here downloads a browser. In order:
 *   1. `PLAYWRIGHT_CHROMIUM_EXECUTABLE` if set (an explicit override),
 *   2. Playwright's own Chromium, when `npx playwright install chromium` has been run on this machine,
 *   3. Debian's `chromium` package (installed by scripts/ensure-chromium.ts, which `npm run test:e2e` runs first,
 *      when neither of the above is there and the user is root on Debian).
 *      Its `/usr/bin/chromium` is a shell wrapper that sources /etc/chromium.d (extra flags, a noisy
 *      shm check); the real binary it execs, /usr/lib/chromium/chromium, is preferred when present.
 */
import { existsSync } from 'node:fs';
import { chromium, type LaunchOptions } from '@playwright/test';

export const SYSTEM_CHROMIUM_PATHS = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'] as const;

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface ChromiumChoice {
  /** Absolute path of the browser binary to launch. */
  executablePath: string;
  source: 'env' | 'playwright' | 'system';
}

/** Finds the Chromium to use, or throws with instructions when there is none. */
export function findChromium(): ChromiumChoice {
  const fromEnv = process.env['PLAYWRIGHT_CHROMIUM_EXECUTABLE'];
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new Error(`PLAYWRIGHT_CHROMIUM_EXECUTABLE=${fromEnv} does not exist`);
    }
    return { executablePath: fromEnv, source: 'env' };
  }
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) {
    return { executablePath: bundled, source: 'playwright' };
  }
  const system = SYSTEM_CHROMIUM_PATHS.find((path) => existsSync(path));
  if (system) {
    return { executablePath: system, source: 'system' };
  }
  throw new Error(
    "No Chromium found for the browser tests. Install Playwright's (`npx playwright install chromium`) or " +
      "Debian's package (`apt-get install -y chromium`, which this repository's `npm run test:e2e` does by itself " +
      'as root on Debian), or set PLAYWRIGHT_CHROMIUM_EXECUTABLE to a Chromium binary.',
  );
}

/**
 * Launch options for `use.launchOptions` in playwright.config.ts, and for specs that call `chromium.launch()`
 * themselves. Resolved lazily so that merely importing this module never throws.
 */
export function chromiumLaunchOptions(overrides: LaunchOptions = {}): LaunchOptions {
  const { executablePath } = findChromium();
  return {
    ...overrides,
    executablePath,
    args: [...CHROMIUM_ARGS, ...(overrides.args ?? [])],
  };
}
