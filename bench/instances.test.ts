import { describe, expect, it } from 'vitest';
import type { InstanceResults } from './instances.js';
import type { LoadFigure } from './load.js';
import { instanceRows, scaleOutRow } from './report.js';
import { delaySummary } from './stats.js';

function figure(requestsPerSecond: number, p99: number): LoadFigure {
  return {
    requestsPerSecond,
    latencyMs: { p50: 1, p99, average: 1.5, max: p99 },
    requests: requestsPerSecond * 10,
    seconds: 10,
  };
}

describe('cross-instance delay statistics', () => {
  it('takes nearest-rank p50 and p95, the largest, and counts the far end seeing it first', () => {
    // 1..98 ms, shuffled, plus two where B read the change first: sorted, rank 50 is 48 ms and rank 95 is 93 ms.
    const samples = [...Array.from({ length: 98 }, (_, index) => ((index * 37) % 98) + 1), -2, -0.5];
    const summary = delaySummary(samples);
    expect(summary.p50).toBe(48);
    expect(summary.p95).toBe(93);
    expect(summary.max).toBe(98);
    expect(summary.negative).toBe(2);
    expect(summary.samplesMs).toHaveLength(100);
  });

  it('refuses to summarise nothing', () => {
    expect(() => delaySummary([])).toThrow('no samples');
  });
});

describe('several-instances rows', () => {
  it('reads 2 instances against 1 as a ratio, and misses a floor of 1×', () => {
    const [, result, against, verdict] = scaleOutRow('2 instances', figure(800, 10), figure(1_000, 5), 20);
    expect(result).toContain('(0.80× 1 instance)');
    expect(against).toBe('≥ 1× 1 instance = 1,000 req/s; p99 ≤ 20 ms');
    expect(verdict).toBe('req/s missed by 1.25×');
  });

  it('meets the goal when 2 instances do at least as well and the p99 holds', () => {
    expect(scaleOutRow('2 instances', figure(1_500, 10), figure(1_000, 5), 20)[3]).toBe('met');
    expect(scaleOutRow('2 instances', figure(1_500, 30), figure(1_000, 5), 20)[3]).toBe(
      'p99 missed by 1.50×',
    );
  });

  it('puts every figure beside its goal, the delay against 300 ms p95', () => {
    const results: InstanceResults = {
      hello: figure(10_000, 2),
      workingSet: 2_500,
      one: { instances: 1, verification: figure(4_000, 5), initiation: figure(200, 400) },
      two: { instances: 2, verification: figure(3_600, 8), initiationError: 'answers other than 2xx' },
      delay: delaySummary([3, 4, 5, 400, -1]),
    };
    const rows = instanceRows(results);
    expect(rows.map((row) => row[0])).toEqual([
      'Bare Fastify "hello" route (baseline), 50 connections',
      '1 instance: GET /v1/transactions/:reference/verify, no key, over 2,500 open',
      '2 instances: the same, 25 connections each (round robin)',
      '1 instance: POST /v1/transactions, real route (USDC, USDT, SOL in turn)',
      '2 instances: the same, 25 connections each (round robin)',
      `Event delay across instances: "success" read on A's stream → on B's, paid through A (p50, p95, max of 5)`,
    ]);
    expect(rows[1]?.[3]).toBe('met');
    expect(rows[2]?.[3]).toBe('req/s missed by 1.11×');
    expect(rows[3]?.[3]).toBe('req/s missed by 5.00×; p99 missed by 4.00×');
    expect(rows[4]?.[1]).toBe('NOT MEASURED');
    expect(rows[4]?.[3]).toBe('answers other than 2xx');
    expect(rows[5]?.[1]).toBe('4.0 ms, p95 400.0 ms, max 400.0 ms');
    expect(rows[5]?.[3]).toBe("missed by 1.33×; B's read first in 1 of 5");
  });
});
