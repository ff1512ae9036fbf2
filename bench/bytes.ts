/**
 * The byte figures of the built browser code and their budgets: what `npm run bench` reports and
 * `npm run test:budgets` (the last step of `npm test`) enforces.
 *
 * Every figure is the gzip size (zlib level 9, the most any server would use; gzip of the same bytes with the same
 * zlib gives the same size, so the figures are deterministic) of the JavaScript files a customer's browser has to
 * download for one step, summed per file (each file is sent, and compressed, on its own):
 *
 * - loader:      dist/checkout.js, the script-tag loader a merchant's page includes (src/embed/).
 * - QR path:     what the hosted payment page loads before any dynamic import(): its entry chunk and every chunk
 *                that one imports statically, transitively, read from the Vite manifest (dist/.vite/manifest.json)
 *                and checked against the page's built HTML (its module script and modulepreload links).
 * - wallet chunk: the chunk(s) the widget imports dynamically from src/wallet/ ("Pay with wallet"), with every
 *                chunk they import statically that the QR path has not already loaded.
 *
 * A KB is 1024 bytes.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const KB = 1024;
export const GZIP_LEVEL = 9;

/** The hosted payment page in the Vite manifest (its HTML entry, relative to the project root). */
export const PAY_PAGE_ENTRY = 'src/pages/pay/index.html';
/** The built hosted payment page, relative to dist/. */
export const PAY_PAGE_HTML = 'src/pages/pay/index.html';
/** The script-tag loader, relative to dist/. */
export const LOADER_FILE = 'checkout.js';
/** Where the manifest is, relative to dist/ (vite.config.ts: `build.manifest: true`). */
export const MANIFEST_FILE = '.vite/manifest.json';
/** Source folder of the lazily loaded wallet-pay code. */
export const WALLET_SOURCE_DIR = 'src/wallet/';

export type ByteFigureId = 'loader' | 'qrPath' | 'walletChunk';

export const BYTE_BUDGETS: Readonly<Record<ByteFigureId, { label: string; budget: number }>> = {
  // 4.5 KB: its button and placeholder speak the checkout's ten languages (src/embed/strings.ts).
  loader: { label: 'Loader (dist/checkout.js)', budget: 4.5 * KB },
  qrPath: { label: 'JS to show the QR (pay page before any import())', budget: 90 * KB },
  walletChunk: { label: 'Wallet chunk (src/wallet/, beyond the QR path)', budget: 150 * KB },
};

export interface MeasuredFile {
  /** Relative to dist/. */
  file: string;
  bytes: number;
  gzip: number;
}

interface FigureBase {
  id: ByteFigureId;
  label: string;
  /** gzip bytes allowed. */
  budget: number;
}

export interface MeasuredFigure extends FigureBase {
  status: 'ok' | 'over';
  bytes: number;
  gzip: number;
  files: MeasuredFile[];
  note?: string;
}

export interface UnmeasuredFigure extends FigureBase {
  status: 'missing' | 'error';
  problem: string;
}

export type ByteFigure = MeasuredFigure | UnmeasuredFigure;

export function isMeasured(figure: ByteFigure): figure is MeasuredFigure {
  return figure.status === 'ok' || figure.status === 'over';
}

/** One chunk of the Vite manifest (https://vite.dev/guide/backend-integration). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** A figure that cannot be measured, with what to do about it. */
export class MeasurementError extends Error {
  readonly code: 'missing' | 'error';
  constructor(code: 'missing' | 'error', message: string) {
    super(message);
    this.name = 'MeasurementError';
    this.code = code;
  }
}

export function gzipSize(content: Uint8Array): number {
  return gzipSync(content, { level: GZIP_LEVEL }).length;
}

export function measureFile(dist: string, file: string): MeasuredFile {
  const absolute = path.join(dist, file);
  if (!existsSync(absolute)) {
    throw new MeasurementError(
      'error',
      `dist/${file} is named by the build but is not there: run \`npm run build\` again`,
    );
  }
  const content = readFileSync(absolute);
  return { file, bytes: content.length, gzip: gzipSize(content) };
}

