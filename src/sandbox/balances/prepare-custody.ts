import { PublicKey } from '@solana/web3.js';
import type { Chain } from '../chain/chain.js';
import { SANDBOX_PAYOUT_ESCROW, SANDBOX_PLATFORM_FEES, SANDBOX_SWAP_POOL } from '../chain/sandbox-keys.js';
import type { SqlExecutor } from '../store/database.js';
import { listSettlementWallets } from '../store/businesses.js';
import { openWallet } from './custody.js';

/** At start: every account money is moved between can receive any amount of SOL, USDC and USDT. */
export async function prepareCustody(executor: SqlExecutor, chain: Chain): Promise<void> {
  const owners = [
    SANDBOX_PAYOUT_ESCROW.publicKey,
    SANDBOX_SWAP_POOL.publicKey,
    SANDBOX_PLATFORM_FEES.publicKey,
  ];
  for (const wallet of await listSettlementWallets(executor)) owners.push(new PublicKey(wallet));
  for (const owner of owners) await openWallet(chain, owner);
}
