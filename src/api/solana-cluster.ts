import { SOLANA_TOKEN_MINTS, type SolanaNetwork, type StablecoinCode } from './solana-mints.js';

/**
 * The Solana cluster a service runs on (its `SOLANA_CLUSTER`), named as Solana's own tools name them. The
 * service tells the checkout which one in every payment link and verification it answers (`network`), and the
 * checkout's badge, mints and wallet network follow it.
 *
 * - `localnet`: the service's own ledger; sandbox mints, test keys, test faucet.
 * - `devnet`: Solana's public test cluster; real infrastructure, valueless money.
 * - `mainnet-beta`: real money.
 */
export const SOLANA_CLUSTERS = ['localnet', 'devnet', 'mainnet-beta'] as const;
export type SolanaCluster = (typeof SOLANA_CLUSTERS)[number];

export function isSolanaCluster(value: unknown): value is SolanaCluster {
  return (SOLANA_CLUSTERS as readonly unknown[]).includes(value);
}

/** The mint table's key for a cluster: the table kept its older names, which the package exports. */
const NETWORK_OF_CLUSTER: Readonly<Record<SolanaCluster, SolanaNetwork>> = {
  localnet: 'sandbox',
  devnet: 'devnet',
  'mainnet-beta': 'mainnet',
};

export function networkForCluster(cluster: SolanaCluster): SolanaNetwork {
  return NETWORK_OF_CLUSTER[cluster];
}

/**
 * The stablecoin mints on a cluster, the one table the service (payment URIs, wallet transfers, the chain) and
 * the checkout both read. A token missing here is not accepted on that cluster (devnet's USDT: solana-mints.ts).
 */
export function mintsForCluster(cluster: SolanaCluster): Readonly<Partial<Record<StablecoinCode, string>>> {
  return SOLANA_TOKEN_MINTS[networkForCluster(cluster)];
}
