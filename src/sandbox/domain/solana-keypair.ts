import { generateKeyPairSync, randomBytes } from 'node:crypto';
import bs58 from 'bs58';
import { ED25519_KEY_BYTES, ed25519PublicKey } from './ed25519-public-key.js';

/** An ed25519 key pair as Solana uses it: the address is the base58 public key; the seed is the secret. */
export interface SolanaKeypair {
  address: string;
  /** The 32-byte private seed, base64. Enough to sign for the address again. */
  secretSeed: string;
}

/**
 * A fresh key pair from the system's CSPRNG: a business's settlement wallet, a Solana Pay reference key. (Deposit
 * addresses are derived from the deposit seed instead: deposit-key-derivation.ts.)
 *
 * The keys are exported as DER, not JWK: on Node 20, exporting a freshly generated ed25519 key as JWK can
 * deadlock the process for good when a garbage collection runs in the middle of the export (the key generation
 * job's destructor waits for the lock the export holds; seen under sustained initiation load by `npm run bench`,
 * and reproduced by calling this in a loop, within some 50,000 calls). The DER export does not.
 */
export function generateSolanaKeypair(): SolanaKeypair {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const spki = publicKey.export({ format: 'der', type: 'spki' });
  const pkcs8 = privateKey.export({ format: 'der', type: 'pkcs8' });
  // The DER encodings of an ed25519 key (RFC 8410) are a constant prefix, then the 32 key bytes.
  if (spki.length < ED25519_KEY_BYTES || pkcs8.length < ED25519_KEY_BYTES) {
    throw new Error('ed25519 key export returned no key material');
  }
  return {
    address: bs58.encode(spki.subarray(spki.length - ED25519_KEY_BYTES)),
    secretSeed: pkcs8.subarray(pkcs8.length - ED25519_KEY_BYTES).toString('base64'),
  };
}

/**
 * A fresh address nobody holds the key of: a Solana Pay reference, which only has to be unique and look like any
 * other account. It is the public key of a random seed (so it lies on the curve, as a generated key pair's does);
 * the seed is dropped at once. Several times cheaper than generateSolanaKeypair, which every initiation would
 * otherwise pay for a secret nobody keeps.
 */
export function generateSolanaAddress(): string {
  const seed = randomBytes(ED25519_KEY_BYTES);
  try {
    return bs58.encode(ed25519PublicKey(seed));
  } finally {
    seed.fill(0);
  }
}
