import { createHmac } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import bs58 from 'bs58';
import type { DepositSeed } from './deposit-seed.js';
import { ED25519_KEY_BYTES, ed25519PublicKey } from './ed25519-public-key.js';

/**
 * Deposit keys are derived from the master seed by SLIP-0010 for ed25519, on the path Solana wallets use for
 * their accounts (Phantom, Solflare, Trezor, `solana-keygen … prompt://?key=<index>/0`): m/44'/501'/<index>'/0',
 * with the transaction's derivation index as the account. Ed25519 derivation is hardened only, so an index is
 * below 2^31; the database hands each transaction its own (a sequence that stops, rather than wraps, at the
 * last one), so two transactions never share a key. Only the index is stored: the key is derived again when a
 * sweep has to be signed, and lives only in memory meanwhile.
 *
 * The derivation is SLIP-0010's hardened ed25519 chain on node:crypto's HMAC-SHA512, and the public key is
 * node:crypto's (OpenSSL): every pool refill and every sweep derives a key, and a pure-JavaScript curve
 * multiplication at each level (micro-key-producer computes each parent's public key for its fingerprint, which
 * an address never needs) cost milliseconds per address. The tests check it against micro-key-producer on
 * SLIP-0010's published vectors and against a hardware wallet's Solana addresses.
 */

/** One past the last derivation index: hardened indices are those below 2^31. */
export const DEPOSIT_KEY_INDEX_LIMIT = 2 ** 31;

/** The derivation path of the deposit key at `index`. */
export function depositKeyPath(index: number): string {
  if (!Number.isSafeInteger(index) || index < 0 || index >= DEPOSIT_KEY_INDEX_LIMIT) {
    throw new RangeError(`a deposit key index is an integer from 0 to 2^31 - 1, not ${index}`);
  }
  return `m/44'/501'/${index}'/0'`;
}

/**
 * The path of the fee payer off localnet: account 0 on the "change" branch 1, which no deposit path
 * (always …/0') can reach, so the fee payer is never a deposit's key whatever the number of deposits.
 */
export const FEE_PAYER_KEY_PATH = "m/44'/501'/0'/1'";

/** The deposit key at `index`: what signs for the deposit. Keep it only as long as the signing needs it. */
export function deriveDepositKeypair(seed: DepositSeed, index: number): Keypair {
  return deriveKeypair(seed, depositKeyPath(index));
}

/**
 * The key that pays the network fees and the rent of the accounts the service opens, off localnet: derived from
 * the same seed, so that backing up DEPOSIT_SEED backs it up too.
 */
export function deriveFeePayerKeypair(seed: DepositSeed): Keypair {
  return deriveKeypair(seed, FEE_PAYER_KEY_PATH);
}

/** SLIP-0010's HMAC key for an ed25519 master node. */
const SLIP10_ED25519_MASTER_KEY = Buffer.from('ed25519 seed', 'utf8');
const HARDENED_OFFSET = 0x80000000;

/** The private key (an ed25519 seed) at a hardened-only path such as m/44'/501'/7'/0', by SLIP-0010. */
function deriveSlip10PrivateKey(master: Uint8Array, path: string): Buffer {
  const segments = path.split('/');
  if (segments[0] !== 'm') throw new Error(`a derivation path starts with "m": ${path}`);
  let node = createHmac('sha512', SLIP10_ED25519_MASTER_KEY).update(master).digest();
  for (const segment of segments.slice(1)) {
    const match = /^(\d+)'$/.exec(segment);
    const index = match ? Number(match[1]) : Number.NaN;
    if (!(index < HARDENED_OFFSET)) throw new Error(`ed25519 derivation is hardened only: ${segment}`);
    // Hardened child: HMAC-SHA512(chain code, 0x00 || parent key || ser32(index + 2^31)).
    const data = Buffer.alloc(1 + ED25519_KEY_BYTES + 4);
    node.copy(data, 1, 0, ED25519_KEY_BYTES);
    data.writeUInt32BE(index + HARDENED_OFFSET, 1 + ED25519_KEY_BYTES);
    const child = createHmac('sha512', node.subarray(ED25519_KEY_BYTES)).update(data).digest();
    data.fill(0);
    node.fill(0);
    node = child;
  }
  const privateKey = Buffer.from(node.subarray(0, ED25519_KEY_BYTES));
  node.fill(0);
  return privateKey;
}

function deriveKeypair(seed: DepositSeed, path: string): Keypair {
  const master = seed.bytes();
  try {
    const privateKey = deriveSlip10PrivateKey(master, path);
    try {
      // The Keypair keeps this array as its secret key (no copy), so it is not wiped here. Its public half was
      // just computed from the private half, so it needs no check again.
      const secretKey = new Uint8Array(2 * ED25519_KEY_BYTES);
      secretKey.set(privateKey);
      secretKey.set(ed25519PublicKey(privateKey), ED25519_KEY_BYTES);
      return Keypair.fromSecretKey(secretKey, { skipValidation: true });
    } finally {
      // Best effort: a garbage-collected runtime promises nothing, but no copy made here outlives the derivation.
      privateKey.fill(0);
    }
  } finally {
    master.fill(0);
  }
}

/** The deposit address at `index`, as initiation hands it to the customer; the key is dropped at once. */
export function deriveDepositAddress(seed: DepositSeed, index: number): string {
  const master = seed.bytes();
  try {
    const privateKey = deriveSlip10PrivateKey(master, depositKeyPath(index));
    try {
      return bs58.encode(ed25519PublicKey(privateKey));
    } finally {
      privateKey.fill(0);
    }
  } finally {
    master.fill(0);
  }
}
