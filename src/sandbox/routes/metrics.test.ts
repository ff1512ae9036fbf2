import { afterEach, describe, expect, it } from 'vitest';
import { initiateFor } from '../testing/gateway-flows.js';
import { startTestService, type TestService } from '../testing/test-service.js';

let service: TestService | undefined;

afterEach(async () => {
  await service?.destroy();
  service = undefined;
});

/** The value of the first series named `name` whose labels include every one of `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2] ?? '';
    if (Object.entries(labels).every(([key, value]) => present.includes(`${key}="${value}"`))) {
      return Number(match[3]);
    }
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('reports request latency by route, job lag, open transactions, the pool and reconciliation', async () => {
    service = await startTestService({ DEPOSIT_POOL_SIZE: '2' });
    const running = service;
    await fetch(`${running.url}/v1/currencies`);
    await initiateFor(running, 'USDC', 5);
    // Every job has run at least once within a few seconds.
    await expect
      .poll(
        async () => {
          const text = await (await fetch(`${running.url}/metrics`)).text();
          return sample(text, 'crypto_checkout_job_seconds_since_last_run', { job: 'closed_deposit_scan' });
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(0);

    const response = await fetch(`${running.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    const instance = { instance_id: running.context.instanceId };
    expect(
      sample(text, 'crypto_checkout_http_request_duration_seconds_count', {
        ...instance,
        method: 'GET',
        route: '/v1/currencies',
        status: '200',
      }),
    ).toBe(1);
    expect(
      sample(text, 'crypto_checkout_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/v1/transactions',
        status: '201',
      }),
    ).toBe(1);
    expect(sample(text, 'crypto_checkout_open_transactions', instance)).toBe(1);
    expect(sample(text, 'crypto_checkout_job_interval_seconds', { job: 'expiry' })).toBeGreaterThan(0);
    expect(sample(text, 'crypto_checkout_job_failed_runs', { job: 'intent_recovery' })).toBe(0);
    expect(sample(text, 'crypto_checkout_deposit_pool', { crypto: 'USDC' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'crypto_checkout_webhook_backlog')).toBe(0);
    expect(sample(text, 'crypto_checkout_halted')).toBe(0);
    expect(sample(text, 'crypto_checkout_reconciliation_lines', { status: 'ok' })).toBeGreaterThan(0);
    expect(sample(text, 'crypto_checkout_reconciliation_lines', { status: 'shortfall' })).toBe(0);
    expect(sample(text, 'crypto_checkout_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('answers only the bearer of METRICS_TOKEN when one is set', async () => {
    const token = 'metrics-token-for-tests-0123456789';
    service = await startTestService({ METRICS_TOKEN: token });
    expect((await fetch(`${service.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${service.url}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ success: false });
    const right = await fetch(`${service.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(right.status).toBe(200);
  });
});
