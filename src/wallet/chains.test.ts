import { describe, expect, it } from 'vitest';
import { chainForGenesisHash, chainForNetwork, defaultRpcEndpoint, isWrongNetwork } from './chains.js';

describe('chainForNetwork', () => {
  it('names the public clusters the service runs on, and leaves the sandbox to its genesis hash', () => {
    expect(chainForNetwork('devnet')).toBe('solana:devnet');
    expect(chainForNetwork('mainnet')).toBe('solana:mainnet');
    expect(chainForNetwork('sandbox')).toBeUndefined();
  });
});

describe('chainForGenesisHash', () => {
  it('names the public clusters by their genesis hash, and anything else local', () => {
    expect(chainForGenesisHash('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d')).toBe('solana:mainnet');
    expect(chainForGenesisHash('EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG')).toBe('solana:devnet');
    expect(chainForGenesisHash('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY')).toBe('solana:testnet');
    expect(chainForGenesisHash('2uRDxk3NPVdpZzRwJyNEtJ8A7AdFm8e4iVq4xv2xK1JA')).toBe('solana:localnet');
  });
});

describe('isWrongNetwork', () => {
  it('a wallet that declares the payment’s chain is fine, however it pays', () => {
    for (const mode of ['sign', 'signAndSend'] as const) {
      expect(
        isWrongNetwork({ chain: 'solana:mainnet', walletChains: ['solana:mainnet', 'solana:devnet'], mode }),
      ).toBe(false);
    }
  });

  it('a wallet that sends itself must be on the chain, local ones included', () => {
    expect(
      isWrongNetwork({ chain: 'solana:localnet', walletChains: ['solana:devnet'], mode: 'signAndSend' }),
    ).toBe(true);
    expect(
      isWrongNetwork({ chain: 'solana:mainnet', walletChains: ['solana:devnet'], mode: 'signAndSend' }),
    ).toBe(true);
  });

  it('a wallet that only signs must declare a public chain, not a local one no wallet knows', () => {
    expect(isWrongNetwork({ chain: 'solana:mainnet', walletChains: ['solana:devnet'], mode: 'sign' })).toBe(
      true,
    );
    expect(isWrongNetwork({ chain: 'solana:localnet', walletChains: ['solana:mainnet'], mode: 'sign' })).toBe(
      false,
    );
  });

  it('a wallet that declares no Solana chain says nothing either way', () => {
    expect(isWrongNetwork({ chain: 'solana:mainnet', walletChains: [], mode: 'signAndSend' })).toBe(false);
    expect(isWrongNetwork({ chain: 'solana:mainnet', walletChains: ['eip155:1'], mode: 'sign' })).toBe(false);
  });
});

describe('defaultRpcEndpoint', () => {
  it('is the service’s /rpc, path prefix kept, query and fragment dropped', () => {
    expect(defaultRpcEndpoint('http://127.0.0.1:8787')).toBe('http://127.0.0.1:8787/rpc');
    expect(defaultRpcEndpoint('https://pay.example/checkout/?x=1#y')).toBe(
      'https://pay.example/checkout/rpc',
    );
  });
});
