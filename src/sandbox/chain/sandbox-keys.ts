import { createHash } from 'node:crypto';
import { Keypair, type PublicKey } from '@solana/web3.js';
import { SOLANA_TOKEN_MINTS } from '../../api/solana-mints.js';

/**
 * The local ledger's fixed identities. Every sandbox has the same USDC and USDT mint addresses (so that pages,
 * tests and wallets can rely on them) and the same mint authority and faucet: they exist only on this
 * in-process ledger, so their keys may be derived from public labels.
 */
function keypairFromLabel(label: string): Keypair {
  return Keypair.fromSeed(createHash('sha256').update(`crypto-checkout sandbox: ${label}`).digest());
}

export const SANDBOX_MINT_AUTHORITY = keypairFromLabel('mint authority');
/** Pays for the accounts the service opens (deposit accounts) and for airdrops. */
export const SANDBOX_FAUCET = keypairFromLabel('faucet');

/** Holds what bank payouts send until the (simulated) bank settles, and gives it back on cancel or decline. */
export const SANDBOX_PAYOUT_ESCROW = keypairFromLabel('payout escrow');
/** The other side of every swap: takes the input currency, pays the output currency. */
export const SANDBOX_SWAP_POOL = keypairFromLabel('swap pool');
/** Where the service's fees on payments, payouts and swaps go. */
export const SANDBOX_PLATFORM_FEES = keypairFromLabel('platform fees');

export const SANDBOX_MINT_KEYPAIRS: Readonly<Record<'USDC' | 'USDT', Keypair>> = {
  USDC: keypairFromLabel('USDC mint'),
  USDT: keypairFromLabel('USDT mint'),
};

export const SANDBOX_MINTS: Readonly<Record<'USDC' | 'USDT', PublicKey>> = {
  USDC: SANDBOX_MINT_KEYPAIRS.USDC.publicKey,
  USDT: SANDBOX_MINT_KEYPAIRS.USDT.publicKey,
};

for (const currency of ['USDC', 'USDT'] as const) {
  if (SANDBOX_MINTS[currency].toBase58() !== SOLANA_TOKEN_MINTS.sandbox[currency]) {
    throw new Error(`the ${currency} mint derived here differs from the published sandbox mint`);
  }
}

export const STABLECOIN_DECIMALS = 6;
