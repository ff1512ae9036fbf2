import path from 'node:path';
import { build, type Rollup } from 'vite';

/**
 * A server build of our TypeScript for Node (scripts/build-service.ts, scripts/build-testing.ts): plain ES modules,
 * unminified, every package left in node_modules (nothing is bundled from there), so that native and WebAssembly
 * modules load as usual. `chunkFileNames` places the shared chunks relative to `outDir`.
 */
export async function buildForNode(options: {
  outDir: string;
  input: Record<string, string>;
  chunkFileNames: string;
  sourcemap?: boolean;
}): Promise<Rollup.OutputChunk[]> {
  const result = (await build({
    configFile: false,
    root: path.resolve(import.meta.dirname, '..'),
    logLevel: 'warn',
    publicDir: false,
    build: {
      ssr: true,
      target: 'node20',
      outDir: options.outDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: options.sourcemap ?? false,
      rollupOptions: {
        input: options.input,
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: options.chunkFileNames },
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  return [result]
    .flat()
    .flatMap((output) => output.output)
    .filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
}
