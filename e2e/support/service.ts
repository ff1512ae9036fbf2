import { sandboxPagesDirectory } from '../../src/testing/pages-directory.js';
import { startTestService, type TestService } from '../../src/sandbox/testing/test-service.js';

/**
 * The real service, fresh for a test: free port, its own temporary data directory, serving the pages built by
 * `npm run build` (which `npm run test:e2e` runs first), found as the testing kit finds them. The kit's
 * `startSandbox` is this same start; the e2e tests keep the whole running service, its database included.
 */
export async function startServiceWithPages(environment: Record<string, string> = {}): Promise<TestService> {
  return startTestService(environment, { staticDir: sandboxPagesDirectory() });
}
