import { CRYPTO_CODES, type CryptoCode } from '../api/currencies.js';
import type { PaymentLink } from '../api/schemas/payment-link.js';
import { mintsForCluster, type SolanaCluster } from '../api/solana-cluster.js';

/**
 * The cluster a payment link's payments are on, as the service says (`network`). A service from before it said
 * so ran only its own ledger for TEST links, so those are localnet, and anything else mainnet-beta.
 */
export function clusterOfLink(link: Pick<PaymentLink, 'network' | 'environment'>): SolanaCluster {
  return link.network ?? (link.environment === 'TEST' ? 'localnet' : 'mainnet-beta');
}

/**
 * Where a customer can look a landed transaction up: Solana's explorer on the public clusters (devnet needs its
 * `cluster` parameter, mainnet-beta is the default), and nowhere on localnet, which no explorer can reach.
 */
export function explorerTransactionUrl(cluster: SolanaCluster, signature: string): string | null {
  if (cluster === 'localnet') return null;
  const url = `https://explorer.solana.com/tx/${encodeURIComponent(signature)}`;
  return cluster === 'devnet' ? `${url}?cluster=devnet` : url;
}

/** Where anyone can look an account (a deposit address) up: as explorerTransactionUrl, on the public clusters only. */
export function explorerAddressUrl(cluster: SolanaCluster, address: string): string | null {
  if (cluster === 'localnet') return null;
  const url = `https://explorer.solana.com/address/${encodeURIComponent(address)}`;
  return cluster === 'devnet' ? `${url}?cluster=devnet` : url;
}

/** The currencies a customer can pay in on `cluster`: SOL, and each token the cluster has a mint of. */
export function cryptosOnCluster(cluster: SolanaCluster): CryptoCode[] {
  const mints = mintsForCluster(cluster);
  return CRYPTO_CODES.filter((crypto) => crypto === 'SOL' || mints[crypto] !== undefined);
}
