/**
 * The service's own build, run by `npm run build`: src/sandbox compiled to plain ES modules in dist/service/, so
 * that `npm start` runs Node on JavaScript rather than compiling TypeScript at every start (through tsx, about
 * 1.4 s of a start on this project's 2-core machines; docs/design.md, "Runtimes"). Every dependency stays in
 * node_modules (a server build: nothing is bundled from there), so native and WebAssembly modules load as usual.
 *
 * Entries: main.js (`npm start`), and service.js with config.js for programs that start the service themselves
 * (the benchmark's service process).
 */
import path from 'node:path';
import { buildForNode } from './node-build.js';

const root = path.resolve(import.meta.dirname, '..');

await buildForNode({
  outDir: path.join(root, 'dist', 'service'),
  input: {
    main: path.join(root, 'src/sandbox/main.ts'),
    service: path.join(root, 'src/sandbox/service.ts'),
    config: path.join(root, 'src/sandbox/config.ts'),
  },
  chunkFileNames: 'chunks/[name]-[hash].js',
  sourcemap: true,
});
