import { describe, expect, it } from 'vitest';
import { createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { ComputeBudgetProgram, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { SOLANA_TOKEN_MINTS } from '../api/solana-mints.js';
import {
  TransferMismatchError,
  associatedTokenAddress,
  buildPaymentTransfer,
  checkPaymentTransfer,
  mintFor,
  type ExpectedTransfer,
} from './transfer.js';

const payer = Keypair.generate().publicKey.toBase58();
const deposit = Keypair.generate().publicKey.toBase58();
const reference = Keypair.generate().publicKey.toBase58();
const USDC = SOLANA_TOKEN_MINTS.sandbox.USDC;
const blockhash = Keypair.generate().publicKey.toBase58();
const recent = { blockhash, lastValidBlockHeight: 150 };

describe('buildPaymentTransfer', () => {
  it('SOL: a system transfer from the payer, who pays the fee, carrying the reference key', () => {
    const transaction = buildPaymentTransfer({
      payer,
      deposit,
      crypto: 'SOL',
      amount: 133_333_334n,
      reference,
      ...recent,
    });
    expect(transaction.feePayer?.toBase58()).toBe(payer);
    expect(transaction.recentBlockhash).toBe(blockhash);
    const [instruction] = transaction.instructions;
    const expected = SystemProgram.transfer({
      fromPubkey: new PublicKey(payer),
      toPubkey: new PublicKey(deposit),
      lamports: 133_333_334n,
    });
    expect(instruction?.data).toEqual(expected.data);
    expect(instruction?.keys.map((key) => key.pubkey.toBase58())).toEqual([payer, deposit, reference]);
    expect(instruction?.keys[2]).toMatchObject({ isSigner: false, isWritable: false });
  });

  it('tokens: the very instruction @solana/spl-token writes, between associated token accounts', () => {
    const transaction = buildPaymentTransfer({
      payer,
      deposit,
      crypto: 'USDC',
      amount: 20_200_000n,
      mint: USDC,
      ...recent,
    });
    const mint = new PublicKey(USDC);
    const expected = createTransferCheckedInstruction(
      getAssociatedTokenAddressSync(mint, new PublicKey(payer), true),
      mint,
      getAssociatedTokenAddressSync(mint, new PublicKey(deposit), true),
      new PublicKey(payer),
      20_200_000n,
      6,
    );
    const [instruction] = transaction.instructions;
    expect(instruction?.programId.equals(expected.programId)).toBe(true);
    expect(Buffer.from(instruction?.data ?? [])).toEqual(expected.data);
    expect(instruction?.keys).toEqual(expected.keys);
    // Serialises without a Node Buffer in the data.
    expect(transaction.serialize({ requireAllSignatures: false }).length).toBeGreaterThan(0);
  });

  it('derives associated token accounts of off-curve owners too', () => {
    const [pda] = PublicKey.findProgramAddressSync([Buffer.from('deposit')], SystemProgram.programId);
    expect(associatedTokenAddress(pda, USDC).toBase58()).toBe(
      getAssociatedTokenAddressSync(new PublicKey(USDC), pda, true).toBase58(),
    );
  });

  it('refuses a token payment without its mint, and a zero amount', () => {
    expect(() => buildPaymentTransfer({ payer, deposit, crypto: 'USDT', amount: 1n, ...recent })).toThrow(
      /mint/,
    );
    expect(() => buildPaymentTransfer({ payer, deposit, crypto: 'SOL', amount: 0n, ...recent })).toThrow(
      RangeError,
    );
    expect(mintFor('SOL', 'sandbox')).toBeUndefined();
    expect(mintFor('USDT', 'mainnet')).toBe(SOLANA_TOKEN_MINTS.mainnet.USDT);
  });
});

describe('checkPaymentTransfer', () => {
  const sol: ExpectedTransfer = { payer, deposit, crypto: 'SOL', amount: 1000n };
  const usdc: ExpectedTransfer = { payer, deposit, crypto: 'USDC', amount: 5_000_000n, mint: USDC };
  const build = (expected: ExpectedTransfer) => buildPaymentTransfer({ ...expected, reference, ...recent });

  it('accepts the payment, with priority-fee instructions beside it', () => {
    expect(() => checkPaymentTransfer(build(sol), sol, { strict: true })).not.toThrow();
    expect(() => checkPaymentTransfer(build(usdc), usdc, { strict: true })).not.toThrow();
    const withFee = build(sol);
    withFee.instructions.unshift(ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1000 }));
    expect(() => checkPaymentTransfer(withFee, sol, { strict: true })).not.toThrow();
  });

  it('refuses another fee payer, amount, destination, mint or decimals', () => {
    const cases: [Transaction, ExpectedTransfer][] = [
      [build({ ...sol, payer: deposit, deposit: payer }), sol],
      [build({ ...sol, amount: 999n }), sol],
      [build({ ...sol, deposit: reference }), sol],
      [build({ ...usdc, mint: SOLANA_TOKEN_MINTS.sandbox.USDT }), usdc],
      [build(usdc), { ...usdc, crypto: 'SOL' }],
    ];
    for (const [transaction, expected] of cases) {
      expect(() => checkPaymentTransfer(transaction, expected, { strict: false })).toThrow(
        TransferMismatchError,
      );
    }
  });

  it('refuses paying twice, and (strictly) anything else the transaction would do', () => {
    const twice = build(sol).add(
      build(sol).instructions[0] ??
        SystemProgram.transfer({
          fromPubkey: new PublicKey(payer),
          toPubkey: new PublicKey(deposit),
          lamports: 1000n,
        }),
    );
    expect(() => checkPaymentTransfer(twice, sol, { strict: false })).toThrow(/more than once/);
    const extra = build(sol).add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(payer),
        toPubkey: new PublicKey(reference),
        lamports: 5n,
      }),
    );
    expect(() => checkPaymentTransfer(extra, sol, { strict: true })).toThrow(/also calls/);
    // Once signed, a wallet's own additions are its business; the payment must still be there, once.
    expect(() => checkPaymentTransfer(extra, sol, { strict: false })).not.toThrow();
  });
});
