import type { Keypair } from '@solana/web3.js';
import type { ServiceContext } from '../context.js';
import { deriveDepositAddress, deriveDepositKeypair } from '../domain/deposit-key-derivation.js';
import type { DepositSeed } from '../domain/deposit-seed.js';
import type { Row, SqlExecutor } from '../store/database.js';
import { asNullableString, asString } from '../store/rows.js';
import { newestPooledDeposit } from '../store/deposit-pool.js';
import { recordDepositSeedProbe } from '../store/deposit-seed-probe.js';

/** The index whose address marks a seed in the database: any fixed one does; the first is as good as any. */
const SEED_PROBE_INDEX = 0;
import { keypairFromSeed } from './custody.js';

/**
 * The key that signs for a transaction's deposit, from its `transactions` row (`deposit_address`,
 * `deposit_key_index`, `deposit_secret_seed`): derived from the deposit seed at the row's index, or, for a
 * transaction stored before deposit keys were derived, read from the seed the row kept. Every signature a deposit
 * makes goes through here. The key is checked against the address before it is used, and its holder should
 * drop it once the transaction is signed.
 */
export function depositSigner(context: Pick<ServiceContext, 'depositSeed'>, row: Row): Keypair {
  const address = asString(row.deposit_address);
  const index = row.deposit_key_index;
  const legacySeed = asNullableString(row.deposit_secret_seed);
  let keypair: Keypair;
  if (index !== null && index !== undefined) {
    keypair = deriveDepositKeypair(context.depositSeed, Number(index));
  } else if (legacySeed !== null) {
    keypair = keypairFromSeed(legacySeed);
  } else {
    throw new Error(`deposit ${address} has neither a derivation index nor a stored key`);
  }
  if (keypair.publicKey.toBase58() !== address) {
    throw new Error(`the key for deposit ${address} is another address's: ${wrongSeedAdvice(index)}`);
  }
  return keypair;
}

/**
 * Refuses a deposit seed that is not the one this database's deposit addresses were derived from, before the
 * service uses it: one a new DATA_DIR generated beside an existing DATABASE_URL, or a changed DEPOSIT_SEED,
 * would make new deposits look fine while no payment to an earlier one could ever be swept. The newest
 * derived deposit is derived again and compared, and so is the address the first start's seed derived at
 * SEED_PROBE_INDEX. Run it under the start-up lock (store/migrations.ts, holdStartupLock).
 */
export async function checkDepositSeed(executor: SqlExecutor, seed: DepositSeed): Promise<void> {
  const [row] = await executor.query(
    `SELECT deposit_address, deposit_key_index FROM transactions
     WHERE deposit_key_index IS NOT NULL ORDER BY deposit_key_index DESC LIMIT 1`,
  );
  const pooled = await newestPooledDeposit(executor);
  const newest = [
    ...(row ? [{ keyIndex: Number(row.deposit_key_index), address: asString(row.deposit_address) }] : []),
    // The pool's deposits are handed out later: one derived from another seed could never be swept.
    ...(pooled ? [pooled] : []),
  ];
  for (const deposit of newest) {
    if (deriveDepositAddress(seed, deposit.keyIndex) !== deposit.address) {
      throw new Error(
        `deposit ${deposit.address} was not derived from this seed: ${wrongSeedAdvice(deposit.keyIndex)}`,
      );
    }
  }
  // The first start's seed, by its public mark: instances started together on a new database, before any
  // deposit exists, must still share one seed.
  const probe = deriveDepositAddress(seed, SEED_PROBE_INDEX);
  const recorded = await recordDepositSeedProbe(executor, probe);
  if (recorded !== probe) {
    throw new Error(
      'DEPOSIT_SEED (or DATA_DIR/deposit-seed) is not the seed this database was first started with (its ' +
        `address at index ${SEED_PROBE_INDEX} is ${recorded}). Give every instance the same DEPOSIT_SEED.`,
    );
  }
}

function wrongSeedAdvice(index: unknown): string {
  if (index === null || index === undefined) return 'its stored key does not match it';
  return (
    `DEPOSIT_SEED (or DATA_DIR/deposit-seed) is not the seed this database's deposits were derived from ` +
    `(index ${String(index)}). Start with that seed, or their money cannot be moved.`
  );
}
