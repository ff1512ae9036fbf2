/**
 * The demo shop's React page (src/pages/shop/react.html → dist/src/pages/shop/react.html), run by `npm run build`
 * after `vite build`. It is a merchant's React app using `<Checkout>`, so it runs on React 19 itself, as that
 * merchant's would; the other pages run on preact/compat (vite.config.ts, `ReactRuntime`), which is why it is a
 * build of its own.
 */
import path from 'node:path';
import { build, mergeConfig } from 'vite';
import { sharedConfig } from '../vite.config.js';

const root = path.resolve(import.meta.dirname, '..');

await build(
  mergeConfig(sharedConfig('react'), {
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    build: {
      outDir: path.join(root, 'dist'),
      // Beside the pages `vite build` wrote; its files are content-hashed, so nothing of theirs is overwritten.
      emptyOutDir: false,
      copyPublicDir: false,
      // dist/.vite/manifest.json stays the one of the other pages (the byte budgets read it).
      manifest: false,
      rolldownOptions: {
        input: { shopReact: path.join(root, 'src/pages/shop/react.html') },
      },
    },
  }),
);
console.log('shop: dist/src/pages/shop/react.html (React 19)');
