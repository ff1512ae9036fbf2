import path from 'node:path';
import { existsSync } from 'node:fs';
import { startTestService, type TestService } from '../../src/sandbox/testing/test-service.js';

const BUILT_PAGES = path.resolve(import.meta.dirname, '../../dist');

/**
 * The real service, fresh for a test: free port, its own temporary data directory, serving the pages built by
 * `npm run build` (which `npm run test:e2e` runs first).
 */
export async function startServiceWithPages(environment: Record<string, string> = {}): Promise<TestService> {
  if (!existsSync(path.join(BUILT_PAGES, 'index.html'))) {
    throw new Error('dist/ has no built pages: run `npm run build` first (npm run test:e2e does)');
  }
  return startTestService(environment, { staticDir: BUILT_PAGES });
}
