import type { CryptoCode } from './currencies.js';

/** The SPL tokens the checkout accepts: every crypto currency but SOL itself. */
export type StablecoinCode = Exclude<CryptoCode, 'SOL'>;

/**
 * SPL token mints per network: what the widget uses to build a Solana Pay URI when the service sends none, and
 * what the service pays and detects with on a public cluster. The sandbox's local ledger has its own fixed
 * mints, distinct from any real network's, so that a sandbox QR code can never ask a real wallet for real
 * stablecoins.
 *
 * Devnet has Circle's own test USDC but no official USDT: Tether publishes none, and the devnet "USDT" mints
 * found in tutorials belong to whoever created them, so a payment in one proves nothing. Rather than choose one,
 * devnet has no USDT mint, and a service on devnet lists USDT as inactive (it refuses USDT payments and the
 * checkout does not offer it).
 */
export const SOLANA_TOKEN_MINTS = {
  sandbox: {
    USDC: '4EGBYbiGUzL9uC81uPVZJiHzBwD1gsJu8Ddfzdxdf9Kz',
    USDT: '2963PzvtXP58dtHKPbTsT6mj5Qp23QYJ65BYvj26F1Jh',
  },
  devnet: {
    USDC: '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU',
  },
  mainnet: {
    USDC: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    USDT: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
  },
} as const satisfies Record<string, Partial<Record<StablecoinCode, string>>>;

export type SolanaNetwork = keyof typeof SOLANA_TOKEN_MINTS;

/** The mint of `crypto` on `network`: undefined for SOL, and for a token the network has no mint of. */
export function mintOnNetwork(network: SolanaNetwork, crypto: CryptoCode): string | undefined {
  if (crypto === 'SOL') return undefined;
  const mints: Readonly<Partial<Record<StablecoinCode, string>>> = SOLANA_TOKEN_MINTS[network];
  return mints[crypto];
}
