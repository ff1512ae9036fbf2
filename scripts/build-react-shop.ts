/**
 * The demo shop's React pages (src/pages/shop/react.html and react-wallet.html → dist/src/pages/shop/), run by
 * `npm run build` after `vite build`. Each is a merchant's React app using `<Checkout>` (react-wallet.html with the
 * merchant's own wallet-adapter provider around it), so they run on React 19 itself, as that merchant's would; the
 * other pages run on preact/compat (vite.config.ts, `ReactRuntime`), which is why they are a build of their own.
 * One build for both, so they share their chunks (React, the checkout, the wallet chunk) as one app's pages would.
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
        input: {
          shopReact: path.join(root, 'src/pages/shop/react.html'),
          shopReactWallet: path.join(root, 'src/pages/shop/react-wallet.html'),
        },
      },
    },
  }),
);
console.log('shop: dist/src/pages/shop/react.html, react-wallet.html (React 19)');
