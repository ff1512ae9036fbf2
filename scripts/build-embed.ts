/**
 * The builds after the pages' (`vite build`), run by `npm run build`:
 *
 * 1. the embedded checkout (src/embed/widget.tsx): an ES module with its lazy chunks in dist/embed/, content-hashed
 *    (cached for good), loaded by the loader on the shopper's first sign of intent; on preact/compat, as the
 *    hosted pages (vite.config.ts, `ReactRuntime`);
 * 2. the loader, dist/checkout.js (src/embed/loader.ts): one small classic script (IIFE, no React), which knows
 *    the hashed name of (1); merchants load it by this fixed URL, so it is the only file served with a short cache;
 * 3. the package's library (dist/package/: `crypto-checkout` → the typed client and the loader's types,
 *    `crypto-checkout/react` → <Checkout>), with every dependency left to the merchant's bundler, React included. Its type
 *    declarations come from `tsc -p tsconfig.lib.json`, which `npm run build` runs next.
 *
 * Prints each output's size, gzip included.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, mergeConfig, type InlineConfig, type Rolldown } from 'vite';
import { sharedConfig, type ReactRuntime } from '../vite.config.js';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const packageJson = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/**
 * The loader's size budget, gzip (docs/design.md, "Embedding": a loader of a few KB; `npm run bench` checks
 * it too). 4.5 KB since the loader says "Pay with crypto" and "Loading…" in ten languages (src/embed/strings.ts).
 */
export const LOADER_GZIP_BUDGET = 4608;

function config(runtime: ReactRuntime, overrides: InlineConfig): InlineConfig {
  return mergeConfig(sharedConfig(runtime), {
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    ...overrides,
  } satisfies InlineConfig);
}

function outputsOf(result: Awaited<ReturnType<typeof build>>): Rolldown.RolldownOutput[] {
  return (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
}

// 1. The embedded checkout.
const widget = outputsOf(
  await build(
    config('preact', {
      // Chunks find each other relative to the module that imports them (import.meta.url), wherever the service is.
      base: './',
      build: {
        outDir: path.join(dist, 'embed'),
        emptyOutDir: true,
        copyPublicDir: false,
        // No <link rel="modulepreload"> put into the merchant's <head>: the embed touches nothing outside its root.
        modulePreload: false,
        rolldownOptions: {
          input: { widget: path.join(root, 'src/embed/widget.tsx') },
          // The loader calls this entry's exports.
          preserveEntrySignatures: 'strict',
          output: {
            entryFileNames: '[name]-[hash].js',
            chunkFileNames: 'chunks/[name]-[hash].js',
            assetFileNames: 'assets/[name]-[hash][extname]',
          },
        },
      },
    }),
  ),
);
const widgetEntry = widget
  .flatMap((result) => result.output)
  .find((item) => item.type === 'chunk' && item.isEntry && item.name === 'widget');
if (!widgetEntry) throw new Error('the embed build produced no widget entry');
const widgetPath = `embed/${widgetEntry.fileName}`;

// 2. The loader, pointing at (1). No React of either kind in it.
await build(
  config('preact', {
    define: {
      __CC_WIDGET_PATH__: JSON.stringify(widgetPath),
      __CC_VERSION__: JSON.stringify(packageJson.version),
    },
    build: {
      outDir: dist,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      target: 'es2020',
      rolldownOptions: {
        input: { checkout: path.join(root, 'src/embed/loader.ts') },
        output: { format: 'iife', entryFileNames: 'checkout.js' },
      },
    },
  }),
);

// 3. The library. What the package lists as its dependencies (the widget's own) and peer dependencies (React,
// which must be the merchant's one copy) stays an import for the merchant's bundler; the rest of src/ is bundled.
const dependencies = [
  ...Object.keys(packageJson.dependencies ?? {}),
  ...Object.keys(packageJson.peerDependencies ?? {}),
];
await build(
  config('react', {
    build: {
      outDir: path.join(dist, 'package'),
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      sourcemap: true,
      lib: {
        entry: { index: path.join(root, 'src/index.ts'), react: path.join(root, 'src/react.ts') },
        formats: ['es'],
      },
      rolldownOptions: {
        external: (id) => dependencies.some((name) => id === name || id.startsWith(`${name}/`)),
      },
    },
  }),
);

// Sizes.
async function size(file: string): Promise<{ bytes: number; gzip: number }> {
  const content = await readFile(file);
  return { bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
}
async function jsFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const loader = await size(path.join(dist, 'checkout.js'));
const entry = await size(path.join(dist, widgetPath));
let chunks = { bytes: 0, gzip: 0 };
for (const file of await jsFiles(path.join(dist, 'embed'))) {
  const { bytes, gzip } = await size(file);
  chunks = { bytes: chunks.bytes + bytes, gzip: chunks.gzip + gzip };
}
console.log(
  [
    'embed:',
    `  dist/checkout.js          ${kb(loader.bytes)}, gzip ${kb(loader.gzip)} (${loader.gzip} B; budget ${LOADER_GZIP_BUDGET} B)`,
    `  dist/${widgetPath}  ${kb(entry.bytes)}, gzip ${kb(entry.gzip)}`,
    `  dist/embed/ (all chunks)  ${kb(chunks.bytes)}, gzip ${kb(chunks.gzip)}`,
    '  dist/package/             library build (types: tsc -p tsconfig.lib.json)',
  ].join('\n'),
);
if (loader.gzip > LOADER_GZIP_BUDGET) {
  console.error(`dist/checkout.js is ${loader.gzip} B gzip, over its budget of ${LOADER_GZIP_BUDGET} B`);
  process.exitCode = 1;
}
