import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The service as a child process (service-process.ts), for the tests that kill it with SIGKILL: configured from
 * `environment` like `npm start`, answering once it printed its `READY` line.
 */

const SERVICE_ENTRY = fileURLToPath(new URL('./service-process.ts', import.meta.url));
const START_TIMEOUT_MS = 60_000;

/** What the process says once it listens. */
export interface ServiceReady {
  url: string;
  secretKey: string;
  publicKey: string;
  halted: string | null;
  recoveredIntents: number;
}

export interface ServiceChild {
  child: ChildProcess;
  ready: ServiceReady;
  /** Everything it printed so far (errors only: its log level is `error`), for a failing test to show. */
  output: () => string;
}

/** Starts the service with `environment` on top of this process's own. */
export function startServiceChild(environment: Record<string, string>): Promise<ServiceChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVICE_ENTRY], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the service did not start in time:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('READY '));
      if (line) {
        clearTimeout(timer);
        const ready = JSON.parse(line.slice('READY '.length)) as ServiceReady;
        resolve({ child, ready, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the service exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
}

/** Kills it with `signal` (SIGKILL: no chance to clean up) and answers once it has exited. */
export function stopServiceChild(running: ServiceChild, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  return new Promise((resolve) => {
    if (running.child.exitCode !== null || running.child.signalCode !== null) return resolve();
    running.child.once('exit', () => resolve());
    running.child.kill(signal);
  });
}
