import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Where the checkout's built pages are (checkout.js, the embedded checkout, the hosted pay page), which the
 * sandbox serves. In the published testing package they sit beside the kit (`pages/`); in this repository the kit
 * runs from its sources and the pages are `npm run build`'s `dist/`.
 */
// Mapped from strings rather than written as `new URL('…', import.meta.url)` literals, which a bundler would take
// for assets to copy.
const CANDIDATES = ['../pages/', '../../dist/'].map((relative) => new URL(relative, import.meta.url));

/** The marker of a built pages directory: the script tag's loader exists only in a build. */
const MARKER = 'checkout.js';

export function sandboxPagesDirectory(): string {
  for (const candidate of CANDIDATES) {
    const directory = fileURLToPath(candidate);
    if (existsSync(`${directory}${MARKER}`)) return directory;
  }
  throw new Error(
    `the checkout's built pages are missing (looked in ${CANDIDATES.map((url) => fileURLToPath(url)).join(', ')}): ` +
      'in the crypto-checkout repository, run `npm run build` first',
  );
}
