// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SOURCE = '{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
const TEST_FILES = '**/*.test.{ts,tsx}';

// Layer boundaries (docs/design.md, "Layers"): dependencies point one way.
//
//   api     depends on nothing of ours
//   core    uses api (no React, no DOM)
//   widget  uses core and api; wallet only through a dynamic import()
//   wallet  the lazily loaded wallet-pay chunk; never the UI layers or the service
//   embed   composes widget; wallet only through a dynamic import()
//   pages   compose widget and console; wallet only through a dynamic import()
//   console the merchant console (/dashboard): uses core and api, never the checkout's layers
//   sandbox uses api; never browser code (core, widget, wallet, embed, pages, console, React)
//   testing the Playwright testing kit (Node only): uses sandbox and api; no layer imports it
//
// `no-restricted-imports` matches the import string, not the resolved file, so each layer gets one config per
// folder depth, with patterns anchored on exactly as many `../` as it takes to climb back to src/. That way
// src/widget/a/B.tsx importing '../wallet/C' (a sub-folder of src/widget) is not mistaken for src/wallet. Files
// nested MAX_DEPTH folders deep or more get the looser `../**/<folder>` patterns.
// A dynamic `import('../wallet/...')` is not an import declaration, so it stays allowed; a type-only import of
// a lazy layer is erased at build time and is allowed too.
//
// Test files (*.test.ts[x]) obey the same rules, except that they may import src/sandbox to start the real
// service (docs/design.md, "Testing": tests run against the real service on port 0).
/**
 * @typedef {{ forbid: string[]; lazy?: string[]; forbidReact?: boolean; why: string;
 *   internals?: { modules: string[]; insiders: string[]; why: string } }} Layer
 */

/** @type {Record<string, Layer>} */
const LAYERS = {
  api: {
    forbid: ['core', 'widget', 'wallet', 'embed', 'pages', 'console', 'sandbox', 'testing'],
    why: 'src/api is the contract and depends on nothing of ours',
  },
  core: {
    forbid: ['widget', 'wallet', 'embed', 'pages', 'console', 'sandbox', 'testing'],
    forbidReact: true,
    why: 'src/core is framework-free checkout logic and may use only src/api',
  },
  widget: {
    forbid: ['embed', 'pages', 'console', 'sandbox', 'testing'],
    lazy: ['wallet'],
    why: 'src/widget may use only src/core and src/api',
  },
  wallet: {
    forbid: ['widget', 'embed', 'pages', 'console', 'sandbox', 'testing'],
    why: 'src/wallet is the lazily loaded wallet-pay chunk and must not pull in the UI layers or the service',
  },
  embed: {
    forbid: ['pages', 'console', 'sandbox', 'testing'],
    lazy: ['wallet'],
    why: 'src/embed composes src/widget and must not pull in pages or the service',
  },
  pages: {
    forbid: ['sandbox', 'testing'],
    lazy: ['wallet'],
    why: 'src/pages are browser code and must not pull in the service',
  },
  console: {
    forbid: ['widget', 'wallet', 'embed', 'pages', 'sandbox', 'testing'],
    why: 'src/console is the merchant console: it uses src/core and src/api, never the checkout or the service',
  },
  sandbox: {
    forbid: ['core', 'widget', 'wallet', 'embed', 'pages', 'console', 'testing'],
    forbidReact: true,
    why: 'src/sandbox may use only src/api and never imports browser code',
    // The chain layer's implementations stay behind its interface (docs/design.md, "The chain"): only the
    // chain itself, the embedded ledger's JSON-RPC server and the test helpers reach them; type imports are fine.
    internals: {
      modules: ['**/chain/ledger.js', '**/chain/embedded-chain.js', '**/store/ledger-history.js', 'litesvm'],
      insiders: ['chain', 'rpc', 'testing'],
      why: 'outside src/sandbox/chain, go through the Chain interface (chain/chain.ts), never an implementation (docs/design.md, "The chain")',
    },
  },
  testing: {
    forbid: ['core', 'widget', 'wallet', 'embed', 'pages', 'console'],
    forbidReact: true,
    why: 'src/testing is the Node-only testing kit: it starts the service and drives pages, never imports their code',
  },
};

