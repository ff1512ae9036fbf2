import { createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js';
import { CURRENCY_DECIMALS } from '../../api/currencies.js';
import type { Ledger } from '../chain/ledger.js';
import { SANDBOX_MINTS } from '../chain/sandbox-keys.js';
import type { StoredTransaction } from '../store/transactions.js';

/**
 * The transfer a wallet signs to pay a transaction: `amount` from the wallet (which also pays the network fee)
 * to the deposit, as a SOL transfer or an SPL `transferChecked` between associated token accounts. The
 * transaction's Solana Pay reference key rides along as a read-only account so the payment can be found by it.
 */
export function buildPaymentTransfer(input: {
  ledger: Ledger;
  transaction: StoredTransaction;
  payer: string;
  amount: bigint;
}): Transaction {
  const { ledger, transaction, amount } = input;
  const payer = new PublicKey(input.payer);
  const reference = {
    pubkey: new PublicKey(transaction.paymentReferenceKey),
    isSigner: false,
    isWritable: false,
  };
  let instruction: TransactionInstruction;
  if (transaction.crypto === 'SOL') {
    instruction = SystemProgram.transfer({
      fromPubkey: payer,
      toPubkey: new PublicKey(transaction.depositAddress),
      lamports: amount,
    });
  } else {
    const mint = SANDBOX_MINTS[transaction.crypto];
    instruction = createTransferCheckedInstruction(
      getAssociatedTokenAddressSync(mint, payer, true),
      mint,
      new PublicKey(transaction.receivingAccount),
      payer,
      amount,
      CURRENCY_DECIMALS[transaction.crypto],
    );
  }
  instruction.keys.push(reference);
  const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash();
  return new Transaction({
    feePayer: payer,
    blockhash,
    lastValidBlockHeight: Number(lastValidBlockHeight),
  }).add(instruction);
}
