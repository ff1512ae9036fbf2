import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { generateSolanaAddress, generateSolanaKeypair } from './solana-keypair.js';

describe('generated Solana keys', () => {
  it('are ed25519 public keys, as a generated key pair has, and never repeat', () => {
    const addresses = new Set<string>();
    for (let index = 0; index < 200; index++) {
      const address = generateSolanaAddress();
      expect(new PublicKey(address).toBytes()).toHaveLength(32);
      expect(PublicKey.isOnCurve(new PublicKey(address).toBytes())).toBe(true);
      addresses.add(address);
    }
    expect(addresses.size).toBe(200);
    expect(PublicKey.isOnCurve(new PublicKey(generateSolanaKeypair().address).toBytes())).toBe(true);
  });
});
