/**
 * A child process that runs one service for the benchmark, so that its memory and CPU are its own: the local
 * service, started as `npm start` starts it (startService, log level warn; PGlite, or PostgreSQL when the
 * environment names DATABASE_URL) but on 127.0.0.1, a free port and a temporary data directory (or the caller's,
 * which it keeps), or, for the baseline, a bare Fastify app with one "hello" route. Started by bench/processes.ts
 * with an IPC channel; it answers messages with its memory (after a full garbage collection, hence
 * `--expose-gc`) and the number of stored transactions, and stops (deleting a temporary data directory) when
 * told to.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import type { RunningService } from '../src/sandbox/service.js';
import type { ChildReply, ChildRequest, ChildStart } from './processes.js';

const start = JSON.parse(process.argv[2] ?? '{}') as ChildStart;

function send(message: ChildReply): void {
  process.send?.(message);
}

function memory(): { rss: number; heapUsed: number; heapTotal: number; external: number } {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('the service process needs --expose-gc');
  collect();
  collect();
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  return { rss, heapUsed, heapTotal, external };
}

async function main(): Promise<void> {
  let service: RunningService | undefined;
  let dataDir: string | undefined;
  let hello: ReturnType<typeof Fastify> | undefined;
  let url: string;
  let startServiceMs: number | undefined;
  let keepDataDir = false;
  if (start.kind === 'hello') {
    hello = Fastify({ logger: false });
    hello.get('/', async () => ({ hello: 'world' }));
    url = await hello.listen({ host: '127.0.0.1', port: 0 });
  } else {
    // Imported only here, so that the hello baseline's process holds nothing of the service; from the build, as
    // `npm start` runs it (scripts/build-service.ts), not compiled from TypeScript at start.
    const built = path.join(import.meta.dirname, '..', 'dist', 'service');
    if (!existsSync(path.join(built, 'service.js'))) {
      throw new Error(
        `${built}/service.js is missing: run npm run build (or npm run bench without --skip-build)`,
      );
    }
    const { loadConfig } = (await import(
      pathToFileURL(path.join(built, 'config.js')).href
    )) as typeof import('../src/sandbox/config.js');
    const { startService } = (await import(
      pathToFileURL(path.join(built, 'service.js')).href
    )) as typeof import('../src/sandbox/service.js');
    // A directory the caller gave is the caller's to delete: it outlives this process (seeding, restarts).
    keepDataDir = start.dataDir !== undefined;
    dataDir = start.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'crypto-checkout-bench-service-')));
    const config = loadConfig(
      {
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        // The abuse limits count per client IP and key, and the benchmark is one client (127.0.0.1, the demo key)
        // sending thousands of requests a second and opening thousands of transactions: they would answer 429 to
        // most of them and measure the limiter, not the route. 0 turns a limit off. (A caller may still set them.)
        RATE_LIMIT_PER_KEY: '0',
        RATE_LIMIT_PER_IP: '0',
        OPEN_TRANSACTIONS_PER_IP: '0',
        OPEN_TRANSACTIONS_PER_LINK: '0',
        ...start.environment,
      },
      start.staticDir ? { staticDir: start.staticDir } : {},
    );
    const began = performance.now();
    service = await startService(config, { logger: { level: start.environment?.LOG_LEVEL ?? 'warn' } });
    startServiceMs = performance.now() - began;
    url = service.url;
  }
  process.on('message', (message: ChildRequest) => {
    void (async () => {
      try {
        if (message.type === 'memory') {
          send({ type: 'memory', id: message.id, memory: memory() });
        } else if (message.type === 'count') {
          const rows = service
            ? await service.context.database.query('SELECT count(*)::int AS count FROM transactions', [])
            : [];
          send({ type: 'count', id: message.id, count: Number(rows[0]?.count ?? 0) });
        } else if (message.type === 'stop') {
          await service?.close();
          if (dataDir && !keepDataDir) await rm(dataDir, { recursive: true, force: true });
          await hello?.close();
          process.send?.({ type: 'stopped', id: message.id } satisfies ChildReply, undefined, {}, () =>
            process.exit(0),
          );
        }
      } catch (error) {
        send({
          type: 'failed',
          id: message.id,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
      }
    })();
  });
  send({
    type: 'ready',
    url,
    ...(service
      ? {
          publicKey: service.demoBusiness.publicKey,
          secretKey: service.demoBusiness.secretKey,
          demoPaymentLinkId: service.demoBusiness.demoPaymentLinkId,
          ...(startServiceMs === undefined ? {} : { startServiceMs }),
        }
      : {}),
  });
}

main().catch((error: unknown) => {
  send({
    type: 'failed',
    id: 0,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  process.exitCode = 1;
  process.disconnect?.();
});
