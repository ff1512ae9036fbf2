import path from 'node:path';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { Ledger } from '../chain/ledger.js';
import { claimDataDir, readDataDirLock } from '../data-dir-lock.js';
import { installSecurityHeaders } from '../http/security-headers.js';
import type { LedgerConfig } from '../ledger-config.js';
import { openPgliteDatabase, type Database } from '../store/database.js';
import { migrate } from '../store/migrations.js';
import { claimLedgerDirCluster } from './ledger-dir-cluster.js';
import { registerRpcRoutes } from './server.js';
import { listenForRpcSubscriptions, portBeside, type RpcWebSocketListener } from './websocket-listener.js';

/**
 * The embedded ledger served alone, as a local validator (`npm run ledger`): standard Solana JSON-RPC over HTTP
 * at `/` and `/rpc`, subscriptions over a WebSocket on the same port and on the port + 1, like
 * `solana-test-validator`. The same ledger and the same JSON-RPC as the service's `/rpc`, without the gateway.
 *
 * Its directory is laid out like the service's DATA_DIR: `ledger/` holds the checkpoint, `pglite/` the
 * transaction history, and the same lock file keeps a second process (a ledger or a service) out; `cluster.json`
 * says which cluster's mints it holds (LEDGER_CLUSTER). It keeps the
 * embedded ledger's promise: a transaction is stored in the history before anyone is told of it, and at start
 * the checkpoint plus the history after it bring back everything acknowledged (docs/reliability.md).
 */

export interface RunningLedger {
  /** e.g. http://127.0.0.1:8899 (no trailing slash): JSON-RPC at `/` and `/rpc`, subscriptions too. */
  url: string;
  /** e.g. ws://127.0.0.1:8900: where `@solana/web3.js` looks for subscriptions given only `url`. */
  webSocketUrl: string;
  directory: string;
  ledger: Ledger;
  close(): Promise<void>;
}

/**
 * The CORS the service gives `/rpc` (src/sandbox/http/cors.ts), for what a JSON-RPC client sends: any origin may
 * call, as wallets and dapps on other origins do; web3.js's Connection sends `solana-client` with every call.
 */
const RPC_CORS = {
  origin: '*',
  methods: ['GET', 'POST'],
  allowedHeaders: ['Content-Type', 'Authorization', 'solana-client'],
  maxAge: 600,
};

/** Opens the ledger in `config.directory` and serves it; answers once both ports are listening. */
export async function startStandaloneLedger(
  config: LedgerConfig,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<RunningLedger> {
  const lock = claimLedgerDir(config.directory);
  let database: Database;
  try {
    // Before anything is created in it: a directory's first start decides its cluster.
    claimLedgerDirCluster(config.directory, config.cluster);
    // Its own database, not the service's: the history is the ledger's record, and nothing else is stored.
    database = await openPgliteDatabase(path.join(config.directory, 'pglite'));
  } catch (error) {
    lock.release();
    throw error;
  }
  let ledger: Ledger | undefined;
  try {
    // The whole schema, not only the ledger's tables: they came in one migration with columns of other tables,
    // and the service's migrations are the one place its schema is written. The rest stays empty.
    await migrate(database);
    // The last checkpoint plus every recorded transaction after it: nothing the ledger acknowledged is lost.
    ledger = await Ledger.open(path.join(config.directory, 'ledger'), database, { cluster: config.cluster });
    // Blocks with time, as a validator's: clients see blockhashes expire even when nothing is sent.
    await ledger.startBlockClock(config.blockIntervalMs);
    const source = { ledger, database, config };
    const app = Fastify({ logger: options.logger ?? false, bodyLimit: config.bodyLimitBytes });
    installSecurityHeaders(app);
    await app.register(fastifyCors, RPC_CORS);
    await registerRpcRoutes(app, source, { paths: ['/', '/rpc'] });
    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    let webSocket: RpcWebSocketListener;
    try {
      webSocket = await listenForRpcSubscriptions(source, {
        host: config.host,
        ...portBeside(port, config.port, undefined),
        setting: 'LEDGER_PORT + 1',
        advice: 'stop what uses it, or choose another LEDGER_PORT (@solana/web3.js looks at LEDGER_PORT + 1)',
        logger: app.log,
      });
    } catch (error) {
      await app.close();
      throw error;
    }
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    const url = `http://${host}:${port}`;
    lock.announce(url);
    const opened = ledger;
    let closing: Promise<void> | undefined;
    return {
      url,
      webSocketUrl: webSocket.url,
      directory: config.directory,
      ledger: opened,
      close() {
        closing ??= (async () => {
          await app.close();
          await webSocket.close();
          // Writes a checkpoint, so that the next start replays nothing.
          await opened.close();
          await database.close();
          lock.release();
        })();
        return closing;
      },
    };
  } catch (error) {
    await ledger?.close();
    await database.close();
    lock.release();
    throw error;
  }
}

/** The service's DATA_DIR lock, saying LEDGER_DIR: one process at a time may use the ledger's files. */
function claimLedgerDir(directory: string): ReturnType<typeof claimDataDir> {
  const holder = readDataDirLock(directory);
  if (holder) {
    const where = holder.url ? ` at ${holder.url}` : '';
    throw new Error(
      `LEDGER_DIR ${directory} is in use by the process${where} (pid ${holder.pid}); stop it or choose another LEDGER_DIR`,
    );
  }
  return claimDataDir(directory);
}
