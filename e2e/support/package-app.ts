import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

/**
 * The published package as a merchant gets it: `npm pack` of this repository, installed into a fresh Vite + React
 * app (e2e/fixtures/react-app/) in a temporary folder, type-checked, built and served. Used by
 * e2e/package-install.spec.ts.
 */

export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE_APP = path.join(REPOSITORY_ROOT, 'e2e/fixtures/react-app');

/** Packages only the gateway service needs; none may reach a merchant's app. */
export const SERVER_PACKAGES = [
  'fastify',
  '@fastify/cors',
  '@fastify/middie',
  '@fastify/static',
  '@fastify/websocket',
  '@electric-sql/pglite',
  'pg',
  'litesvm',
  // Not @solana/kit: the service uses it, but so does the Mobile Wallet Adapter's protocol, in the browser.
  '@solana/spl-token',
  'tsx',
  'vite',
  'preact',
] as const;

/** The React versions the package is proven with, and the type packages that go with each. */
export const REACT_VERSIONS = {
  '18': { react: '18.3.1', reactDom: '18.3.1', types: '18.3.31', domTypes: '18.3.7' },
  '19': { react: '19.3.1', reactDom: '19.3.1', types: '19.3.0', domTypes: '19.3.0' },
} as const;
export type ReactMajor = keyof typeof REACT_VERSIONS;

export interface PackedPackage {
  tarball: string;
  /** Every path in the tarball, relative to its `package/` folder. */
  files: string[];
}

export interface CommandResult {
  stdout: string;
  stderr: string;
}

/**
 * Runs a command and resolves with its output, or rejects with an error that carries all of it. The environment
 * is the test's, minus the `npm_*` variables an outer `npm test` sets, so a nested npm acts as it would in a
 * merchant's terminal rather than as part of this repository's script.
 */
export function run(
  command: string,
  args: readonly string[],
  cwd: string,
  extraEnvironment: Record<string, string> = {},
): Promise<CommandResult> {
  const environment = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !isOuterRunnerVariable(name))),
    ...extraEnvironment,
  };
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { cwd, env: environment, maxBuffer: 64 * 1024 * 1024, timeout: 300_000 },
      (error, stdout, stderr) => {
        if (error) {
          reject(
            new Error(
              `${command} ${args.join(' ')} (in ${cwd}) failed: ${error.message}\n${stdout}\n${stderr}`,
            ),
          );
        } else {
          resolve({ stdout, stderr });
        }
      },
    );
  });
}

/**
 * What the outer runs set for themselves: npm's `npm_*` variables, and the Playwright worker's (`TEST_*`, `PW_*`,
 * its NODE_OPTIONS), which would make a nested `playwright test` think it is one of the outer run's workers.
 */
function isOuterRunnerVariable(name: string): boolean {
  return /^(npm_|test_|pw_)/i.test(name) || name === 'NODE_OPTIONS';
}

/**
 * `npm pack` of the repository into `destination`. Its `prepack` (the build) is skipped: `npm run test:e2e` has
 * just built dist/, which is what is packed.
 */
export async function packPackage(destination: string): Promise<PackedPackage> {
  if (!existsSync(path.join(REPOSITORY_ROOT, 'dist/package/react.js'))) {
    throw new Error('dist/package/ is not built: run `npm run build` first (npm run test:e2e does)');
  }
  return npmPack(REPOSITORY_ROOT, destination);
}

/** The testing kit's package (crypto-checkout-testing), built by `npm run build` into dist/testing-package/. */
export async function packTestingKit(destination: string): Promise<PackedPackage> {
  const kit = path.join(REPOSITORY_ROOT, 'dist/testing-package');
  if (!existsSync(path.join(kit, 'package.json'))) {
    throw new Error('dist/testing-package/ is not built: run `npm run build` first (npm run test:e2e does)');
  }
  return npmPack(kit, destination);
}

async function npmPack(directory: string, destination: string): Promise<PackedPackage> {
  const { stdout } = await run(
    'npm',
    ['pack', '--ignore-scripts', '--json', '--pack-destination', destination],
    directory,
  );
  const [report] = JSON.parse(stdout) as [{ filename: string; files: { path: string }[] }];
  return {
    tarball: path.join(destination, report.filename),
    files: report.files.map((file) => file.path),
  };
}

