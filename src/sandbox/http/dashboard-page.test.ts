import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { call, expectError } from '../testing/http.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { DASHBOARD_PAGE_FILE } from './pages.js';

let service: TestService | undefined;
let staticDir: string | undefined;

afterEach(async () => {
  await service?.destroy();
  service = undefined;
  if (staticDir) await rm(staticDir, { recursive: true, force: true });
  staticDir = undefined;
});

/** A built `dist/` holding only what the test needs. */
async function builtPages(files: Record<string, string>): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-dist-'));
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(directory, file)), { recursive: true });
    await writeFile(path.join(directory, file), content);
  }
  return directory;
}

const CONSOLE_HTML = '<!doctype html><title>Console</title>';

describe('GET /dashboard (the merchant console page)', () => {
  it('sends the built console page for /dashboard and any path under it; /dashboard/session stays the API', async () => {
    staticDir = await builtPages({ [DASHBOARD_PAGE_FILE]: CONSOLE_HTML });
    service = await startTestService({}, { staticDir });
    for (const pagePath of [
      '/dashboard',
      '/dashboard/',
      '/dashboard/transactions',
      '/dashboard/links/abc/edit',
    ]) {
      const page = await call(service.url, 'GET', pagePath);
      expect(page.status, pagePath).toBe(200);
      expect(page.body, pagePath).toBe(CONSOLE_HTML);
      expect(page.headers.get('content-type'), pagePath).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control'), pagePath).toBe('no-cache');
      expect(page.headers.get('content-security-policy'), pagePath).toContain("script-src 'self'");
    }
    const session = expectError(await call(service.url, 'GET', '/dashboard/session'), 401);
    expect(session.path).toBe('/dashboard/session');
  });

  it('answers 404 in the envelope while the console is not built', async () => {
    staticDir = await builtPages({ 'index.html': '<!doctype html>' });
    service = await startTestService({}, { staticDir });
    expectError(await call(service.url, 'GET', '/dashboard'), 404);
    expectError(await call(service.url, 'GET', '/dashboard/transactions'), 404);
  });
});
