import {
  createAssociatedTokenAccountIdempotentInstruction,
  createMintToCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { PublicKey, type TransactionInstruction } from '@solana/web3.js';
import {
  SANDBOX_FAUCET,
  SANDBOX_MINT_AUTHORITY,
  SANDBOX_MINTS,
  STABLECOIN_DECIMALS,
} from './sandbox-keys.js';

/**
 * Minting sandbox USDC/USDT to `owner`: its associated token account opened when needed (the faucet pays), then
 * a mint-to signed by the sandbox mint authority. Signers: the faucet (fee payer) and the mint authority. The
 * embedded ledger and the RPC chain's test faucet (over `npm run ledger`) both mint this way.
 *
 * `mint` is the sandbox mint of `currency` unless given: a ledger imitating a public cluster
 * (src/sandbox/chain/imitated-mints.ts) holds that cluster's mints instead, with the same mint authority.
 */
export function sandboxMintInstructions(
  currency: 'USDC' | 'USDT',
  owner: string,
  amount: bigint,
  mint: PublicKey = SANDBOX_MINTS[currency],
): TransactionInstruction[] {
  const ownerKey = new PublicKey(owner);
  const tokenAccount = getAssociatedTokenAddressSync(mint, ownerKey, true);
  return [
    createAssociatedTokenAccountIdempotentInstruction(SANDBOX_FAUCET.publicKey, tokenAccount, ownerKey, mint),
    createMintToCheckedInstruction(
      mint,
      tokenAccount,
      SANDBOX_MINT_AUTHORITY.publicKey,
      amount,
      STABLECOIN_DECIMALS,
    ),
  ];
}

/** Who signs `sandboxMintInstructions`: the faucet pays the fee, the mint authority mints. */
export const SANDBOX_MINT_SIGNERS = [SANDBOX_FAUCET, SANDBOX_MINT_AUTHORITY] as const;
