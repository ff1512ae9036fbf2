import path from 'node:path';
import { mintsForCluster } from '../../api/solana-cluster.js';
import type { ServiceConfig } from '../config.js';
import type { Database } from '../store/database.js';
import type { Chain } from './chain.js';
import { EmbeddedChain } from './embedded-chain.js';
import { Ledger } from './ledger.js';
import { RpcChain } from './rpc-chain.js';

/**
 * The chain the configuration names, opened. With SOLANA_RPC_URL, that endpoint (`RpcChain`), and no ledger of
 * our own. Otherwise the embedded ledger in `DATA_DIR/ledger`, its last checkpoint plus every recorded transaction
 * after it, so that nothing it acknowledged is lost; `ledger` is then the embedded ledger itself, for serving its
 * JSON-RPC at /rpc.
 */
export async function openChain(
  config: Pick<ServiceConfig, 'dataDir' | 'solanaRpcUrl' | 'solanaWebSocketUrl' | 'solanaCluster'>,
  database: Database,
  options: { onBackgroundError?: (error: unknown) => void } = {},
): Promise<{ chain: Chain; ledger: Ledger | undefined }> {
  if (config.solanaRpcUrl !== undefined) {
    const chain = await RpcChain.open({
      rpcUrl: config.solanaRpcUrl,
      webSocketUrl: config.solanaWebSocketUrl ?? config.solanaRpcUrl,
      // On localnet, a test ledger of ours has the sandbox mints and a faucet; any other endpoint, and any on a
      // public cluster, the cluster's mints and no faucet.
      mints: mintsForCluster(config.solanaCluster),
      testFaucetAllowed: config.solanaCluster === 'localnet',
      ...(options.onBackgroundError ? { onBackgroundError: options.onBackgroundError } : {}),
    });
    return { chain, ledger: undefined };
  }
  const ledger = await Ledger.open(path.join(config.dataDir, 'ledger'), database);
  return { chain: new EmbeddedChain(ledger, database), ledger };
}
