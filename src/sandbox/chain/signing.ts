import { Transaction, type Keypair, type TransactionInstruction } from '@solana/web3.js';
import bs58 from 'bs58';
import type { Chain, ChainSubmitOutcome } from './chain.js';

/** A transaction signed and ready to send, with what it takes to follow it. */
export interface SignedTransaction {
  wireTransaction: Uint8Array;
  signature: string;
  /** It can land up to this block height; past it, it never will. */
  lastValidBlockHeight: bigint;
}

/**
 * Builds and signs a transaction of `instructions` on the chain's latest blockhash (the first signer pays the
 * fee), without sending it: what the service records as an intent before it sends it. Signing happens here, in
 * the service; the chain only gives the blockhash and later takes the signed bytes.
 */
export async function signTransaction(
  chain: Chain,
  instructions: TransactionInstruction[],
  signers: Keypair[],
): Promise<SignedTransaction> {
  return signWithBlockhash(instructions, signers, await chain.latestBlockhash());
}

/** Builds and signs a transaction of `instructions` on `recent` (the first signer pays the fee). */
export function signWithBlockhash(
  instructions: TransactionInstruction[],
  signers: readonly Keypair[],
  recent: { blockhash: string; lastValidBlockHeight: bigint },
): SignedTransaction {
  const [feePayer] = signers;
  if (!feePayer) throw new Error('a transaction needs a fee payer');
  const transaction = new Transaction({
    feePayer: feePayer.publicKey,
    blockhash: recent.blockhash,
    lastValidBlockHeight: Number(recent.lastValidBlockHeight),
  });
  transaction.add(...instructions);
  transaction.sign(...signers);
  const signature = transaction.signature;
  if (!signature) throw new Error('the transaction was not signed');
  return {
    wireTransaction: transaction.serialize(),
    signature: bs58.encode(signature),
    lastValidBlockHeight: recent.lastValidBlockHeight,
  };
}

/** Signs (the first signer pays the fee) and sends a transaction of `instructions`, and waits for its outcome. */
export async function signAndSend(
  chain: Chain,
  instructions: TransactionInstruction[],
  signers: Keypair[],
): Promise<ChainSubmitOutcome> {
  const signed = await signTransaction(chain, instructions, signers);
  return chain.sendTransaction(signed.wireTransaction);
}
