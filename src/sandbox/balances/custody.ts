import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { Keypair, PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import { CURRENCY_DECIMALS, type CryptoCode } from '../../api/currencies.js';
import type { Chain, ChainSubmitOutcome } from '../chain/chain.js';
import { requireMint } from '../chain/mints.js';
import { signAndSend } from '../chain/signing.js';

/**
 * Moving the money behind the balances. On localnet each business has a settlement wallet (its
 * `testPublicAddress`, whose key the sandbox keeps); a successful payment is swept there from its deposit, and
 * payouts and swaps move funds out of it and back. The fee payer (custody-accounts.ts) pays every network fee and
 * rent, so the wallet holds exactly the business's balance (for SOL: above the rent-exempt minimum it keeps).
 */

export function keypairFromSeed(secretSeed: string): Keypair {
  return Keypair.fromSeed(Buffer.from(secretSeed, 'base64'));
}

/** What an owner holds of `currency` that counts: lamports above the rent-exempt minimum, or its token balance. */
export async function holdings(chain: Chain, owner: string, currency: CryptoCode): Promise<bigint> {
  if (currency === 'SOL') {
    const above = (await chain.getBalance(owner)) - (await chain.minimumBalanceForRentExemption(0));
    return above > 0n ? above : 0n;
  }
  return (await chain.getTokenAccountAmount(chain.associatedTokenAddress(owner, currency))) ?? 0n;
}

/**
 * A transfer of `amount` of `currency` from `from` to `to` (wallet addresses), opening `to`'s token account when
 * it has none, at `payer`'s expense.
 */
export function transferInstructions(
  from: PublicKey,
  to: PublicKey,
  currency: CryptoCode,
  amount: bigint,
  mints: Chain['mints'],
  payer: PublicKey,
): TransactionInstruction[] {
  if (currency === 'SOL')
    return [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: amount })];
  // The chain's mints, not the sandbox's: on a public cluster they are the real tokens (solana-mints.ts).
  const mint = new PublicKey(requireMint(mints, currency));
  const destination = getAssociatedTokenAddressSync(mint, to, true);
  return [
    createAssociatedTokenAccountIdempotentInstruction(payer, destination, to, mint),
    createTransferCheckedInstruction(
      getAssociatedTokenAddressSync(mint, from, true),
      mint,
      destination,
      from,
      amount,
      CURRENCY_DECIMALS[currency],
    ),
  ];
}

/**
 * Makes sure `owner` can receive SOL of any amount (rent-exempt) and holds a token account for each stablecoin
 * the cluster has a mint of; `payer` pays.
 */
export async function openWallet(chain: Chain, owner: PublicKey, payer: Keypair): Promise<void> {
  const rentExempt = await chain.minimumBalanceForRentExemption(0);
  const instructions: TransactionInstruction[] = [];
  const lamports = await chain.getBalance(owner.toBase58());
  if (lamports < rentExempt) {
    instructions.push(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: owner,
        lamports: rentExempt - lamports,
      }),
    );
  }
  for (const currency of ['USDC', 'USDT'] as const) {
    const mintAddress = chain.mints[currency];
    if (mintAddress === undefined) continue;
    const mint = new PublicKey(mintAddress);
    const tokenAccount = getAssociatedTokenAddressSync(mint, owner, true);
    if ((await chain.getTokenAccountAmount(tokenAccount.toBase58())) === undefined) {
      instructions.push(
        createAssociatedTokenAccountIdempotentInstruction(payer.publicKey, tokenAccount, owner, mint),
      );
    }
  }
  if (instructions.length > 0)
    await expectLanded(signAndSend(chain, instructions, [payer]), `open wallet ${owner.toBase58()}`);
}

export async function expectLanded(
  outcome: Promise<ChainSubmitOutcome>,
  purpose: string,
): Promise<ChainSubmitOutcome> {
  const result = await outcome;
  if (result.failure) throw new Error(`ledger transfer to ${purpose} failed: ${result.failure.message}`);
  return result;
}
