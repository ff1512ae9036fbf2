/**
 * Makes sure the e2e tests (and `npm run bench`) have a Chromium, before Playwright starts.
 *
 * A browser found by src/testing/chromium.ts is used as it is: PLAYWRIGHT_CHROMIUM_EXECUTABLE, Playwright's own
 * build, or an installed Chromium. When there is none and this is Debian (or Ubuntu) run as root, as on a fresh
 * machine of the project's image, it says so and installs Debian's `chromium` package with apt: a maintained build
 * from the distribution's own archive, the only source besides the npm registry a machine here may use (an npm
 * package bundling a Chromium build would ship one made for another system, such as AWS Lambda's). Anywhere else
 * it explains what to install and stops.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, type ChromiumChoice } from '../src/testing/chromium.js';

function found(): ChromiumChoice | undefined {
  try {
    return findChromium();
  } catch {
    return undefined;
  }
}

function canInstallWithApt(): boolean {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

function apt(args: string[]): void {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    throw new Error(`apt-get ${args.join(' ')} failed (exit ${String(result.status ?? result.signal)})`);
  }
}

function main(): void {
  const existing = found();
  if (existing) {
    console.log(`e2e: using Chromium at ${existing.executablePath} (${existing.source})`);
    return;
  }
  if (!canInstallWithApt()) {
    console.error(
      [
        'e2e: no Chromium found, and this is not Debian run as root, so nothing was installed.',
        'Install a Chromium (Debian/Ubuntu: `sudo apt-get install chromium`), or run `npx playwright install chromium`,',
        'or set PLAYWRIGHT_CHROMIUM_EXECUTABLE to a Chromium binary; then run the tests again.',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log(
    "e2e: no Chromium found: installing Debian's chromium package with apt-get (once per machine)…",
  );
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'chromium']);
  const installed = found();
  if (!installed) throw new Error('apt-get installed chromium, but no Chromium binary is where it should be');
  console.log(`e2e: installed Chromium at ${installed.executablePath}`);
}

main();