/** The manifest inside the tarball, as npm will read it in the merchant's app. */
export interface PackageManifest {
  name: string;
  private?: boolean;
  license?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  exports?: Record<string, unknown>;
  files?: string[];
}

/**
 * The bare module names (packages) imported by the JavaScript and type declarations under `directory`:
 * `import … from 'zod/mini'` is `zod`, `'@solana/web3.js'` itself. Relative imports are the package's own.
 */
export async function importedPackages(directory: string): Promise<Set<string>> {
  const packages = new Set<string>();
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !/\.(js|d\.ts)$/.test(entry.name)) continue;
    const text = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
    for (const match of text.matchAll(
      /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)["']([@a-z0-9][\w./@-]*)["']/g,
    )) {
      const specifier = match[1] ?? '';
      const parts = specifier.split('/');
      packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier));
    }
  }
  return packages;
}

export interface MerchantApp {
  directory: string;
  react: ReactMajor;
}

/**
 * A fresh Vite + React app in `directory` that depends on the tarball and nothing else of this repository:
 * the fixture's sources, a package.json naming the React version, and `npm install`. Vite, its React plugin and
 * TypeScript are the versions this repository uses (already in npm's cache); React 18 comes from the registry.
 */
export async function createMerchantApp(
  directory: string,
  tarball: string,
  react: ReactMajor,
): Promise<MerchantApp> {
  const ours = JSON.parse(await readFile(path.join(REPOSITORY_ROOT, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
    overrides: Record<string, string>;
  };
  const versions = REACT_VERSIONS[react];
  await cp(FIXTURE_APP, directory, { recursive: true });
  const manifest = {
    name: `merchant-shop-react-${react}`,
    private: true,
    type: 'module',
    dependencies: {
      'crypto-checkout': `file:${tarball}`,
      react: versions.react,
      'react-dom': versions.reactDom,
    },
    devDependencies: {
      '@types/react': versions.types,
      '@types/react-dom': versions.domTypes,
      '@vitejs/plugin-react': ours.devDependencies['@vitejs/plugin-react'],
      typescript: ours.devDependencies['typescript'],
      vite: ours.devDependencies['vite'],
    },
    // What the README's install section tells merchants on npm to add until the Mobile Wallet Adapter's next
    // release: without it npm also installs React Native, a required peer of its current release.
    overrides: ours.overrides,
  };
  await writeFile(path.join(directory, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await installAsMerchant(directory);
  return { directory, react };
}

/**
 * `npm install` in a merchant's app, from npm's cache where it can. No install scripts: nothing the apps need builds
 * anything at install time.
 */
export async function installAsMerchant(directory: string): Promise<void> {
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'], directory);
}

/** The example shop (examples/playwright-shop/) in `directory`, installed from the packed tarballs. */
export async function createExampleShop(
  directory: string,
  tarballs: { checkout: string; testingKit: string },
): Promise<string> {
  const ours = JSON.parse(await readFile(path.join(REPOSITORY_ROOT, 'package.json'), 'utf8')) as {
    overrides: Record<string, string>;
  };
  await cp(path.join(REPOSITORY_ROOT, 'examples/playwright-shop'), directory, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|test-results)$/.test(source),
  });
  const manifestFile = path.join(directory, 'package.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
    overrides?: Record<string, string>;
  };
  manifest.dependencies['crypto-checkout'] = `file:${tarballs.checkout}`;
  manifest.devDependencies['crypto-checkout-testing'] = `file:${tarballs.testingKit}`;
  // The README's install section's overrides, as for the React apps above.
  manifest.overrides = ours.overrides;
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  await installAsMerchant(directory);
  return directory;
}

/** Every copy of `name` installed anywhere in the app's node_modules (a second React would break hooks). */
export async function installedCopies(app: MerchantApp, name: string): Promise<string[]> {
  const entries = await readdir(path.join(app.directory, 'node_modules'), { recursive: true });
  const suffix = `node_modules/${name}/package.json`;
  return entries
    .map((entry) => `node_modules/${entry}`)
    .filter((entry) => entry === suffix || entry.endsWith(`/${suffix}`));
}

/** Serves the app's `vite build` output on 127.0.0.1, a free port. */
export async function serveBuiltApp(app: MerchantApp): Promise<{ url: string; close(): Promise<void> }> {
  const server = Fastify();
  await server.register(fastifyStatic, { root: path.join(app.directory, 'dist') });
  const address = await server.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, close: () => server.close() };
}
