import {
  Transaction,
  VersionedTransaction,
  type Keypair,
  type TransactionInstruction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { ed25519Sign } from '../domain/ed25519-signature.js';
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

/**
 * Builds and signs a transaction of `instructions` on `recent` (the first signer pays the fee). The message is
 * compiled once and signed through node:crypto (domain/ed25519-signature.ts), rather than by Transaction.sign and
 * serialize, which compile it again for every signer and verify each signature they have just made.
 */
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
  const message = transaction.compileMessage();
  const messageBytes = message.serialize();
  const signatures = message.accountKeys.slice(0, message.header.numRequiredSignatures).map((key) => {
    const signer = signers.find((candidate) => candidate.publicKey.equals(key));
    if (!signer) throw new Error(`the transaction needs a signature of ${key.toBase58()}`);
    return ed25519Sign(messageBytes, signer);
  });
  const [feePayerSignature] = signatures;
  if (!feePayerSignature) throw new Error('the transaction was not signed');
  return {
    wireTransaction: new VersionedTransaction(message, signatures).serialize(),
    signature: bs58.encode(feePayerSignature),
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
