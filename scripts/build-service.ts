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
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: true,
    target: 'node20',
    outDir: path.join(root, 'dist', 'service'),
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    rollupOptions: {
      input: {
        main: path.join(root, 'src/sandbox/main.ts'),
        service: path.join(root, 'src/sandbox/service.ts'),
        config: path.join(root, 'src/sandbox/config.ts'),
      },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
