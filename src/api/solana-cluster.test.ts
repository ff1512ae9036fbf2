import { describe, expect, it } from 'vitest';
import { SOLANA_CLUSTERS, isSolanaCluster, mintsForCluster, networkForCluster } from './solana-cluster.js';
import { SOLANA_TOKEN_MINTS, mintOnNetwork } from './solana-mints.js';

describe('mints per cluster', () => {
  it('gives localnet the sandbox mints, devnet Circle’s test USDC only, and mainnet-beta the real ones', () => {
    expect(mintsForCluster('localnet')).toEqual(SOLANA_TOKEN_MINTS.sandbox);
    expect(mintsForCluster('devnet')).toEqual({ USDC: '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU' });
    expect(mintsForCluster('mainnet-beta')).toEqual({
      USDC: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      USDT: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
    });
  });

  it('never shares a mint between clusters, so a QR code cannot ask for another network’s token', () => {
    const all = SOLANA_CLUSTERS.flatMap((cluster) => Object.values(mintsForCluster(cluster)));
    expect(new Set(all).size).toBe(all.length);
  });

  it('keeps the mint table’s older network names', () => {
    expect(SOLANA_CLUSTERS.map(networkForCluster)).toEqual(['sandbox', 'devnet', 'mainnet']);
    expect(mintOnNetwork('devnet', 'USDT')).toBeUndefined();
    expect(mintOnNetwork('mainnet', 'SOL')).toBeUndefined();
    expect(mintOnNetwork('sandbox', 'USDT')).toBe(SOLANA_TOKEN_MINTS.sandbox.USDT);
  });

  it('recognises cluster names', () => {
    expect(isSolanaCluster('devnet')).toBe(true);
    expect(isSolanaCluster('mainnet')).toBe(false);
  });
});
