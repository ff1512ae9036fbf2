import path from 'node:path';
import { existsSync } from 'node:fs';
import type { FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServiceConfig } from './config.js';
import type { ServiceContext } from './context.js';
import { buildApiApp } from './http/app.js';
import { startExpiryJob } from './jobs/expiry.js';
import { startDepositDetection } from './payments/detect.js';
import { Ledger } from './chain/ledger.js';
import { openDatabase } from './store/open-database.js';
import { migrate } from './store/migrations.js';
import { ensureDemoBusiness, seedReferenceData, type DemoBusinessKeys } from './store/seed.js';

export interface RunningService {
  /** Base URL the service listens on, e.g. http://127.0.0.1:8787 (no trailing slash). */
  url: string;
  demoBusiness: DemoBusinessKeys;
  context: ServiceContext;
  close(): Promise<void>;
}

/**
 * Starts the local service: opens (and migrates) the database in `config.dataDir`, seeds the demo business,
 * serves the API and, when configured, the pages; answers once it is listening.
 */
export async function startService(
  config: ServiceConfig,
  options: { logger?: FastifyServerOptions['logger']; now?: () => Date } = {},
): Promise<RunningService> {
  const database = await openDatabase(config);
  try {
    await migrate(database);
    await seedReferenceData(database);
    const demoBusiness = await ensureDemoBusiness(database, {
      publicKey: config.publicKey,
      secretKey: config.secretKey,
    });
    const ledger = await Ledger.open(path.join(config.dataDir, 'ledger'), database);
    const context: ServiceContext = { config, database, ledger, now: options.now ?? (() => new Date()) };
    const app = await buildApiApp(context, options.logger ?? false);
    if (config.dev) {
      const { installViteDevServer } = await import('./http/vite-dev.js');
      await installViteDevServer(app);
    } else if (config.staticDir && existsSync(config.staticDir)) {
      await app.register(fastifyStatic, { root: config.staticDir, wildcard: false });
    }
    const detection = startDepositDetection(context, (error) =>
      app.log.error({ err: error }, 'deposit detection failed'),
    );
    const expiryJob = startExpiryJob(context, (error) =>
      app.log.error({ err: error }, 'expiry sweep failed'),
    );
    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${host}:${port}`,
      demoBusiness,
      context,
      close() {
        closing ??= (async () => {
          await expiryJob.stop();
          await detection.stop();
          await app.close();
          await ledger.close();
          await database.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
