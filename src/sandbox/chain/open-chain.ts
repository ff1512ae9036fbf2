import path from 'node:path';
import type { ServiceConfig } from '../config.js';
import type { Database } from '../store/database.js';
import type { Chain } from './chain.js';
import { EmbeddedChain } from './embedded-chain.js';
import { Ledger } from './ledger.js';

/**
 * The chain the configuration names, opened: today the embedded ledger in `DATA_DIR/ledger`, its last checkpoint
 * plus every recorded transaction after it, so that nothing it acknowledged is lost. `ledger` is the embedded
 * ledger itself, for serving its JSON-RPC at /rpc.
 */
export async function openChain(
  config: Pick<ServiceConfig, 'dataDir'>,
  database: Database,
): Promise<{ chain: Chain; ledger: Ledger }> {
  const ledger = await Ledger.open(path.join(config.dataDir, 'ledger'), database);
  return { chain: new EmbeddedChain(ledger, database), ledger };
}
