import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeMappings, originOf } from './breakdown.js';
import {
  BYTE_BUDGETS,
  KB,
  gzipSize,
  htmlScriptFiles,
  measureBytes,
  qrPathFiles,
  staticImportClosure,
  walletChunkFiles,
  type Manifest,
} from './bytes.js';

/** A manifest shaped like the pages build's: two pages sharing React, the pay page importing the wallet lazily. */
const MANIFEST: Manifest = {
  '_runtime.js': { file: 'assets/runtime.js' },
  '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
  '_widget.js': {
    file: 'assets/widget.js',
    imports: ['_react.js'],
    dynamicImports: ['src/wallet/wallet-pay.ts'],
  },
  '_web3.js': { file: 'assets/web3.js', imports: ['_runtime.js'] },
  'index.html': { file: 'assets/main.js', src: 'index.html', isEntry: true, imports: ['_react.js'] },
  'src/pages/pay/index.html': {
    file: 'assets/pay.js',
    src: 'src/pages/pay/index.html',
    isEntry: true,
    imports: ['_runtime.js', '_react.js', '_widget.js'],
    css: ['assets/pay.css'],
  },
  'src/wallet/wallet-pay.ts': {
    file: 'assets/wallet-pay.js',
    src: 'src/wallet/wallet-pay.ts',
    isDynamicEntry: true,
    imports: ['_web3.js', '_react.js'],
  },
};

const PAY_HTML = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/pay.js"></script>
<link rel="modulepreload" crossorigin href="/assets/runtime.js">
<link rel="modulepreload" crossorigin href="/assets/react.js">
<link rel="modulepreload" crossorigin href="/assets/widget.js">
<link rel="stylesheet" crossorigin href="/assets/pay.css">
<link rel="icon" href="/logo.svg">
</head><body></body></html>`;

describe('the byte figures', () => {
  it('follow static imports only: the QR path is the pay entry and what it imports, transitively', () => {
    expect(staticImportClosure(MANIFEST, ['src/pages/pay/index.html'])).toEqual([
      'src/pages/pay/index.html',
      '_runtime.js',
      '_react.js',
      '_widget.js',
    ]);
    expect(qrPathFiles(MANIFEST)).toEqual([
      'assets/pay.js',
      'assets/runtime.js',
      'assets/react.js',
      'assets/widget.js',
    ]);
  });

  it('read the same files from the built HTML: module script and modulepreload links, not CSS or icons', () => {
    expect(htmlScriptFiles(PAY_HTML).sort()).toEqual(qrPathFiles(MANIFEST).sort());
  });

  it('count in the wallet chunk only what the QR path has not loaded already', () => {
    expect(walletChunkFiles(MANIFEST)).toEqual({ files: ['assets/wallet-pay.js', 'assets/web3.js'] });
  });

  it('say what is missing when the wallet has no chunk of its own', () => {
    const { ['src/wallet/wallet-pay.ts']: _wallet, ...withoutWallet } = MANIFEST;
    expect(() => walletChunkFiles(withoutWallet)).toThrow(/no chunk of src\/wallet\/.*dynamic import\(\)/);
  });

  describe('of a built dist/', () => {
    let dist: string | undefined;
    afterEach(async () => {
      if (dist) await rm(dist, { recursive: true, force: true });
      dist = undefined;
    });

    async function writeDist(files: Record<string, string>): Promise<string> {
      dist = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-bytes-test-'));
      for (const [name, content] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(dist, name)), { recursive: true });
        await writeFile(path.join(dist, name), content);
      }
      return dist;
    }

    const chunk = (name: string, size: number) => `/* ${name} */ ${'x'.repeat(size)}`;

    it('sum each file’s own gzip size and compare it with the budget', async () => {
      const directory = await writeDist({
        '.vite/manifest.json': JSON.stringify(MANIFEST),
        'src/pages/pay/index.html': PAY_HTML,
        'checkout.js': chunk('loader', 100),
        'assets/runtime.js': chunk('runtime', 10),
        'assets/react.js': chunk('react', 1000),
        'assets/widget.js': chunk('widget', 1000),
        'assets/pay.js': chunk('pay', 10),
        'assets/wallet-pay.js': chunk('wallet', 10),
        'assets/web3.js': chunk('web3', 10),
      });
      const [loader, qrPath, wallet] = measureBytes(directory);
      expect(loader).toMatchObject({
        id: 'loader',
        status: 'ok',
        gzip: gzipSize(Buffer.from(chunk('loader', 100))),
      });
      const expectedQr = ['pay', 'runtime', 'widget', 'react'].reduce(
        (sum, name) =>
          sum + gzipSize(Buffer.from(chunk(name, name === 'react' || name === 'widget' ? 1000 : 10))),
        0,
      );
      expect(qrPath).toMatchObject({ id: 'qrPath', status: 'ok', gzip: expectedQr, budget: 90 * KB });
      expect(wallet).toMatchObject({
        id: 'walletChunk',
        status: 'ok',
        budget: BYTE_BUDGETS.walletChunk.budget,
      });
    });

    it('fail with what to do when the loader, the manifest or the page is missing, or when they disagree', async () => {
      const directory = await writeDist({ 'index.html': '<!doctype html>' });
      const figures = measureBytes(directory);
      expect(figures.map((figure) => figure.status)).toEqual(['missing', 'missing', 'missing']);
      expect(figures[0]).toMatchObject({ problem: expect.stringMatching(/dist\/checkout\.js is missing/) });
      expect(figures[1]).toMatchObject({
        problem: expect.stringMatching(/manifest\.json is missing: run `npm run build`/),
      });

      await rm(directory, { recursive: true, force: true });
      const disagreeing = await writeDist({
        '.vite/manifest.json': JSON.stringify(MANIFEST),
        'src/pages/pay/index.html': PAY_HTML.replace('/assets/widget.js', '/assets/other.js'),
      });
      const [, qrPath, wallet] = measureBytes(disagreeing);
      expect(qrPath).toMatchObject({ status: 'error', problem: expect.stringMatching(/disagree/) });
      expect(wallet).toMatchObject({
        status: 'error',
        problem: expect.stringMatching(/is named by the build but is not there/),
      });
    });

    it('report a figure over its budget as over', async () => {
      // Random bytes do not compress: 8 KB of them are well over the loader's 4 KB.
      const directory = await writeDist({ 'checkout.js': randomBytes(8 * KB).toString('latin1') });
      const [loader] = measureBytes(directory);
      expect(loader).toMatchObject({ status: 'over' });
    });
  });
});

describe('the breakdown by origin', () => {
  it('names packages and source folders', () => {
    expect(originOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(originOf('../node_modules/@tanstack/query-core/build/modern/query.js')).toBe(
      '@tanstack/query-core',
    );
    expect(originOf('../../src/api/schemas/common.ts')).toBe('src/api');
    expect(originOf('\u0000vite/modulepreload-polyfill.js')).toMatch(/^other/);
  });

  it('decodes source map mappings (base64 VLQ)', () => {
    // "AAAA,IAAI;ECAA": line 0 col 0 → source 0; line 0 col 4 → source 0; line 1 col 2 → source 1.
    expect(decodeMappings('AAAA,IAAI;ECAA')).toEqual([
      { line: 0, column: 0, source: 0 },
      { line: 0, column: 4, source: 0 },
      { line: 1, column: 2, source: 1 },
    ]);
    // A segment of one field maps generated code to no source.
    expect(decodeMappings('A,C')).toEqual([
      { line: 0, column: 0 },
      { line: 0, column: 1 },
    ]);
  });
});
