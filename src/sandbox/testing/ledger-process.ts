import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SolanaCluster } from '../../api/solana-cluster.js';

/**
 * `npm run ledger` as a process of its own, for tests that stop it, kill it (SIGKILL) and start it again on the
 * same LEDGER_DIR: its entry run with tsx, on 127.0.0.1, on a free port whose next port is free too (where
 * `@solana/web3.js` looks for subscriptions), and ready once it has printed its URLs.
 */

const LEDGER_ENTRY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../ledger-main.ts');
const START_TIMEOUT_MS = 60_000;
/** Another program may take a port between our check and the ledger's start: then it starts again elsewhere. */
const START_ATTEMPTS = 3;

/** How the ledger runs, as its settings (environment variables) would say. */
export interface LedgerProcessOptions {
  /** LEDGER_BLOCK_MS: e.g. 20, so that a blockhash expires (150 blocks) in 3 seconds. Else the default, 400. */
  blockIntervalMs?: number;
  /** LEDGER_CLUSTER: whose mints it holds. Else localnet. A LEDGER_DIR keeps the cluster it was created for. */
  cluster?: SolanaCluster;
}

export interface LedgerProcess {
  /** e.g. http://127.0.0.1:41234, as the ledger printed it. */
  url: string;
  /** e.g. ws://127.0.0.1:41235, as the ledger printed it. */
  webSocketUrl: string;
  child: ChildProcess;
  /** Everything it wrote, stdout and stderr, so far. */
  output(): string;
  /** SIGTERM, as an operator stops it; answers its exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: a crash at this instant. */
  kill(): Promise<void>;
}

/**
 * Starts the standalone ledger on `directory` (its LEDGER_DIR) and waits until it listens. `environment` is
 * passed as it is; `options` are the settings tests commonly vary, and win over `environment`.
 */
export async function startLedgerProcess(
  directory: string,
  environment: Record<string, string> = {},
  options: LedgerProcessOptions = {},
): Promise<LedgerProcess> {
  const settings = { ...environment, ...environmentOf(options) };
  for (let attempt = 1; ; attempt++) {
    const port = await freePortFollowedByAFreePort();
    try {
      return await startOnce(directory, port, settings);
    } catch (error) {
      const portTaken = error instanceof Error && /is in use, so|EADDRINUSE/.test(error.message);
      if (!portTaken || attempt === START_ATTEMPTS) throw error;
    }
  }
}

function environmentOf(options: LedgerProcessOptions): Record<string, string> {
  return {
    ...(options.blockIntervalMs === undefined ? {} : { LEDGER_BLOCK_MS: String(options.blockIntervalMs) }),
    ...(options.cluster === undefined ? {} : { LEDGER_CLUSTER: options.cluster }),
  };
}

/** Runs the entry as `npm run ledger` would, without npm in between, so that signals reach the ledger itself. */
export function spawnLedger(directory: string, port: number, environment: Record<string, string> = {}) {
  return spawn(process.execPath, ['--import', 'tsx', LEDGER_ENTRY], {
    env: {
      ...process.env,
      LEDGER_HOST: '127.0.0.1',
      LEDGER_PORT: String(port),
      LEDGER_DIR: directory,
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function startOnce(
  directory: string,
  port: number,
  environment: Record<string, string>,
): Promise<LedgerProcess> {
  const child = spawnLedger(directory, port, environment);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the ledger did not start in time:\n${output}`));
    }, START_TIMEOUT_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /^\s*JSON-RPC\s+(http:\/\/\S+)/m.exec(output)?.[1];
      const webSocketUrl = /^\s*WebSocket\s+(ws:\/\/\S+)/m.exec(output)?.[1];
      if (!url || !webSocketUrl) return;
      clearTimeout(timer);
      resolve({
        url,
        webSocketUrl,
        child,
        output: () => output,
        stop: () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          return exited;
        },
        kill: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await exited;
        },
      });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the ledger exited (${code ?? child.signalCode}) before it was ready:\n${output}`));
    });
  });
}

/** A port free on 127.0.0.1 whose next port is free too, both released again for the ledger to take. */
async function freePortFollowedByAFreePort(): Promise<number> {
  for (;;) {
    const first = await listen(0);
    const port = (first.address() as { port: number }).port;
    const second = port < 65535 ? await listen(port + 1).catch(() => undefined) : undefined;
    await close(first);
    if (second) {
      await close(second);
      return port;
    }
  }
}

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
