import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { ED25519_KEY_BYTES } from './ed25519-public-key.js';

/** An ed25519 key pair as @solana/web3.js's Keypair holds it: the seed, then the public key. */
interface Ed25519Keypair {
  readonly secretKey: Uint8Array;
}

/**
 * Imported keys, by the key pair object that holds them: the custody accounts sign with the same Keypair objects
 * for the service's life, so each is imported once.
 */
const importedKeys = new WeakMap<Ed25519Keypair, KeyObject>();

function privateKeyOf(keypair: Ed25519Keypair): KeyObject {
  const cached = importedKeys.get(keypair);
  if (cached) return cached;
  const { secretKey } = keypair;
  if (secretKey.length !== 2 * ED25519_KEY_BYTES) throw new RangeError('an ed25519 secret key is 64 bytes');
  // JWK, not PKCS#8 DER: OpenSSL's DER decoding is the slow part of an import (ed25519-public-key.ts).
  const key = createPrivateKey({
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      d: Buffer.from(secretKey.subarray(0, ED25519_KEY_BYTES)).toString('base64url'),
      x: Buffer.from(secretKey.subarray(ED25519_KEY_BYTES)).toString('base64url'),
    },
    format: 'jwk',
  });
  importedKeys.set(keypair, key);
  return key;
}

/**
 * The ed25519 signature of `message` by `keypair`, computed by OpenSSL through node:crypto. @solana/web3.js signs
 * with @noble/curves in JavaScript, and then verifies every signature again when it serialises: under initiation
 * load those two were a fifth of the service's CPU (the deposit pool signs a ledger transaction for every eight
 * deposits it opens). ed25519 signatures are deterministic (RFC 8032), so the bytes are the same either way.
 */
export function ed25519Sign(message: Uint8Array, keypair: Ed25519Keypair): Uint8Array {
  return sign(null, message, privateKeyOf(keypair));
}
