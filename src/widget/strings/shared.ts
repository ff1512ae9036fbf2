/**
 * What every catalog says the same way, whatever the language: brand names, the sign for an estimate, and the
 * names of Solana's public clusters (proper names), so that each catalog writes only its own words.
 */

export const CURRENCY_NAMES = { USDT: 'Tether USD', USDC: 'USD Coin', SOL: 'Solana' } as const;

/** An estimate: "≈ 12.5 USDC", the sign kept with its amount. */
export function approximately(amount: string, crypto: string): string {
  return `≈\u00a0${amount} ${crypto}`;
}

const CLUSTER_NAMES: Readonly<Record<string, string>> = {
  'solana:mainnet': 'Solana Mainnet',
  'solana:devnet': 'Solana Devnet',
  'solana:testnet': 'Solana Testnet',
};

/** A wallet-standard chain ("solana:devnet") by its name; the sandbox's own network in the catalog's words. */
export function networkName(chain: string, sandboxNetwork: string): string {
  return CLUSTER_NAMES[chain] ?? sandboxNetwork;
}
