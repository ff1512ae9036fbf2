import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The guide's complete example (docs/testing.md) is the example shop's files, word for word: those are what the
 * suite runs (e2e/example-shop.spec.ts), so the guide's example is proven to run as written.
 */
const root = path.resolve(import.meta.dirname, '../..');

describe('docs/testing.md', () => {
  for (const file of [
    'playwright.config.ts',
    'tests/shop-test.ts',
    'tests/checkout.spec.ts',
    'tests/payment-window.spec.ts',
  ]) {
    it(`shows examples/playwright-shop/${file} as it is`, async () => {
      const guide = await readFile(path.join(root, 'docs/testing.md'), 'utf8');
      const source = await readFile(path.join(root, 'examples/playwright-shop', file), 'utf8');
      expect(guide).toContain(`\`${file}\`:\n\n\`\`\`ts\n${source}\`\`\`\n`);
    });
  }
});
