import type { SolanaCluster } from '../../api/solana-cluster.js';

/**
 * What the cluster a service runs on means for its businesses. Keys say whether the infrastructure is real
 * (`pk_live_`/`sk_live_` on the public clusters, where payments are real transactions a wallet signs), and
 * `environment` whether the money is: devnet is live infrastructure with valueless money, so its businesses stay
 * `TEST` with live keys, and only mainnet-beta is `LIVE`. The pair (key mode, environment) also tells which
 * cluster a data directory was set up for (store/seed.ts).
 */

export type ApiKeyMode = 'test' | 'live';

export function apiKeyModeFor(cluster: SolanaCluster): ApiKeyMode {
  return cluster === 'localnet' ? 'test' : 'live';
}

export function businessEnvironmentFor(cluster: SolanaCluster): 'TEST' | 'LIVE' {
  return cluster === 'mainnet-beta' ? 'LIVE' : 'TEST';
}

/** The prefix of a key of `kind` on `cluster`: `pk_test_`, `sk_live_`, … */
export function apiKeyPrefix(kind: 'public' | 'secret', cluster: SolanaCluster): string {
  return `${kind === 'public' ? 'pk' : 'sk'}_${apiKeyModeFor(cluster)}_`;
}
