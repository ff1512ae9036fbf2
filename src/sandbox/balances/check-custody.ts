import { CURRENCY_DECIMALS } from '../../api/currencies.js';
import { formatBaseUnits } from '../../api/money.js';
import type { Chain } from '../chain/chain.js';
import type { CustodyAccounts } from './custody-accounts.js';

/**
 * The least the fee payer must hold for the service to start off localnet: 0.05 SOL. Each USDC or USDT payment
 * opens a deposit token account (about 0.00204 SOL of rent), each SOL payment funds its deposit to the
 * rent-exempt minimum (about 0.00089 SOL), and every sweep pays a 0.00001 SOL network fee (two signatures), so
 * this covers about two dozen payments: enough to start, not to run for long (docs/going-live.md).
 */
export const MINIMUM_FEE_PAYER_LAMPORTS = 50_000_000n;

export interface CustodyCheck {
  feePayer: string;
  feePayerLamports: bigint;
}

/**
 * Before serving off localnet: the endpoint must be the cluster SOLANA_CLUSTER names (its USDC/USDT mints exist
 * there, with 6 decimals), and the fee payer must hold enough SOL to open deposits and sweep them. Either failing
 * stops the start with an error that says what to do; on localnet the sandbox's own faucet pays and is refilled.
 */
export async function checkCustody(chain: Chain, custody: CustodyAccounts): Promise<CustodyCheck> {
  const feePayer = custody.feePayer.publicKey.toBase58();
  const feePayerLamports = await chain.getBalance(feePayer);
  if (custody.keepsBusinessFunds) return { feePayer, feePayerLamports };
  for (const currency of ['USDC', 'USDT'] as const) {
    const mint = chain.mints[currency];
    if (mint === undefined) continue;
    const decimals = await chain.getMintDecimals(mint);
    if (decimals !== CURRENCY_DECIMALS[currency]) {
      throw new Error(
        `${currency}'s ${custody.cluster} mint ${mint} is ${decimals === undefined ? 'not a token mint' : `a mint of ${decimals} decimals`} ` +
          `at SOLANA_RPC_URL: is that endpoint on ${custody.cluster}, as SOLANA_CLUSTER says?`,
      );
    }
  }
  if (feePayerLamports < MINIMUM_FEE_PAYER_LAMPORTS) {
    const sol = (lamports: bigint) => `${formatBaseUnits(lamports, CURRENCY_DECIMALS.SOL)} SOL`;
    throw new Error(
      [
        `The fee payer ${feePayer} holds ${sol(feePayerLamports)}; it needs at least ${sol(MINIMUM_FEE_PAYER_LAMPORTS)}.`,
        'It pays the rent of every deposit account the service opens and the network fee of every sweep. It is',
        "derived from DEPOSIT_SEED (path m/44'/501'/0'/1'), so it is the same address at every start.",
        custody.cluster === 'devnet'
          ? `Fund it (for example: solana airdrop 1 ${feePayer} --url devnet) and start again.`
          : `Send it SOL from your own wallet (0.5 SOL covers about 200 token payments) and start again.`,
      ].join('\n'),
    );
  }
  return { feePayer, feePayerLamports };
}
