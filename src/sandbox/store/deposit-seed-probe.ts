import type { SqlExecutor } from './database.js';
import { asString } from './rows.js';

/**
 * Records `probeAddress`, the address the deposit seed derives at a fixed index, unless one is recorded already;
 * answers the one recorded (the first start's). Run under the start-up lock, so that instances starting together
 * agree on which was first.
 */
export async function recordDepositSeedProbe(executor: SqlExecutor, probeAddress: string): Promise<string> {
  await executor.query(
    `INSERT INTO deposit_seed_probe (singleton, probe_address, recorded_at) VALUES (TRUE, $1, now())
     ON CONFLICT (singleton) DO NOTHING`,
    [probeAddress],
  );
  const [row] = await executor.query('SELECT probe_address FROM deposit_seed_probe');
  return asString(row?.probe_address);
}
