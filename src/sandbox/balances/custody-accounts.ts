import { PublicKey, type Keypair } from '@solana/web3.js';
import type { SolanaCluster } from '../../api/solana-cluster.js';
import { ConflictError } from '../../api/errors.js';
import { SANDBOX_FAUCET, SANDBOX_PLATFORM_FEES } from '../chain/sandbox-keys.js';
import type { ServiceConfig } from '../config.js';
import { deriveFeePayerKeypair } from '../domain/deposit-key-derivation.js';
import type { DepositSeed } from '../domain/deposit-seed.js';
import { getSettlementWalletAddress } from '../store/businesses.js';
import type { SqlExecutor } from '../store/database.js';

/**
 * Who holds what on chain, which differs between the sandbox and a public cluster (docs/going-live.md).
 *
 * - On localnet the sandbox plays every part: its faucet pays the fees, and each business's money sits in a test
 *   wallet whose key the sandbox keeps, so that payouts and swaps can move it.
 * - On devnet and mainnet-beta no key the sandbox derives from a public label may hold anything (anyone can
 *   compute it). The fee payer is derived from DEPOSIT_SEED, and every payment, fee included, is swept to
 *   SETTLEMENT_ADDRESS, the merchant's own wallet, of which the service has no key: the money leaves the
 *   service's hands as soon as the payment succeeds, so there is nothing for it to pay out or swap.
 */
export interface CustodyAccounts {
  cluster: SolanaCluster;
  /** Pays every network fee of the service's own transactions and the rent of every account it opens. */
  feePayer: Keypair;
  /** True on localnet only: the service keeps each business's funds, so payouts and swaps can move them. */
  keepsBusinessFunds: boolean;
  /** Where a business's payments are swept (the credit, net of the fee). */
  settlementAddress(executor: SqlExecutor, businessId: string): Promise<PublicKey>;
  /** Where the service's fee on each payment is swept. */
  feeAddress(executor: SqlExecutor, businessId: string): Promise<PublicKey>;
}

/** Whether the service keeps the businesses' funds on `cluster`: on localnet only. */
export function keepsBusinessFunds(cluster: SolanaCluster): boolean {
  return cluster === 'localnet';
}

export function custodyAccountsFor(
  config: Pick<ServiceConfig, 'solanaCluster' | 'settlementAddress'>,
  seed: DepositSeed,
): CustodyAccounts {
  if (keepsBusinessFunds(config.solanaCluster)) {
    return {
      cluster: 'localnet',
      feePayer: SANDBOX_FAUCET,
      keepsBusinessFunds: true,
      settlementAddress: async (executor, businessId) =>
        new PublicKey(await getSettlementWalletAddress(executor, businessId)),
      feeAddress: () => Promise.resolve(SANDBOX_PLATFORM_FEES.publicKey),
    };
  }
  if (config.settlementAddress === undefined) {
    // loadConfig refuses this; a hand-built configuration must not fall back to a sandbox wallet either.
    throw new Error(`SETTLEMENT_ADDRESS is required on SOLANA_CLUSTER=${config.solanaCluster}`);
  }
  const settlement = new PublicKey(config.settlementAddress);
  const feePayer = deriveFeePayerKeypair(seed);
  if (feePayer.publicKey.equals(settlement)) {
    throw new Error(
      'SETTLEMENT_ADDRESS is the fee payer derived from DEPOSIT_SEED: settle to a wallet of your own instead',
    );
  }
  return {
    cluster: config.solanaCluster,
    feePayer,
    keepsBusinessFunds: false,
    settlementAddress: () => Promise.resolve(settlement),
    // The operator of a self-hosted gateway is the merchant: the fee is theirs too (FEE_PERCENT=0 to charge none).
    feeAddress: () => Promise.resolve(settlement),
  };
}

/**
 * Refuses an operation that moves a business's funds (a payout, a swap) where the service does not keep them:
 * off localnet they are in the merchant's own wallet already.
 */
export function requireKeptFunds(custody: CustodyAccounts, operation: 'Payouts' | 'Swaps'): void {
  if (custody.keepsBusinessFunds) return;
  throw new ConflictError(
    `${operation} are not available on ${custody.cluster}: every payment is swept to your SETTLEMENT_ADDRESS ` +
      'as soon as it succeeds, so the funds are in your own wallet; send or exchange them from there',
  );
}
