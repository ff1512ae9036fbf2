import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/test-service.js';
import { buildApiApp } from './app.js';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});

afterAll(async () => {
  await service.destroy();
});

describe('request ids and log lines', () => {
  it('answers every request with its id, keeping a well-formed X-Request-Id from a load balancer', async () => {
    const fresh = await fetch(`${service.url}/healthz`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${service.url}/healthz`, { headers: { 'x-request-id': 'lb-7f3a.1:2' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.1:2');
    const replaced = await fetch(`${service.url}/healthz`, { headers: { 'x-request-id': 'a b"\\{' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes JSON log lines carrying the instance id and the request id', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    const app = await buildApiApp(service.context, { level: 'info', stream });
    try {
      await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-42' } });
    } finally {
      await app.close();
    }
    const answered = lines.find((line) => line.msg === 'request completed');
    expect(answered).toMatchObject({ instanceId: service.context.instanceId, requestId: 'trace-42' });
  });
});
