import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { TestService } from '../src/sandbox/testing/test-service.js';
import { payFromOutside } from '../src/testing/payments.js';
import {
  createMerchantApp,
  importedPackages,
  installedCopies,
  packPackage,
  REACT_VERSIONS,
  REPOSITORY_ROOT,
  run,
  SERVER_PACKAGES,
  serveBuiltApp,
  type MerchantApp,
  type PackageManifest,
  type PackedPackage,
  type ReactMajor,
} from './support/package-app.js';
import { createPaymentLink } from './support/pay.js';
import { startServiceWithPages } from './support/service.js';
import { startEmbeddedPayment } from './support/shop.js';

/**
 * The package as a merchant installs it. `npm pack` of this repository; the tarball's manifest and files; then,
 * for React 18 and React 19 each, a fresh Vite + React app in a temporary folder that installs the tarball,
 * type-checks under strict `tsc`, builds with Vite, and takes a test-mode payment in Chromium, its `onSuccess`
 * receiving the reference.
 *
 * Slow (two `npm install`s, React 18 fetched from the registry): the first run on a machine takes a minute or two.
 */

test.describe.configure({ mode: 'serial' });

let workDirectory: string;
let packed: PackedPackage;
let manifest: PackageManifest;
let service: TestService;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  workDirectory = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-package-'));
  packed = await packPackage(workDirectory);
  const { stdout } = await run('tar', ['-xzOf', packed.tarball, 'package/package.json'], workDirectory);
  manifest = JSON.parse(stdout) as PackageManifest;
  service = await startServiceWithPages();
});

test.afterAll(async () => {
  await service?.destroy();
  if (workDirectory) await rm(workDirectory, { recursive: true, force: true });
});

test('the tarball is publishable and holds the widget, loader, client and types, nothing of the service', () => {
  expect(manifest.name).toBe('crypto-checkout');
  expect(manifest.private).toBeUndefined();
  expect(manifest.license).toBe('MIT');
  expect(Object.keys(manifest.exports ?? {}).sort()).toEqual([
    '.',
    './checkout.js',
    './package.json',
    './react',
  ]);

  const outsideShippedFolders = packed.files.filter(
    (file) =>
      !/^(dist\/package\/|dist\/embed\/)/.test(file) &&
      !['dist/checkout.js', 'package.json', 'README.md', 'LICENSE'].includes(file),
  );
  expect(outsideShippedFolders).toEqual([]);
  for (const entry of ['dist/package/index.js', 'dist/package/react.js', 'dist/checkout.js', 'LICENSE']) {
    expect(packed.files).toContain(entry);
  }
  expect(packed.files).toContain('dist/package/types/index.d.ts');
  expect(packed.files).toContain('dist/package/types/react.d.ts');
});

test('its dependencies are exactly what the library imports; React is a peer; no server package', async () => {
  const dependencies = Object.keys(manifest.dependencies ?? {});
  const peers = Object.keys(manifest.peerDependencies ?? {});
  expect(manifest.peerDependencies).toEqual({ react: '>=18', 'react-dom': '>=18' });
  expect(dependencies).not.toContain('react');
  expect(dependencies).not.toContain('react-dom');
  expect(dependencies.filter((name) => (SERVER_PACKAGES as readonly string[]).includes(name))).toEqual([]);

  const imported = await importedPackages(path.join(REPOSITORY_ROOT, 'dist/package'));
  imported.delete(manifest.name);
  const undeclared = [...imported].filter((name) => !dependencies.includes(name) && !peers.includes(name));
  expect(undeclared, 'imported by dist/package but not a (peer) dependency').toEqual([]);
  const unused = dependencies.filter((name) => !imported.has(name));
  expect(unused, 'dependencies dist/package never imports').toEqual([]);
});

for (const react of Object.keys(REACT_VERSIONS) as ReactMajor[]) {
  test.describe(`a fresh Vite + React ${react} app`, () => {
    let app: MerchantApp;

    test.beforeAll(async () => {
      test.setTimeout(420_000);
      app = await createMerchantApp(path.join(workDirectory, `react-${react}`), packed.tarball, react);
    });

    test('installs one React, its own, and no server package', async () => {
      const reactCopies = await installedCopies(app, 'react');
      expect(reactCopies).toEqual(['node_modules/react/package.json']);
      const installedReact = JSON.parse(
        await readFile(path.join(app.directory, 'node_modules/react/package.json'), 'utf8'),
      ) as { version: string };
      expect(installedReact.version).toBe(REACT_VERSIONS[react].react);
      for (const name of SERVER_PACKAGES.filter((name) => name !== 'vite')) {
        expect(await installedCopies(app, name), `${name} installed`).toEqual([]);
      }
      // With the README's overrides, the Mobile Wallet Adapter brings no React Native toolchain into a web app.
      expect(await installedCopies(app, 'react-native'), 'react-native installed').toEqual([]);
    });

    test('type-checks under strict tsc and builds with Vite', async () => {
      test.setTimeout(240_000);
      await run(path.join(app.directory, 'node_modules/.bin/tsc'), ['-p', '.'], app.directory);
      await run(
        path.join(app.directory, 'node_modules/.bin/vite'),
        ['build', '--logLevel', 'warn'],
        app.directory,
      );
    });

    test('takes a test-mode payment; onSuccess receives the reference', async ({ page }) => {
      test.setTimeout(90_000);
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));

      const link = await createPaymentLink(service, { name: `Order #1001 (React ${react})`, amount: 12 });
      const server = await serveBuiltApp(app);
      try {
        const query = new URLSearchParams({ link: link.id, service: service.url });
        await page.goto(`${server.url}/?${query}`);
        await expect(page.getByTestId('react-version')).toHaveText(`React ${REACT_VERSIONS[react].react}`);
        // The typed client from the package's main entry, bundled by the merchant's Vite.
        await expect(page.getByTestId('crypto-codes')).toHaveText(
          /^Pay in (?=.*\bUSDT\b)(?=.*\bUSDC\b)(?=.*\bSOL\b)/,
        );
        await expect(page.getByRole('heading', { name: link.name })).toBeVisible();

        const reference = await startEmbeddedPayment(page.locator('body'), { service }, link.id);
        await payFromOutside(service, reference, 'exact');
        await expect(page.getByRole('status').filter({ hasText: 'Order paid' })).toHaveText(
          `Order paid: ${reference}`,
          { timeout: 30_000 },
        );
        expect(consoleErrors).toEqual([]);
      } finally {
        await server.close();
      }
    });
  });
}