export function readManifest(dist: string): Manifest {
  const file = path.join(dist, MANIFEST_FILE);
  if (!existsSync(file)) {
    throw new MeasurementError(
      'missing',
      `${path.relative(process.cwd(), file)} is missing: run \`npm run build\` (vite.config.ts has build.manifest: true)`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The manifest keys of `start` and of every chunk they import statically, transitively, in visiting order. */
export function staticImportClosure(manifest: Manifest, start: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const key = queue.shift() as string;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new MeasurementError('error', `the Vite manifest has no chunk ${JSON.stringify(key)}`);
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  return [...seen];
}

/** Manifest keys of the chunks dynamically imported by `keys`, and by those, transitively (with their imports). */
export function dynamicImportClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const reached = new Set<string>();
  const queue = keys.flatMap((key) => manifest[key]?.dynamicImports ?? []);
  while (queue.length > 0) {
    const key = queue.shift() as string;
    if (reached.has(key)) continue;
    reached.add(key);
    for (const member of staticImportClosure(manifest, [key])) {
      queue.push(...(manifest[member]?.dynamicImports ?? []));
    }
  }
  return [...reached];
}

function jsFilesOf(manifest: Manifest, keys: readonly string[]): string[] {
  const files = keys
    .map((key) => (manifest[key] as ManifestChunk).file)
    .filter((file) => file.endsWith('.js'));
  return [...new Set(files)];
}

/** The JS files of the hosted payment page before any dynamic import, from the manifest. */
export function qrPathFiles(manifest: Manifest): string[] {
  if (!manifest[PAY_PAGE_ENTRY]) {
    throw new MeasurementError(
      'missing',
      `the Vite manifest has no entry ${PAY_PAGE_ENTRY}: the hosted payment page is not built (vite.config.ts, htmlEntries)`,
    );
  }
  return jsFilesOf(manifest, staticImportClosure(manifest, [PAY_PAGE_ENTRY]));
}

/** The JS files the built page's HTML loads at once: module scripts and modulepreload links, relative to dist/. */
export function htmlScriptFiles(html: string): string[] {
  const files = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    const isModuleScript = /^<script\b/i.test(tag) && /\btype=["']?module\b/i.test(tag);
    const isPreload = /^<link\b/i.test(tag) && /\brel=["']?modulepreload\b/i.test(tag);
    if (!isModuleScript && !isPreload) continue;
    const url = /\b(?:src|href)=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (url && !/^[a-z]+:/i.test(url)) files.add(url.replace(/^\.?\/+/, ''));
  }
  return [...files];
}

/** The wallet chunk: src/wallet/'s dynamic entries plus what they import statically, less the QR path's chunks. */
export function walletChunkFiles(manifest: Manifest): { files: string[]; note?: string } {
  const entries = Object.keys(manifest).filter(
    (key) => manifest[key]?.isDynamicEntry && (manifest[key]?.src ?? key).startsWith(WALLET_SOURCE_DIR),
  );
  if (entries.length === 0) {
    const statically = Object.keys(manifest).some((key) => key.startsWith(WALLET_SOURCE_DIR));
    throw new MeasurementError(
      'missing',
      statically
        ? `src/wallet/ is in the build but not as a chunk of its own: the widget must load it with a dynamic import()`
        : `the pages build has no chunk of src/wallet/: the widget's "Pay with wallet" should load src/wallet/ with a ` +
            `dynamic import(), which gives it a chunk of its own in ${MANIFEST_FILE}`,
    );
  }
  const qrKeys = staticImportClosure(manifest, [PAY_PAGE_ENTRY]);
  const qrFiles = new Set(jsFilesOf(manifest, qrKeys));
  const files = jsFilesOf(manifest, staticImportClosure(manifest, entries)).filter(
    (file) => !qrFiles.has(file),
  );
  const fromPayPage = dynamicImportClosure(manifest, qrKeys);
  const reached = entries.filter((entry) => fromPayPage.includes(entry));
  if (reached.length === entries.length) return { files };
  const unreached = entries.filter((entry) => !reached.includes(entry));
  return { files, note: `not loaded by the pay page: ${unreached.join(', ')}` };
}

function figure(
  id: ByteFigureId,
  measure: () => { files: string[]; note?: string | undefined },
  dist: string,
): ByteFigure {
  const { label, budget } = BYTE_BUDGETS[id];
  try {
    const { files, note } = measure();
    const measured = files.map((file) => measureFile(dist, file));
    const gzip = measured.reduce((sum, file) => sum + file.gzip, 0);
    const bytes = measured.reduce((sum, file) => sum + file.bytes, 0);
    return {
      id,
      label,
      budget,
      status: gzip <= budget ? 'ok' : 'over',
      bytes,
      gzip,
      files: measured,
      ...(note ? { note } : {}),
    };
  } catch (error) {
    if (!(error instanceof MeasurementError)) throw error;
    return { id, label, budget, status: error.code, problem: error.message };
  }
}

/** Measures the three byte figures of a build in `dist` (as `npm run build` leaves it). */
export function measureBytes(dist: string): ByteFigure[] {
  let manifest: Manifest | undefined;
  const withManifest = (measure: (manifest: Manifest) => { files: string[]; note?: string }) => () => {
    manifest ??= readManifest(dist);
    return measure(manifest);
  };
  return [
    figure(
      'loader',
      () => {
        if (!existsSync(path.join(dist, LOADER_FILE))) {
          throw new MeasurementError(
            'missing',
            `dist/${LOADER_FILE} is missing: \`npm run build\` should build the script-tag loader (src/embed/) there`,
          );
        }
        return { files: [LOADER_FILE] };
      },
      dist,
    ),
    figure(
      'qrPath',
      withManifest((manifest) => {
        const files = qrPathFiles(manifest);
        const htmlFile = path.join(dist, PAY_PAGE_HTML);
        if (!existsSync(htmlFile)) throw new MeasurementError('missing', `dist/${PAY_PAGE_HTML} is missing`);
        const fromHtml = htmlScriptFiles(readFileSync(htmlFile, 'utf8'));
        const same = fromHtml.length === files.length && fromHtml.every((file) => files.includes(file));
        if (!same) {
          throw new MeasurementError(
            'error',
            `the manifest (${files.join(', ')}) and dist/${PAY_PAGE_HTML} (${fromHtml.join(', ')}) disagree on ` +
              'what the pay page loads',
          );
        }
        return { files };
      }),
      dist,
    ),
    figure('walletChunk', withManifest(walletChunkFiles), dist),
  ];
}

export function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** "over by 30.1 KB", "12.0 KB to spare", or what is missing. */
export function budgetVerdict(figure: ByteFigure): string {
  if (!isMeasured(figure)) return `${figure.status.toUpperCase()}: ${figure.problem}`;
  const difference = figure.budget - figure.gzip;
  return difference >= 0 ? `ok, ${formatKb(difference)} to spare` : `OVER by ${formatKb(-difference)}`;
}
