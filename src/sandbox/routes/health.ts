import type { ServiceContext } from '../context.js';
import type { ServiceApp } from '../http/validation.js';
import { countPendingMigrations } from '../store/migrations.js';

/** How long one readiness check may take before it counts as failed: a load balancer's probe must not hang. */
const CHECK_TIMEOUT_MS = 2000;

interface CheckResult {
  ok: boolean;
  ms: number;
  error?: string;
}

/**
 * Probes for a load balancer or an orchestrator, outside `/v1` and needing no key:
 *
 * - `GET /healthz` (liveness): 200 while the process answers at all. Restart it only when this fails.
 * - `GET /readyz` (readiness): 200 when this instance can serve: the database answers, the ledger (the
 *   embedded one, or SOLANA_RPC_URL) answers, every migration is applied, the start-up reconciliation did not
 *   halt it, and it is not stopping. Otherwise 503, naming each check's result, so traffic goes elsewhere.
 */
export function registerHealthRoutes(app: ServiceApp, context: ServiceContext): void {
  app.get('/healthz', { config: { auth: 'none' } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok', instanceId: context.instanceId }),
  );

  app.get('/readyz', { config: { auth: 'none' } }, async (_request, reply) => {
    const [database, ledger, migrations] = await Promise.all([
      timedCheck(async () => {
        await context.database.query('SELECT 1');
      }),
      timedCheck(async () => {
        await context.chain.blockHeight();
      }),
      timedCheck(async () => {
        const pending = await countPendingMigrations(context.database);
        if (pending > 0) throw new Error(`${pending} migration(s) not applied yet`);
      }),
    ]);
    const checks = {
      database,
      ledger,
      migrations,
      reconciliation: context.halted
        ? { ok: false, ms: 0, error: `halted: ${context.halted}` }
        : { ok: true, ms: 0 },
      accepting: context.draining ? { ok: false, ms: 0, error: 'stopping' } : { ok: true, ms: 0 },
    } satisfies Record<string, CheckResult>;
    const ready = Object.values(checks).every((check) => check.ok);
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not_ready', instanceId: context.instanceId, checks });
  });
}

async function timedCheck(check: () => Promise<void>): Promise<CheckResult> {
  const began = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return { ok: true, ms: Math.round(performance.now() - began) };
  } catch (error) {
    return {
      ok: false,
      ms: Math.round(performance.now() - began),
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}
