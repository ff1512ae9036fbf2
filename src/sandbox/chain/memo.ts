import { PublicKey, TransactionInstruction } from '@solana/web3.js';

/**
 * The SPL Memo program (v2), on every Solana cluster and in LiteSVM. Its instruction is written here rather than
 * taken from a package: it is a program id and UTF-8 bytes, nothing more.
 */
export const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

/** An instruction that writes `text` into the transaction's logs, signed by nobody. */
export function memoInstruction(text: string): TransactionInstruction {
  return new TransactionInstruction({
    programId: MEMO_PROGRAM_ID,
    keys: [],
    data: Buffer.from(text, 'utf8'),
  });
}
