import type { CryptoCode } from './currencies.js';

/**
 * SPL token mints per network: what the widget uses to build a Solana Pay URI when the service sends none.
 * The sandbox's local ledger has its own fixed mints, distinct from any real network's, so that a sandbox QR
 * code can never ask a real wallet for real stablecoins.
 */
export const SOLANA_TOKEN_MINTS = {
  sandbox: {
    USDC: '4EGBYbiGUzL9uC81uPVZJiHzBwD1gsJu8Ddfzdxdf9Kz',
    USDT: '2963PzvtXP58dtHKPbTsT6mj5Qp23QYJ65BYvj26F1Jh',
  },
  mainnet: {
    USDC: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    USDT: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
  },
} as const satisfies Record<string, Record<Exclude<CryptoCode, 'SOL'>, string>>;

export type SolanaNetwork = keyof typeof SOLANA_TOKEN_MINTS;
