import { Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { signWithBlockhash } from './signing.js';

const recent = { blockhash: Keypair.generate().publicKey.toBase58(), lastValidBlockHeight: 1_000n };

/** What @solana/web3.js itself signs and serialises for the same instructions (ed25519 is deterministic). */
function signedByWeb3(
  instructions: ReturnType<typeof SystemProgram.transfer>[],
  feePayer: Keypair,
  ...otherSigners: Keypair[]
) {
  const transaction = new Transaction({
    feePayer: feePayer.publicKey,
    blockhash: recent.blockhash,
    lastValidBlockHeight: Number(recent.lastValidBlockHeight),
  }).add(...instructions);
  transaction.sign(feePayer, ...otherSigners);
  const signature = transaction.signature;
  if (!signature) throw new Error('web3.js did not sign');
  return { wire: transaction.serialize(), signature: bs58.encode(signature) };
}

describe('signWithBlockhash', () => {
  it('signs exactly as @solana/web3.js does, with one signer', () => {
    const payer = Keypair.generate();
    const instructions = [
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 5,
      }),
    ];
    const signed = signWithBlockhash(instructions, [payer], recent);
    const expected = signedByWeb3(instructions, payer);
    expect(Buffer.from(signed.wireTransaction).equals(expected.wire)).toBe(true);
    expect(signed.signature).toBe(expected.signature);
    expect(signed.lastValidBlockHeight).toBe(1_000n);
  });

  it('signs exactly as @solana/web3.js does, with a fee payer and a second signer in any order', () => {
    const payer = Keypair.generate();
    const owner = Keypair.generate();
    const instructions = [
      SystemProgram.transfer({ fromPubkey: owner.publicKey, toPubkey: payer.publicKey, lamports: 7 }),
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: owner.publicKey, lamports: 3 }),
    ];
    const expected = signedByWeb3(instructions, payer, owner);
    const signed = signWithBlockhash(instructions, [payer, owner], recent);
    expect(Buffer.from(signed.wireTransaction).equals(expected.wire)).toBe(true);
    expect(signed.signature).toBe(expected.signature);
    // The same key pairs again (their imported keys are cached): still the same bytes.
    expect(Buffer.from(signWithBlockhash(instructions, [payer, owner], recent).wireTransaction)).toEqual(
      Buffer.from(expected.wire),
    );
  });

  it('refuses to build a transaction one of whose signers is missing', () => {
    const payer = Keypair.generate();
    const owner = Keypair.generate();
    const instructions = [
      SystemProgram.transfer({ fromPubkey: owner.publicKey, toPubkey: payer.publicKey, lamports: 7 }),
    ];
    expect(() => signWithBlockhash(instructions, [payer], recent)).toThrow(owner.publicKey.toBase58());
  });
});
