import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { Keypair, PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import { CURRENCY_DECIMALS, type CryptoCode } from '../../api/currencies.js';
import type { Ledger, SubmitOutcome } from '../chain/ledger.js';
import { SANDBOX_FAUCET, SANDBOX_MINTS } from '../chain/sandbox-keys.js';

/**
 * Where the money behind the balances is on the local ledger. Each business has a settlement wallet (its
 * `testPublicAddress`, whose key the sandbox keeps); a successful payment is swept there from its deposit, and
 * payouts and swaps move funds out of it and back. The faucet pays every network fee, so the wallet holds exactly
 * the business's balance (for SOL: above the rent-exempt minimum the wallet keeps).
 */

export function keypairFromSeed(secretSeed: string): Keypair {
  return Keypair.fromSeed(Buffer.from(secretSeed, 'base64'));
}

/** What an owner holds of `currency` that counts: lamports above the rent-exempt minimum, or its token balance. */
export function holdings(ledger: Ledger, owner: string, currency: CryptoCode): bigint {
  if (currency === 'SOL') {
    const above = ledger.getBalance(owner) - ledger.minimumBalanceForRentExemption(0);
    return above > 0n ? above : 0n;
  }
  return ledger.tokenAccountAmount(ledger.associatedTokenAddress(owner, currency)) ?? 0n;
}

/** A transfer of `amount` of `currency` from `from` to `to` (wallet addresses), opening `to`'s token account. */
export function transferInstructions(
  from: PublicKey,
  to: PublicKey,
  currency: CryptoCode,
  amount: bigint,
): TransactionInstruction[] {
  if (currency === 'SOL')
    return [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: amount })];
  const mint = SANDBOX_MINTS[currency];
  const destination = getAssociatedTokenAddressSync(mint, to, true);
  return [
    createAssociatedTokenAccountIdempotentInstruction(SANDBOX_FAUCET.publicKey, destination, to, mint),
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

/** Makes sure `owner` can receive SOL of any amount (rent-exempt) and holds token accounts for both stablecoins. */
export async function openWallet(ledger: Ledger, owner: PublicKey): Promise<void> {
  const rentExempt = ledger.minimumBalanceForRentExemption(0);
  const instructions: TransactionInstruction[] = [];
  const lamports = ledger.getBalance(owner.toBase58());
  if (lamports < rentExempt) {
    instructions.push(
      SystemProgram.transfer({
        fromPubkey: SANDBOX_FAUCET.publicKey,
        toPubkey: owner,
        lamports: rentExempt - lamports,
      }),
    );
  }
  for (const currency of ['USDC', 'USDT'] as const) {
    const mint = SANDBOX_MINTS[currency];
    const tokenAccount = getAssociatedTokenAddressSync(mint, owner, true);
    if (ledger.tokenAccountAmount(tokenAccount.toBase58()) === undefined) {
      instructions.push(
        createAssociatedTokenAccountIdempotentInstruction(
          SANDBOX_FAUCET.publicKey,
          tokenAccount,
          owner,
          mint,
        ),
      );
    }
  }
  if (instructions.length > 0)
    await expectLanded(
      ledger.signAndSubmit(instructions, [SANDBOX_FAUCET]),
      `open wallet ${owner.toBase58()}`,
    );
}

export async function expectLanded(outcome: Promise<SubmitOutcome>, purpose: string): Promise<SubmitOutcome> {
  const result = await outcome;
  if (result.failure) throw new Error(`ledger transfer to ${purpose} failed: ${result.failure.message}`);
  return result;
}
