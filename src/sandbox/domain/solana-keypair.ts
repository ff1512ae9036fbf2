import { generateKeyPairSync } from 'node:crypto';
import bs58 from 'bs58';

/** An ed25519 key pair as Solana uses it: the address is the base58 public key; the seed is the secret. */
export interface SolanaKeypair {
  address: string;
  /** The 32-byte private seed, base64. Enough to sign for the address again. */
  secretSeed: string;
}

/** A fresh key pair from the system's CSPRNG; each transaction gets its own deposit address from one. */
export function generateSolanaKeypair(): SolanaKeypair {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const publicJwk = publicKey.export({ format: 'jwk' });
  const privateJwk = privateKey.export({ format: 'jwk' });
  if (!publicJwk.x || !privateJwk.d) throw new Error('ed25519 key export returned no key material');
  return {
    address: bs58.encode(Buffer.from(publicJwk.x, 'base64url')),
    secretSeed: Buffer.from(privateJwk.d, 'base64url').toString('base64'),
  };
}
