import { Keypair } from '@solana/web3.js';
import { HDKey } from 'micro-key-producer/slip10.js';
import type { DepositSeed } from './deposit-seed.js';

/**
 * Deposit keys are derived from the master seed by SLIP-0010 for ed25519, on the path Solana wallets use for
 * their accounts (Phantom, Solflare, Trezor, `solana-keygen … prompt://?key=<index>/0`): m/44'/501'/<index>'/0',
 * with the transaction's derivation index as the account. Ed25519 derivation is hardened only, so an index is
 * below 2^31; the database hands each transaction its own (a sequence that stops, rather than wraps, at the
 * last one), so two transactions never share a key. Only the index is stored: the key is derived again when a
 * sweep has to be signed, and lives only in memory meanwhile.
 *
 * The derivation is micro-key-producer's (Paul Miller's audited noble/scure family), not our own HMAC code; the
 * tests check it against SLIP-0010's published vectors and a hardware wallet's Solana addresses.
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

function deriveKeypair(seed: DepositSeed, path: string): Keypair {
  const master = seed.bytes();
  try {
    const leaf = HDKey.fromMasterSeed(master).derive(path);
    try {
      // Keypair copies the 32-byte private key into its own secret key.
      return Keypair.fromSeed(leaf.privateKey);
    } finally {
      // Best effort: a garbage-collected runtime promises nothing, but no copy made here outlives the derivation.
      leaf.privateKey.fill(0);
    }
  } finally {
    master.fill(0);
  }
}

/** The deposit address at `index`, as initiation hands it to the customer; the key is dropped at once. */
export function deriveDepositAddress(seed: DepositSeed, index: number): string {
  return deriveDepositKeypair(seed, index).publicKey.toBase58();
}
