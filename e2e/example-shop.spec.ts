import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { findChromium } from '../src/testing/chromium.js';
import {
  createExampleShop,
  packPackage,
  packTestingKit,
  REPOSITORY_ROOT,
  run,
  SERVER_PACKAGES,
  type PackedPackage,
} from './support/package-app.js';

/**
 * The testing kit as a merchant uses it: crypto-checkout and crypto-checkout-testing packed, the example shop
 * (examples/playwright-shop/) copied to a temporary folder and installed from the two tarballs, and its own
 * Playwright tests run there, written against nothing but the kit's public API.
 */

test.describe.configure({ mode: 'serial' });

let workDirectory: string;
let kit: PackedPackage;
let shopDirectory: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  workDirectory = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-example-shop-'));
  const checkout = await packPackage(workDirectory);
  kit = await packTestingKit(workDirectory);
  shopDirectory = await createExampleShop(path.join(workDirectory, 'playwright-shop'), {
    checkout: checkout.tarball,
    testingKit: kit.tarball,
  });
});

test.afterAll(async () => {
  if (workDirectory) await rm(workDirectory, { recursive: true, force: true });
});

test('the kit is its own package: the service, its pages and types; the server packages as dependencies', async () => {
  const manifest = JSON.parse(
    await readFile(path.join(shopDirectory, 'node_modules/crypto-checkout-testing/package.json'), 'utf8'),
  ) as { name: string; dependencies: Record<string, string>; peerDependencies: Record<string, string> };
  expect(manifest.name).toBe('crypto-checkout-testing');
  expect(Object.keys(manifest.peerDependencies)).toEqual(['@playwright/test']);
  for (const name of ['fastify', '@electric-sql/pglite', 'litesvm']) {
    expect(manifest.dependencies[name], name).toBeTruthy();
  }
  expect(kit.files).toContain('lib/index.js');
  expect(kit.files).toContain('types/testing/index.d.ts');
  expect(kit.files).toContain('pages/checkout.js');
  expect(kit.files.filter((file) => /^(src|e2e|dist)\//.test(file))).toEqual([]);

  // The widget package stays free of them: only the kit brought them into the shop.
  const checkoutManifest = JSON.parse(await readFile(path.join(REPOSITORY_ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const serverDependencies = Object.keys(checkoutManifest.dependencies).filter((name) =>
    (SERVER_PACKAGES as readonly string[]).includes(name),
  );
  expect(serverDependencies).toEqual([]);
});

test("the example shop's tests type-check under strict tsc against the kit's published types", async () => {
  test.setTimeout(120_000);
  await run(path.join(shopDirectory, 'node_modules/.bin/tsc'), ['-p', '.'], shopDirectory);
});

test("the example shop's own Playwright tests pass", async () => {
  test.setTimeout(300_000);
  const { stdout } = await run(
    path.join(shopDirectory, 'node_modules/.bin/playwright'),
    ['test'],
    shopDirectory,
    {
      PLAYWRIGHT_CHROMIUM_EXECUTABLE: findChromium().executablePath,
      CI: 'true',
    },
  );
  expect(stdout).toMatch(/\b6 passed\b/);
  expect(stdout).not.toMatch(/\b(failed|flaky|skipped)\b/);
});
