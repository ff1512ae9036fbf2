import { createPrivateKey, createPublicKey } from 'node:crypto';

/** The length of an ed25519 private key (its seed) and of its public key. */
export const ED25519_KEY_BYTES = 32;

/**
 * A JWK's `x` of the right length for an ed25519 private-key import: Node.js builds the key from `d` alone (it
 * checks only that `x` is there and 32 bytes long), and the public key is then computed from the private one.
 */
const UNUSED_JWK_PUBLIC_KEY = Buffer.alloc(ED25519_KEY_BYTES).toString('base64url');

/**
 * The ed25519 public key of a 32-byte private key (seed), computed by OpenSSL through node:crypto. The key goes
 * in and out as a JWK rather than as PKCS#8/SPKI DER: OpenSSL 3's DER decoding alone takes several times as long
 * as the curve multiplication (some 40 µs in all this way, against 450 µs through DER or 220 µs in JavaScript).
 * The key is imported, never generated, so the Node 20 JWK export hazard that solana-keypair.ts describes (a key
 * generation job's destructor) does not arise.
 */
export function ed25519PublicKey(privateKey: Buffer): Buffer {
  if (privateKey.length !== ED25519_KEY_BYTES) throw new RangeError('an ed25519 private key is 32 bytes');
  const privateKeyObject = createPrivateKey({
    key: { kty: 'OKP', crv: 'Ed25519', d: privateKey.toString('base64url'), x: UNUSED_JWK_PUBLIC_KEY },
    format: 'jwk',
  });
  const { x } = createPublicKey(privateKeyObject).export({ format: 'jwk' });
  if (x === undefined) throw new Error('ed25519 public key export returned no key');
  const publicKey = Buffer.from(x, 'base64url');
  if (publicKey.length !== ED25519_KEY_BYTES) throw new Error('ed25519 public key export returned no key');
  return publicKey;
}
