/**
 * Where the bytes of the QR path and the wallet chunk come from: the pages are built once more, into a temporary
 * folder, with hidden source maps (the same code, without the sourceMappingURL comment), and every stretch of
 * each chunk is attributed through its source map to the package (node_modules/<name>) or source folder
 * (src/<layer>) it came from. A chunk's gzip size is shared out in proportion to each origin's own gzip size in
 * it, so the shares add up to the real figure; they are estimates (gzip compresses across origins).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { gzipSize, qrPathFiles, readManifest, walletChunkFiles, MeasurementError } from './bytes.js';

export interface OriginShare {
  origin: string;
  /** Minified bytes. */
  bytes: number;
  /** Estimated share of the gzip figure. */
  gzip: number;
}

export interface Breakdown {
  qrPath?: OriginShare[];
  walletChunk?: OriginShare[];
}

/** `node_modules/react-dom/…` → react-dom; `src/api/schemas/x.ts` → src/api; anything else as it is. */
export function originOf(source: string): string {
  const normalised = source.replace(/\\/g, '/');
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(normalised);
  if (inModules) return inModules[1] as string;
  const inSource = /(?:^|\/)(src\/[^/]+)\//.exec(normalised);
  if (inSource) return inSource[1] as string;
  return 'other (bundler runtime, helpers)';
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The generated positions of a source map's mappings, each with the index of the source it came from (none for
 * generated code): the "mappings" field's base64 VLQ segments (https://tc39.es/ecma426/), decoded.
 */
export function decodeMappings(mappings: string): { line: number; column: number; source?: number }[] {
  const decoded: { line: number; column: number; source?: number }[] = [];
  let source = 0;
  mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const character of segment) {
        const digit = BASE64.indexOf(character);
        if (digit === -1) throw new Error(`invalid source map segment ${JSON.stringify(segment)}`);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        source += fields[1] ?? 0;
        decoded.push({ line: lineIndex, column, source });
      } else {
        decoded.push({ line: lineIndex, column });
      }
    }
  });
  return decoded;
}

async function chunkShares(directory: string, file: string): Promise<OriginShare[]> {
  const code = await readFile(path.join(directory, file), 'utf8');
  const mapFile = path.join(directory, `${file}.map`);
  // A chunk the bundler writes itself (its runtime) has no source map.
  const map: SourceMap = existsSync(mapFile)
    ? (JSON.parse(await readFile(mapFile, 'utf8')) as SourceMap)
    : { sources: [], mappings: '' };
  const lineStarts = [0];
  for (let index = code.indexOf('\n'); index !== -1; index = code.indexOf('\n', index + 1)) {
    lineStarts.push(index + 1);
  }
  const segments = decodeMappings(map.mappings).map((mapping) => ({
    start: (lineStarts[mapping.line] ?? code.length) + mapping.column,
    origin:
      mapping.source === undefined
        ? 'other (bundler runtime, helpers)'
        : originOf(map.sources[mapping.source] ?? ''),
  }));
  segments.sort((a, b) => a.start - b.start);
  const pieces = new Map<string, string[]>();
  // Code before the first mapping (a banner, a runtime) belongs to nobody's source.
  const first = segments[0]?.start ?? code.length;
  if (first > 0) pieces.set('other (bundler runtime, helpers)', [code.slice(0, first)]);
  segments.forEach((segment, index) => {
    const end = segments[index + 1]?.start ?? code.length;
    const list = pieces.get(segment.origin) ?? [];
    list.push(code.slice(segment.start, end));
    pieces.set(segment.origin, list);
  });
  const own = [...pieces].map(([origin, list]) => {
    const text = list.join('');
    return { origin, bytes: Buffer.byteLength(text), separateGzip: gzipSize(Buffer.from(text)) };
  });
  const total = gzipSize(Buffer.from(code));
  const separate = own.reduce((sum, item) => sum + item.separateGzip, 0);
  return own.map(({ origin, bytes, separateGzip }) => ({
    origin,
    bytes,
    gzip: separate > 0 ? (separateGzip / separate) * total : 0,
  }));
}

function merge(lists: OriginShare[][]): OriginShare[] {
  const merged = new Map<string, OriginShare>();
  for (const share of lists.flat()) {
    const current = merged.get(share.origin) ?? { origin: share.origin, bytes: 0, gzip: 0 };
    merged.set(share.origin, {
      origin: share.origin,
      bytes: current.bytes + share.bytes,
      gzip: current.gzip + share.gzip,
    });
  }
  return [...merged.values()].sort((a, b) => b.gzip - a.gzip);
}

/** Builds the pages with hidden source maps into a temporary folder and breaks the figures down by origin. */
export async function breakDownBytes(root: string): Promise<Breakdown> {
  const directory = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-bench-build-'));
  try {
    await build({
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir: directory, emptyOutDir: true, sourcemap: 'hidden' },
    });
    const manifest = readManifest(directory);
    const shares = async (files: string[]) =>
      merge(await Promise.all(files.map((file) => chunkShares(directory, file))));
    const result: Breakdown = { qrPath: await shares(qrPathFiles(manifest)) };
    try {
      result.walletChunk = await shares(walletChunkFiles(manifest).files);
    } catch (error) {
      if (!(error instanceof MeasurementError)) throw error;
    }
    return result;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