const MAX_DEPTH = 6;

/**
 * @param {string} up the relative prefix that climbs from the importing file back to src/
 * @param {string} folder a top-level folder of src/
 */
const reaching = (up, folder) => [`${up}${folder}`, `${up}${folder}/**`];

/**
 * @param {string} layer
 * @param {string} up
 * @param {boolean} isTest
 */
function restrictedPatterns(layer, up, isTest) {
  const { forbid, lazy = [], forbidReact = false, why } = /** @type {Layer} */ (LAYERS[layer]);
  const patterns = [];
  for (const folder of forbid) {
    if (isTest && folder === 'sandbox') continue;
    patterns.push({
      group: reaching(up, folder),
      message: `${why} (docs/design.md, "Layers"): do not import src/${folder} from src/${layer}.`,
    });
  }
  for (const folder of lazy) {
    patterns.push({
      group: reaching(up, folder),
      allowTypeImports: true,
      message: `src/${folder} is a lazily loaded chunk (docs/design.md, "Layers"): load it with \`await import(...)\`, never a static import (type-only imports are fine).`,
    });
  }
  if (forbidReact) {
    patterns.push({
      regex: '^react(-dom)?(/.*)?$',
      message: `${why} (docs/design.md, "Layers"): no React in src/${layer}.`,
    });
  }
  return patterns;
}

/**
 * @param {string} layer
 * @returns {object[]} the patterns that keep a layer's internals to its insiders (none for most layers)
 */
function internalsPatterns(layer) {
  const internals = /** @type {Layer} */ (LAYERS[layer]).internals;
  if (!internals) return [];
  return [{ group: internals.modules, allowTypeImports: true, message: `${internals.why}.` }];
}

function layerBoundaries() {
  const configs = [];
  for (const layer of Object.keys(LAYERS)) {
    for (const isTest of [false, true]) {
      for (let depth = 0; depth <= MAX_DEPTH; depth++) {
        const deeper = depth === MAX_DEPTH;
        const dir = `src/${layer}/${'*/'.repeat(depth)}`;
        const glob = deeper ? `${dir}**/*.${SOURCE}` : `${dir}*.${SOURCE}`;
        const up = deeper ? '../**/' : '../'.repeat(depth + 1);
        const name = `crypto-checkout/layers/${layer}/depth-${depth}${deeper ? '+' : ''}${isTest ? '/tests' : ''}`;
        const patterns = restrictedPatterns(layer, up, isTest);
        const insiders = /** @type {Layer} */ (LAYERS[layer]).internals?.insiders ?? [];
        const insiderFiles = insiders.map((folder) => `src/${layer}/${folder}/**`);
        // A later config's no-restricted-imports replaces an earlier one's, so the layer's files outside its
        // insiders get both sets of patterns in one config, and the insiders' files the layer's alone.
        configs.push({
          name,
          // An inner array means "all of these patterns must match".
          ...(isTest
            ? { files: [[glob, TEST_FILES]] }
            : { files: [glob], ignores: [TEST_FILES, ...insiderFiles] }),
          rules: {
            'no-restricted-imports': [
              'error',
              { patterns: isTest ? patterns : [...patterns, ...internalsPatterns(layer)] },
            ],
          },
        });
        if (!isTest && insiders.length > 0) {
          configs.push({
            name: `${name}/insiders`,
            files: insiderFiles.map((insider) => [glob, insider]),
            ignores: [TEST_FILES],
            rules: { 'no-restricted-imports': ['error', { patterns }] },
          });
        }
      }
    }
  }
  return configs;
}

export default defineConfig(
  globalIgnores(
    [
      'dist/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.data/',
      'coverage/',
      'bench/results.json',
    ],
    'crypto-checkout/ignores',
  ),
  {
    name: 'crypto-checkout/linter-options',
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    name: 'crypto-checkout/language',
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    name: 'crypto-checkout/rules',
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    name: 'crypto-checkout/react-hooks',
    files: ['**/*.tsx', 'src/{widget,wallet,embed,pages,console}/**/*.ts'],
    ...reactHooks.configs.flat.recommended,
  },
  layerBoundaries(),
);
