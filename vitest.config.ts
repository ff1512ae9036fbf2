import { configDefaults, defineConfig } from 'vitest/config';

// Unit and integration tests sit beside the code (src/**/*.test.ts[x]). Many start the real sandbox service on
// port 0 with an embedded PGlite database, so test files run in separate processes, at most two at a time
// (the machines have 2 cores).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: [...configDefaults.exclude, 'e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
  },
});
