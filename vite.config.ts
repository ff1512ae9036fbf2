import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

// HTML entries of the build. Pages served by Vite (hosted payment-link page, demo shop, …) are added here as
// `name: resolve(root, 'src/pages/<page>/index.html')`.
const htmlEntries: Record<string, string> = {
  main: resolve(root, 'index.html'),
};

// In development the sandbox service embeds Vite in middleware mode, so there is no dev server proxy here.
export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Vite 8 bundles with Rolldown: `build.rollupOptions` is a deprecated alias of `build.rolldownOptions`.
    rolldownOptions: {
      input: htmlEntries,
    },
  },
});
