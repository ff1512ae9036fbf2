import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/test-service.js';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});

afterAll(async () => {
  await service.destroy();
});

async function probe(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${service.url}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('health probes', () => {
  it('answers liveness with the instance id, and readiness once every check passes', async () => {
    const live = await probe('/healthz');
    expect(live).toEqual({ status: 200, body: { status: 'ok', instanceId: service.context.instanceId } });
    const ready = await probe('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({
      status: 'ready',
      instanceId: service.context.instanceId,
      checks: {
        database: { ok: true },
        ledger: { ok: true },
        migrations: { ok: true },
        reconciliation: { ok: true },
        accepting: { ok: true },
      },
    });
  });

  it('is not ready while halted by the start-up reconciliation, or stopping; liveness stays', async () => {
    service.context.halted = 'USDC short by 1';
    try {
      const halted = await probe('/readyz');
      expect(halted.status).toBe(503);
      expect(halted.body).toMatchObject({
        status: 'not_ready',
        checks: { reconciliation: { ok: false, error: 'halted: USDC short by 1' }, database: { ok: true } },
      });
    } finally {
      service.context.halted = undefined;
    }
    service.context.draining = true;
    try {
      expect(await probe('/readyz')).toMatchObject({
        status: 503,
        body: { checks: { accepting: { ok: false, error: 'stopping' } } },
      });
      expect((await probe('/healthz')).status).toBe(200);
    } finally {
      service.context.draining = false;
    }
  });

  it('names the instance by INSTANCE_ID, with a suffix new at every start', async () => {
    const named = await startTestService({ INSTANCE_ID: 'web-1' });
    try {
      const live = await (await fetch(`${named.url}/healthz`)).json();
      expect(live).toEqual({ status: 'ok', instanceId: expect.stringMatching(/^web-1-[0-9a-f]{8}$/) });
    } finally {
      await named.destroy();
    }
  });
});
