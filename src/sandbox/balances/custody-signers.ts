import type { Keypair, PublicKey } from '@solana/web3.js';
import { SANDBOX_PAYOUT_ESCROW, SANDBOX_SWAP_POOL } from '../chain/sandbox-keys.js';
import type { ServiceContext } from '../context.js';
import type { SqlExecutor } from '../store/database.js';
import { asString } from '../store/rows.js';
import { keypairFromSeed } from './custody.js';
import { depositSigner } from './deposit-signer.js';

/**
 * The keys of the service's own accounts, found by address: what signs a transfer again when it has to be
 * rebuilt (ledger-intent.ts, `replaceExpiredIntent`), knowing only which addresses signed the first one. The fee
 * payer; on localnet, the sandbox's escrow and pool and the businesses' test wallets; and any deposit, whose key
 * is derived again from the deposit seed. An address that is none of these is an error: the service never signs
 * for anyone else.
 */
export async function signersFor(
  executor: SqlExecutor,
  context: Pick<ServiceContext, 'custody' | 'depositSeed'>,
  addresses: readonly PublicKey[],
): Promise<Keypair[]> {
  const signers: Keypair[] = [];
  for (const address of addresses) signers.push(await signerFor(executor, context, address));
  return signers;
}

async function signerFor(
  executor: SqlExecutor,
  context: Pick<ServiceContext, 'custody' | 'depositSeed'>,
  address: PublicKey,
): Promise<Keypair> {
  const { custody } = context;
  if (address.equals(custody.feePayer.publicKey)) return custody.feePayer;
  if (custody.keepsBusinessFunds) {
    for (const sandboxKey of [SANDBOX_PAYOUT_ESCROW, SANDBOX_SWAP_POOL]) {
      if (address.equals(sandboxKey.publicKey)) return sandboxKey;
    }
    const [wallet] = await executor.query(
      'SELECT test_wallet_seed FROM businesses WHERE test_public_address = $1',
      [address.toBase58()],
    );
    if (wallet) return keypairFromSeed(asString(wallet.test_wallet_seed));
  }
  const [deposit] = await executor.query(
    `SELECT deposit_address, deposit_key_index, deposit_secret_seed FROM transactions WHERE deposit_address = $1 LIMIT 1`,
    [address.toBase58()],
  );
  if (deposit) return depositSigner(context, deposit);
  throw new Error(`${address.toBase58()} is not an account the service holds the key of`);
}
