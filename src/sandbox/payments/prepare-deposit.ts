import {
  createAssociatedTokenAccountIdempotentInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { PublicKey, SystemProgram, type Keypair } from '@solana/web3.js';
import type { CryptoCode } from '../../api/currencies.js';
import type { Chain } from '../chain/chain.js';
import { requireMint } from '../chain/mints.js';
import { signAndSend } from '../chain/signing.js';
import { ServiceUnavailableError } from '../../api/errors.js';
import type { ChainSubmitOutcome } from '../chain/chain.js';

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
    await openedOrUnavailable(signAndSend(chain, [instruction], [payer]), owner);
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
  await openedOrUnavailable(signAndSend(chain, [instruction], [payer]), owner);
  const receivingAccount = tokenAccount.toBase58();
  return { receivingAccount, baseline: (await chain.getTokenAccountAmount(receivingAccount)) ?? 0n };
}

/**
 * A deposit the chain would not open is the gateway's trouble, not the caller's: most often its fee payer is out
 * of SOL (the fee-payer watch has told the operator), or the endpoint is down. A 503 says to try again, and the
 * log has the reason.
 */
async function openedOrUnavailable(outcome: Promise<ChainSubmitOutcome>, owner: string): Promise<void> {
  let result: ChainSubmitOutcome;
  try {
    result = await outcome;
  } catch (error) {
    // The endpoint did not answer (down, or rate-limiting past the retries): nothing to charge anyone for yet.
    throw new ServiceUnavailableError(
      'The gateway could not reach the chain to open a deposit account; try again shortly.',
      { cause: error },
    );
  }
  if (!result.failure) return;
  throw new ServiceUnavailableError(
    'The gateway could not open a deposit account on the chain right now; try again shortly.',
    { cause: new Error(`opening deposit ${owner} failed: ${result.failure.message}`) },
  );
}
