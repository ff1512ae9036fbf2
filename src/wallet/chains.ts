import type { SolanaNetwork } from '../api/solana-mints.js';

/**
 * Which Solana network a payment is on, and whether a wallet can pay on it.
 *
 * On a public cluster the checkout takes the network the service names (`network`, its SOLANA_CLUSTER). On the
 * sandbox it asks the RPC endpoint it sends to (`getGenesisHash`), not the endpoint's name: a genesis hash is
 * what identifies a cluster. Wallet Standard names networks as chains (`solana:mainnet`, …); any cluster that is
 * not a public one (the sandbox's ledger included) is `solana:localnet`.
 */

export type SolanaChain = 'solana:mainnet' | 'solana:devnet' | 'solana:testnet' | 'solana:localnet';

/** The genesis hashes of the public clusters. */
export const PUBLIC_CLUSTER_GENESIS_HASHES: Readonly<Record<string, SolanaChain>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY': 'solana:testnet',
};

/**
 * The chain of a network the service named: its public clusters by name, so that the wallet is asked for the
 * cluster the service detects payments on. Undefined for the sandbox's own ledger, which is told apart by its
 * genesis hash (chainForGenesisHash), since the RPC endpoint may be any local ledger.
 */
export function chainForNetwork(network: SolanaNetwork): SolanaChain | undefined {
  return network === 'devnet' ? 'solana:devnet' : network === 'mainnet' ? 'solana:mainnet' : undefined;
}

export function chainForGenesisHash(genesisHash: string): SolanaChain {
  return PUBLIC_CLUSTER_GENESIS_HASHES[genesisHash] ?? 'solana:localnet';
}

export function isSolanaChain(chain: string): boolean {
  return chain.startsWith('solana:');
}

/**
 * Whether a wallet should not be asked to pay on `chain`, judged by the chains it (or its connected account)
 * declares:
 *
 * - A wallet that sends the transaction itself (`signAndSend`) must declare the chain: otherwise it sends it to
 *   the network it is on, where it cannot land.
 * - A wallet that only signs is network-independent (we send the transaction to our own RPC endpoint). On a
 *   public cluster it must still declare the chain, so that a customer whose wallet shows another network (say
 *   Devnet) is not led to sign a real Mainnet payment unawares, and the wallet's preview makes sense. On a local
 *   cluster (the sandbox) no mainstream wallet declares `solana:localnet`, so signing is allowed there.
 * - A wallet that declares no Solana chain at all says nothing either way and is allowed.
 */
export function isWrongNetwork(input: {
  chain: SolanaChain;
  walletChains: readonly string[];
  mode: 'sign' | 'signAndSend';
}): boolean {
  const declared = input.walletChains.filter(isSolanaChain);
  if (declared.length === 0) return false;
  if (declared.includes(input.chain)) return false;
  if (input.mode === 'sign' && input.chain === 'solana:localnet') return false;
  return true;
}

/**
 * The RPC endpoint the checkout sends to by default: the service's own `/rpc` (HTTP; the checkout never needs its
 * WebSocket). `serviceUrl` may have a path prefix; any query or fragment is dropped.
 */
export function defaultRpcEndpoint(serviceUrl: string): string {
  const url = new URL(serviceUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/rpc`;
  url.search = '';
  url.hash = '';
  return url.toString();
}
