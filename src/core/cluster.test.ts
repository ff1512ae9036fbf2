import { describe, expect, it } from 'vitest';
import { clusterOfLink, cryptosOnCluster, explorerAddressUrl, explorerTransactionUrl } from './cluster.js';

describe('the cluster a checkout pays on', () => {
  it('is the one the service names, else TEST links are localnet and others mainnet-beta', () => {
    expect(clusterOfLink({ environment: 'TEST', network: 'devnet' })).toBe('devnet');
    expect(clusterOfLink({ environment: 'LIVE', network: 'mainnet-beta' })).toBe('mainnet-beta');
    expect(clusterOfLink({ environment: 'TEST' })).toBe('localnet');
    expect(clusterOfLink({ environment: 'LIVE' })).toBe('mainnet-beta');
  });

  it('offers each currency the cluster has a mint of: no USDT on devnet', () => {
    expect(cryptosOnCluster('localnet')).toEqual(['USDT', 'USDC', 'SOL']);
    expect(cryptosOnCluster('devnet')).toEqual(['USDC', 'SOL']);
    expect(cryptosOnCluster('mainnet-beta')).toEqual(['USDT', 'USDC', 'SOL']);
  });

  it('links a signature to Solana’s explorer on the public clusters only', () => {
    const signature = '5'.repeat(88);
    expect(explorerTransactionUrl('devnet', signature)).toBe(
      `https://explorer.solana.com/tx/${signature}?cluster=devnet`,
    );
    expect(explorerTransactionUrl('mainnet-beta', signature)).toBe(
      `https://explorer.solana.com/tx/${signature}`,
    );
    expect(explorerTransactionUrl('localnet', signature)).toBeNull();
  });
});

describe('explorerAddressUrl', () => {
  it('links an address on the public clusters only', () => {
    const address = 'So11111111111111111111111111111111111111112';
    expect(explorerAddressUrl('devnet', address)).toBe(
      `https://explorer.solana.com/address/${address}?cluster=devnet`,
    );
    expect(explorerAddressUrl('mainnet-beta', address)).toBe(
      `https://explorer.solana.com/address/${address}`,
    );
    expect(explorerAddressUrl('localnet', address)).toBeNull();
  });
});
