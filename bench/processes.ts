/**
 * Starting and talking to the benchmark's child processes (bench/service-process.ts): each service runs in a
 * process of its own, so that the memory it reports is its own and the load generator (autocannon, in the
 * benchmark's process) does not share its event loop.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export type ChildStart =
  | {
      kind: 'service';
      environment?: Record<string, string>;
      staticDir?: string;
      /** A data directory of the caller's, kept when the service stops (else a temporary one, deleted). */
      dataDir?: string;
    }
  | { kind: 'hello' };

export type ChildRequest = { id: number } & ({ type: 'memory' } | { type: 'count' } | { type: 'stop' });

export interface ProcessMemory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

export type ChildReply =
  | {
      type: 'ready';
      url: string;
      publicKey?: string;
      secretKey?: string;
      demoPaymentLinkId?: string;
      /** How long startService took, inside the process (ms). */
      startServiceMs?: number;
    }
  | { type: 'memory'; id: number; memory: ProcessMemory }
  | { type: 'count'; id: number; count: number }
  | { type: 'stopped'; id: number }
  | { type: 'failed'; id: number; error: string };

export interface ChildService {
  url: string;
  publicKey: string;
  secretKey: string;
  demoPaymentLinkId: string;
  pid: number;
  /** From fork() to the process saying it listens (ms): module loading included, as with `npm start`. */
  spawnToReadyMs: number;
  /** startService alone, inside the process (ms). */
  startServiceMs: number;
  /** RSS and heap after a full garbage collection. */
  memory(): Promise<ProcessMemory>;
  /** Transactions in the service's store. */
  transactionCount(): Promise<number>;
  /** Stops the service and deletes its data; kills it if it does not stop within 30 s. */
  stop(): Promise<void>;
}

const CHILD = path.join(import.meta.dirname, 'service-process.ts');

/** Forks bench/service-process.ts (TypeScript through tsx's loader) and waits until it listens. */
export async function startChild(start: ChildStart): Promise<ChildService> {
  const forkedAt = performance.now();
  const child = fork(CHILD, [JSON.stringify(start)], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Extract<ChildReply, { type: 'ready' }>>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the ${start.kind} process did not start within 120 s`)),
      120_000,
    );
    child.once('exit', (code) =>
      reject(new Error(`the ${start.kind} process exited (${code}) before it was ready`)),
    );
    child.once('message', (message: ChildReply) => {
      clearTimeout(timer);
      if (message.type === 'ready') resolve(message);
      else
        reject(
          new Error(
            `the ${start.kind} process failed: ${message.type === 'failed' ? message.error : message.type}`,
          ),
        );
    });
  });
  const spawnToReadyMs = performance.now() - forkedAt;
  child.removeAllListeners('exit');
  let nextId = 1;
  const ask = <T extends ChildReply['type']>(
    type: ChildRequest['type'],
  ): Promise<Extract<ChildReply, { type: T }>> => {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const onMessage = (message: ChildReply) => {
        if (!('id' in message) || message.id !== id) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (message.type === 'failed') reject(new Error(message.error));
        else resolve(message as Extract<ChildReply, { type: T }>);
      };
      const onExit = (code: number | null) => {
        child.off('message', onMessage);
        reject(new Error(`the ${start.kind} process exited (${code}) while asked for ${type}`));
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send({ id, type } satisfies ChildRequest);
    });
  };
  return {
    url: ready.url,
    publicKey: ready.publicKey ?? '',
    secretKey: ready.secretKey ?? '',
    demoPaymentLinkId: ready.demoPaymentLinkId ?? '',
    spawnToReadyMs,
    startServiceMs: ready.startServiceMs ?? 0,
    pid: child.pid ?? 0,
    memory: async () => (await ask<'memory'>('memory')).memory,
    transactionCount: async () => (await ask<'count'>('count')).count,
    stop: () => stopChild(child, () => ask<'stopped'>('stop')),
  };
}

async function stopChild(child: ChildProcess, ask: () => Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  try {
    await Promise.race([ask().then(() => exited), exited]);
  } catch {
    child.kill('SIGKILL');
    await exited;
  } finally {
    clearTimeout(timer);
  }
}
