import type { StablecoinCode } from '../../api/solana-mints.js';

/**
 * A chain's stablecoin mints. Partial: a cluster may have no mint for a token (devnet has no official USDT,
 * src/api/solana-mints.ts), and the service then does not accept that token there (its currency is inactive).
 */
export type ChainMints = Readonly<Partial<Record<StablecoinCode, string>>>;

/**
 * The mint of `currency`, for code that is about to move it. A token without a mint on the cluster never gets
 * this far (initiation refuses inactive currencies), so reaching one is a bug, said plainly.
 */
export function requireMint(mints: ChainMints, currency: StablecoinCode): string {
  const mint = mints[currency];
  if (mint === undefined) throw new Error(`${currency} has no mint on this cluster`);
  return mint;
}
