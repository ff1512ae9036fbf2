import { createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js';
import { CURRENCY_DECIMALS } from '../../api/currencies.js';
import type { Chain } from '../chain/chain.js';
import { memoInstruction } from '../chain/memo.js';
import { requireMint } from '../chain/mints.js';
import type { StoredTransaction } from '../store/transactions.js';

/**
 * The transfer a wallet signs to pay a transaction: `amount` from the wallet (which also pays the network fee)
 * to the deposit, as a SOL transfer or an SPL `transferChecked` between associated token accounts. The
 * transaction's Solana Pay reference key rides along as a read-only account so the payment can be found by it.
 */
export async function buildPaymentTransfer(input: {
  chain: Chain;
  transaction: StoredTransaction;
  payer: string;
  amount: bigint;
  /** A memo the wallet shows and the chain keeps (Solana Pay transaction requests carry one). */
  memo?: string;
}): Promise<Transaction> {
  const { chain, transaction, amount } = input;
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
    const mint = new PublicKey(requireMint(chain.mints, transaction.crypto));
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
  const { blockhash, lastValidBlockHeight } = await chain.latestBlockhash();
  const built = new Transaction({
    feePayer: payer,
    blockhash,
    lastValidBlockHeight: Number(lastValidBlockHeight),
  }).add(instruction);
  return input.memo === undefined ? built : built.add(memoInstruction(input.memo));
}
