import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Unit and integration tests sit beside the code (src/**/*.test.ts[x]). Many start the real sandbox service on
// port 0 with an embedded PGlite database, so test files run in separate processes, at most two at a time
// (the machines have 2 cores).
//
// With TEST_DATABASE_URL (an admin URL of a PostgreSQL server; `bash .ci/run` starts one) the suites that store
// anything run a second time as project "postgres": STORE=postgres gives every test service a fresh database of
// its own on that server (src/sandbox/testing/test-service.ts).
const POSTGRES_SUITES = ['src/sandbox/**/*.test.ts', 'src/api/client.integration.test.ts'];
const NOT_IN_POSTGRES_PASS = [
  // Tests PGlite and PostgreSQL side by side already, in the first pass.
  'src/sandbox/store/database.test.ts',
  // Opens PGlite itself rather than through the test service, so a second pass would test PGlite again.
  'src/sandbox/chain/ledger.test.ts',
  // The standalone ledger (`npm run ledger`) keeps its history in a PGlite of its own, whatever the store.
  'src/sandbox/rpc/standalone-ledger.test.ts',
  // About the network between the gateway and its RPC endpoint, not the store; the slowest suite (Retry-After).
  'src/sandbox/chain/rpc-chain-faults.test.ts',
];

const postgres = Boolean(process.env.TEST_DATABASE_URL);
if (!postgres) {
  console.log(
    'vitest: TEST_DATABASE_URL is not set: the store tests run on PGlite only, the PostgreSQL pass is skipped (README, "PostgreSQL")',
  );
}

// Per project, not at the root: a project extending the root would add its include list to the root's.
const allTests = {
  // bench/*.test.ts: the benchmark's own logic (which files a byte budget counts), not the measurements.
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts'],
  exclude: [...configDefaults.exclude, 'e2e/**'],
};

const projects: TestProjectInlineConfiguration[] = [
  { extends: true, test: { name: 'pglite', ...allTests, env: { STORE: 'pglite' } } },
  {
    extends: true,
    test: {
      name: 'postgres',
      include: POSTGRES_SUITES,
      exclude: [...configDefaults.exclude, ...NOT_IN_POSTGRES_PASS],
      env: { STORE: 'postgres' },
    },
  },
];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    ...(postgres ? { projects } : allTests),
  },
});
