import { PublicKey } from '@solana/web3.js';
import type { Chain } from '../chain/chain.js';
import { SANDBOX_PAYOUT_ESCROW, SANDBOX_PLATFORM_FEES, SANDBOX_SWAP_POOL } from '../chain/sandbox-keys.js';
import type { SqlExecutor } from '../store/database.js';
import { listSettlementWallets } from '../store/businesses.js';
import { openWallet } from './custody.js';
import type { CustodyAccounts } from './custody-accounts.js';

/**
 * At start, on localnet: every account money is moved between can receive any amount of SOL, USDC and USDT.
 * Off localnet there is nothing to open: the sandbox's escrow, pool and fee wallets have keys anyone can compute,
 * so they must never hold anything there, and the merchant's own wallet gets its token accounts from the first
 * sweep that needs them.
 */
export async function prepareCustody(
  executor: SqlExecutor,
  chain: Chain,
  custody: CustodyAccounts,
): Promise<void> {
  if (!custody.keepsBusinessFunds) return;
  const owners = [
    SANDBOX_PAYOUT_ESCROW.publicKey,
    SANDBOX_SWAP_POOL.publicKey,
    SANDBOX_PLATFORM_FEES.publicKey,
  ];
  for (const wallet of await listSettlementWallets(executor)) owners.push(new PublicKey(wallet));
  for (const owner of owners) await openWallet(chain, owner, custody.feePayer);
}
