import { address as toKitAddress, lamports as toLamports } from '@solana/kit';
import { MINT_SIZE, MintLayout, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import type { LiteSVM } from 'litesvm';
import { mintsForCluster, type SolanaCluster } from '../../api/solana-cluster.js';
import type { StablecoinCode } from '../../api/solana-mints.js';
import { SANDBOX_MINT_AUTHORITY, STABLECOIN_DECIMALS } from './sandbox-keys.js';

/**
 * A local ledger standing in for a public cluster (`npm run ledger` with LEDGER_CLUSTER=devnet or mainnet-beta)
 * holds that cluster's stablecoin mints at their real addresses, so that a gateway or a test configured for the
 * cluster finds the mints it expects, offline. They are classic SPL Token mints of 6 decimals whose mint
 * authority is the sandbox's own, so tests can mint "devnet USDC" as they mint sandbox USDC.
 *
 * Nobody here holds those mints' keys, so they cannot be created by a signed createAccount as the sandbox mints
 * are: they are written straight into the VM's genesis state. Not being transactions, they are not in the
 * history; the ledger writes them whenever it starts from genesis, before replaying the history over them.
 */

/** The mints a ledger holds for `cluster`: the sandbox's own on localnet, the cluster's real ones otherwise. */
export function ledgerMints(cluster: SolanaCluster): Readonly<Partial<Record<StablecoinCode, PublicKey>>> {
  return Object.fromEntries(
    Object.entries(mintsForCluster(cluster)).map(([currency, mint]) => [currency, new PublicKey(mint)]),
  );
}

/** Writes `cluster`'s mints into a genesis VM (nothing on localnet, whose mints are created by transactions). */
export function writeImitatedMints(svm: LiteSVM, cluster: SolanaCluster): void {
  if (cluster === 'localnet') return;
  const rentExempt = svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE));
  for (const mint of Object.values(ledgerMints(cluster))) {
    const data = Buffer.alloc(MINT_SIZE);
    MintLayout.encode(
      {
        mintAuthorityOption: 1,
        mintAuthority: SANDBOX_MINT_AUTHORITY.publicKey,
        supply: 0n,
        decimals: STABLECOIN_DECIMALS,
        isInitialized: true,
        freezeAuthorityOption: 0,
        freezeAuthority: PublicKey.default,
      },
      data,
    );
    svm.setAccount({
      address: toKitAddress(mint.toBase58()),
      lamports: toLamports(rentExempt),
      programAddress: toKitAddress(TOKEN_PROGRAM_ID.toBase58()),
      data: new Uint8Array(data),
      executable: false,
      space: BigInt(MINT_SIZE),
    });
  }
}
