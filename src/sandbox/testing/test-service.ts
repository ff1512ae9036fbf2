import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { startService, type RunningService } from '../service.js';

export interface TestService extends RunningService {
  dataDir: string;
  /** Stops the service and deletes its data directory. */
  destroy(): Promise<void>;
  /** Stops the service and starts it again on the same data directory (a restart). */
  restart(): Promise<TestService>;
}

/**
 * Starts the real service on 127.0.0.1, a free port, with its own temporary data directory: what integration
 * and e2e tests run against. `environment` takes the same variables as `npm start`.
 */
export async function startTestService(
  environment: Record<string, string> = {},
  options: { dataDir?: string; now?: () => Date; staticDir?: string } = {},
): Promise<TestService> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'crypto-checkout-test-')));
  const config = loadConfig(
    { HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ...environment },
    options.staticDir ? { staticDir: options.staticDir } : {},
  );
  const service = await startService(config, options.now ? { now: options.now } : {});
  return {
    ...service,
    dataDir,
    async destroy() {
      await service.close();
      await rm(dataDir, { recursive: true, force: true });
    },
    async restart() {
      await service.close();
      return startTestService(environment, { ...options, dataDir });
    },
  };
}
