import {
  createAssociatedTokenAccountIdempotentInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { PublicKey, SystemProgram, type Keypair } from '@solana/web3.js';
import type { CryptoCode } from '../../api/currencies.js';
import type { Chain } from '../chain/chain.js';
import { requireMint } from '../chain/mints.js';
import { signAndSend } from '../chain/signing.js';
import { expectLanded } from '../balances/custody.js';

/**
 * Makes a deposit address ready to receive, so that the customer's very first payment, however small, can land:
 * for SOL, funds it to the rent-exempt minimum (a new account cannot hold less); for a token, opens the owner's
 * associated token account. Answers the account payments go to and what it holds before any payment (what
 * counts as received is the rise above it). `payer`, the fee payer, pays, as it pays every fee of the service's
 * own.
 */
export async function prepareDeposit(
  chain: Chain,
  owner: string,
  crypto: CryptoCode,
  payer: Keypair,
): Promise<{ receivingAccount: string; baseline: bigint }> {
  const ownerKey = new PublicKey(owner);
  if (crypto === 'SOL') {
    const rentExempt = await chain.minimumBalanceForRentExemption(0);
    const instruction = SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: ownerKey,
      lamports: rentExempt,
    });
    await expectLanded(signAndSend(chain, [instruction], [payer]), `fund deposit ${owner}`);
    return { receivingAccount: owner, baseline: await chain.getBalance(owner) };
  }
  const mint = new PublicKey(requireMint(chain.mints, crypto));
  const tokenAccount = getAssociatedTokenAddressSync(mint, ownerKey, true);
  const instruction = createAssociatedTokenAccountIdempotentInstruction(
    payer.publicKey,
    tokenAccount,
    ownerKey,
    mint,
  );
  await expectLanded(signAndSend(chain, [instruction], [payer]), `open deposit ${owner}`);
  const receivingAccount = tokenAccount.toBase58();
  return { receivingAccount, baseline: (await chain.getTokenAccountAmount(receivingAccount)) ?? 0n };
}
