import { afterEach, describe, expect, it } from 'vitest';
import { JobMonitor } from '../observability/job-monitor.js';
import { migrate } from '../store/migrations.js';
import { openTestDatabase } from '../testing/test-database.js';
import { databaseJobLeases, type JobLeases } from './job-leases.js';
import { startPeriodicJob } from './periodic.js';

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function leasesFor(...holders: string[]): Promise<JobLeases[]> {
  const { database, destroy } = await openTestDatabase();
  cleanups.push(destroy);
  await migrate(database);
  return holders.map((holder) => databaseJobLeases(database, holder));
}

describe('job leases', () => {
  it('grant a job to one instance at a time, renewable by its holder', async () => {
    const [a, b] = await leasesFor('instance-a', 'instance-b');
    expect(await a?.claim('expiry', 10_000)).toBe(true);
    expect(await b?.claim('expiry', 10_000)).toBe(false);
    expect(await a?.claim('expiry', 10_000)).toBe(true);
    // Another job is another lease.
    expect(await b?.claim('settlement', 10_000)).toBe(true);
    expect(await a?.claim('settlement', 10_000)).toBe(false);
  });

  it('pass to another instance once the holder’s lease lapses, or at once when it lets go', async () => {
    const [a, b] = await leasesFor('instance-a', 'instance-b');
    expect(await a?.claim('expiry', 50)).toBe(true);
    expect(await b?.claim('expiry', 10_000)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await b?.claim('expiry', 10_000)).toBe(true);
    expect(await a?.claim('expiry', 10_000)).toBe(false);

    await b?.releaseAll();
    expect(await a?.claim('expiry', 10_000)).toBe(true);
  });

  it('run a periodic job only on the instance holding it, and report only its runs', async () => {
    const [a, b] = await leasesFor('instance-a', 'instance-b');
    const runs: string[] = [];
    const monitorB = new JobMonitor();
    const start = (name: string, leases: JobLeases | undefined, monitor: JobMonitor) =>
      startPeriodicJob(
        60_000,
        async () => {
          runs.push(name);
        },
        (error) => {
          throw error;
        },
        { name: 'expiry', monitor, ...(leases ? { leases } : {}) },
      );
    const jobA = start('a', a, new JobMonitor());
    const jobB = start('b', b, monitorB);
    try {
      await jobA.runNow();
      await jobB.runNow();
      await jobA.runNow();
      expect(runs).toEqual(['a', 'a']);
      expect(monitorB.entries()).toEqual([['expiry', expect.objectContaining({ runs: 0 })]]);
    } finally {
      await jobA.stop();
      await jobB.stop();
    }
  });

  it('keep a run that outlasts its lease on its instance alone, renewing the lease while it runs', async () => {
    const [a, b] = await leasesFor('instance-a', 'instance-b');
    const ran: string[] = [];
    let aToldToStop = false;
    let longRunDone = false;
    // Every 250 ms, so the lease lasts its shortest, 10 s; A's first run lasts longer than that.
    const jobA = startPeriodicJob(
      250,
      async (isStopping) => {
        ran.push('a');
        if (longRunDone) return;
        const until = Date.now() + 12_000;
        while (Date.now() < until && !isStopping()) await new Promise((resolve) => setTimeout(resolve, 100));
        aToldToStop = isStopping();
        longRunDone = true;
      },
      (error) => {
        throw error;
      },
      { name: 'deposit_pool_refill', monitor: new JobMonitor(), ...(a ? { leases: a } : {}) },
    );
    const running = jobA.runNow();
    // B's own timer asks for the job every 250 ms throughout A's run, past the lease's 10 s.
    const jobB = startPeriodicJob(
      250,
      async () => {
        ran.push('b');
      },
      (error) => {
        throw error;
      },
      { name: 'deposit_pool_refill', monitor: new JobMonitor(), ...(b ? { leases: b } : {}) },
    );
    try {
      await running;
      expect(ran.includes('b')).toBe(false);
      expect(aToldToStop).toBe(false);
    } finally {
      await jobA.stop();
      await jobB.stop();
    }
  }, 30_000);
});
