import {
  createAssociatedTokenAccountIdempotentInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { PublicKey, SystemProgram, type Keypair, type TransactionInstruction } from '@solana/web3.js';
import type { CryptoCode } from '../../api/currencies.js';
import type { Chain } from '../chain/chain.js';
import { requireMint } from '../chain/mints.js';
import { signAndSend } from '../chain/signing.js';
import { ServiceUnavailableError } from '../../api/errors.js';
import type { ChainSubmitOutcome } from '../chain/chain.js';

/**
 * What makes a deposit address ready to receive, so that the customer's very first payment, however small, can
 * land: for SOL, funding it to the rent-exempt minimum (a new account cannot hold less); for a token, opening the
 * owner's associated token account (idempotent). `payer`, the fee payer, pays, as it pays every fee of the
 * service's own. Initiation (below) and the deposit pool (deposit-pool.ts) open deposits alike.
 */
export function depositOpeningInstruction(
  chain: Pick<Chain, 'mints'>,
  owner: string,
  crypto: CryptoCode,
  payer: PublicKey,
  rentExempt: bigint,
): TransactionInstruction {
  const ownerKey = new PublicKey(owner);
  if (crypto === 'SOL') {
    return SystemProgram.transfer({ fromPubkey: payer, toPubkey: ownerKey, lamports: rentExempt });
  }
  const mint = new PublicKey(requireMint(chain.mints, crypto));
  const tokenAccount = getAssociatedTokenAddressSync(mint, ownerKey, true);
  return createAssociatedTokenAccountIdempotentInstruction(payer, tokenAccount, ownerKey, mint);
}

/** The account a deposit's payments arrive in: the address itself for SOL, its associated token account else. */
export function depositReceivingAccount(
  chain: Pick<Chain, 'associatedTokenAddress'>,
  owner: string,
  crypto: CryptoCode,
): string {
  return crypto === 'SOL' ? owner : chain.associatedTokenAddress(owner, crypto);
}

/**
 * Opens a deposit now (depositOpeningInstruction) and answers the account payments go to and what it holds before
 * any payment: what counts as received is the rise above it.
 */
export async function prepareDeposit(
  chain: Chain,
  owner: string,
  crypto: CryptoCode,
  payer: Keypair,
): Promise<{ receivingAccount: string; baseline: bigint }> {
  const rentExempt = crypto === 'SOL' ? await chain.minimumBalanceForRentExemption(0) : 0n;
  const instruction = depositOpeningInstruction(chain, owner, crypto, payer.publicKey, rentExempt);
  await openedOrUnavailable(signAndSend(chain, [instruction], [payer]), owner);
  const receivingAccount = depositReceivingAccount(chain, owner, crypto);
  const baseline =
    crypto === 'SOL'
      ? await chain.getBalance(owner)
      : ((await chain.getTokenAccountAmount(receivingAccount)) ?? 0n);
  return { receivingAccount, baseline };
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
