/**
 * The testing kit's package, run last by `npm run build`: `crypto-checkout-testing` in dist/testing-package/, ready
 * for `npm pack` (docs/testing.md). It is a package of its own, not a subpath of crypto-checkout, because it carries
 * the whole service (fastify, PGlite, the local ledger, …) and the built pages it serves: as plain dependencies of a
 * package merchants add to their devDependencies, they never reach a shop that only embeds the checkout.
 *
 *   lib/    src/testing/index.ts and everything of ours it uses (the service included), as ES modules; every
 *           package it imports stays external and becomes a dependency at the version this repository pins
 *   types/  declarations of the kit's public API (tsc -p tsconfig.testing.json), and only the files they reach
 *   pages/  the built checkout the sandbox serves (checkout.js, the embedded checkout, the hosted pay page)
 */
import { execFileSync } from 'node:child_process';
import { cp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { buildForNode } from './node-build.js';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const outDir = path.join(dist, 'testing-package');
/** Parts of dist/ the sandbox does not serve to a test: the library, the service build, the docs, this package. */
const NOT_PAGES = new Set(['package', 'service', 'docs', 'testing-package']);
/** Installed by the merchant's test setup, in the version their tests use. */
const PEERS = { '@playwright/test': '>=1.50.0' };

const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
  license: string;
  engines: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

await rm(outDir, { recursive: true, force: true });

const chunks = await buildForNode({
  outDir: path.join(outDir, 'lib'),
  input: { index: path.join(root, 'src/testing/index.ts') },
  // One folder, so that every module finds pages/ at the same `../pages/`.
  chunkFileNames: '[name]-[hash].js',
});

const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
// A chunk's `imports` name the other chunks by file name, and the external packages by specifier. Dynamic imports
// are left out: the only package imported so is Vite, for the service's `--dev` mode, which the kit never uses.
const ownFiles = new Set(chunks.map((chunk) => chunk.fileName));
const imported = new Set<string>();
for (const chunk of chunks) {
  for (const specifier of chunk.imports) {
    if (ownFiles.has(specifier) || builtins.has(specifier)) continue;
    const parts = specifier.split('/');
    imported.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier));
  }
}
const dependencies: Record<string, string> = {};
for (const name of [...imported].sort()) {
  if (name in PEERS) continue;
  const version = manifest.dependencies[name] ?? manifest.devDependencies[name];
  if (!version) throw new Error(`the testing kit imports ${name}, which package.json does not pin`);
  dependencies[name] = version;
}

execFileSync(
  process.execPath,
  [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.testing.json'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
await keepOnlyReachableDeclarations(path.join(outDir, 'types'), 'testing/index.d.ts');

for (const entry of await readdir(dist)) {
  if (!NOT_PAGES.has(entry))
    await cp(path.join(dist, entry), path.join(outDir, 'pages', entry), { recursive: true });
}

await cp(path.join(root, 'docs/testing.md'), path.join(outDir, 'README.md'));
await cp(path.join(root, 'LICENSE'), path.join(outDir, 'LICENSE'));
const testingManifest = {
  name: 'crypto-checkout-testing',
  version: manifest.version,
  description:
    'Playwright testing kit for shops that embed crypto-checkout: a sandbox service, a test wallet, webhooks',
  license: manifest.license,
  type: 'module',
  exports: {
    '.': { types: './types/testing/index.d.ts', import: './lib/index.js' },
    './package.json': './package.json',
  },
  types: './types/testing/index.d.ts',
  engines: manifest.engines,
  dependencies,
  peerDependencies: PEERS,
};
await writeFile(path.join(outDir, 'package.json'), `${JSON.stringify(testingManifest, null, 2)}\n`);
console.log(
  `testing: dist/testing-package/ (crypto-checkout-testing ${manifest.version}, ${imported.size} packages)`,
);

/**
 * tsc declares every file the kit's program reaches, the service's included; the published types need only what
 * the entry's declarations import, so the rest is removed.
 */
async function keepOnlyReachableDeclarations(typesDir: string, entry: string): Promise<void> {
  const reachable = new Set<string>();
  const pending = [path.join(typesDir, entry)];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (reachable.has(file)) continue;
    reachable.add(file);
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g)) {
      pending.push(path.resolve(path.dirname(file), (match[1] ?? '').replace(/\.js$/, '.d.ts')));
    }
  }
  const files = await readdir(typesDir, { recursive: true, withFileTypes: true });
  for (const file of files) {
    const full = path.join(file.parentPath, file.name);
    if (file.isFile() && !reachable.has(full)) await rm(full);
  }
}
