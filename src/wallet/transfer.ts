import {
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  type TransactionInstructionCtorFields,
} from '@solana/web3.js';
import { CURRENCY_DECIMALS, type CryptoCode } from '../api/currencies.js';
import { mintOnNetwork, type SolanaNetwork } from '../api/solana-mints.js';

/**
 * The payment transfer: built here when the service sends no `serializedTransaction`, and checked here when it
 * does (and again once the wallet has signed it), so that the customer signs exactly what the checkout shows:
 * `amount` of the currency from the wallet, which pays the fee, to the deposit address (SOL) or to the deposit's
 * associated token account (an SPL `transferChecked`), optionally carrying the Solana Pay reference key.
 *
 * Token instructions are written here rather than taken from @solana/spl-token, which would pull its buffer
 * layout libraries into the wallet chunk for two instructions' worth of bytes.
 */

export const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');
/** Programs a transfer may also call without moving anyone's money: priority fees and memos. */
const HARMLESS_PROGRAMS = new Set([
  'ComputeBudget111111111111111111111111111111',
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
]);
const SYSTEM_TRANSFER = 2;
const TOKEN_TRANSFER_CHECKED = 12;

export class TransferMismatchError extends Error {
  readonly code = 'transfer_mismatch';
  constructor(message: string) {
    super(message);
    this.name = 'TransferMismatchError';
  }
}

/** The associated token account of `owner` for `mint` (owners off the curve allowed, as for a deposit PDA). */
export function associatedTokenAddress(owner: string | PublicKey, mint: string | PublicKey): PublicKey {
  const [address] = PublicKey.findProgramAddressSync(
    [new PublicKey(owner).toBytes(), TOKEN_PROGRAM_ID.toBytes(), new PublicKey(mint).toBytes()],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  );
  return address;
}

/** The mint of a token on a network (undefined for SOL). */
export function mintFor(crypto: CryptoCode, network: SolanaNetwork): string | undefined {
  return mintOnNetwork(network, crypto);
}

export interface PaymentTransferInput {
  /** The customer's wallet: pays the amount and the network fee. */
  payer: string;
  /** The transaction's deposit address (for tokens, its owner). */
  deposit: string;
  crypto: CryptoCode;
  /** Base units of `crypto`. */
  amount: bigint;
  /** The token's mint (required for USDC and USDT). */
  mint?: string | undefined;
  /** The Solana Pay reference key, added as a read-only account so the payment can be found by it. */
  reference?: string | undefined;
  blockhash: string;
  lastValidBlockHeight: number;
}

function transferCheckedData(amount: bigint, decimals: number): Uint8Array {
  const data = new Uint8Array(10);
  const view = new DataView(data.buffer);
  data[0] = TOKEN_TRANSFER_CHECKED;
  view.setBigUint64(1, amount, true);
  data[9] = decimals;
  return data;
}

/** The same unsigned transfer the service builds for `wallet-connect`. */
export function buildPaymentTransfer(input: PaymentTransferInput): Transaction {
  if (input.amount <= 0n) throw new RangeError('a payment moves a positive amount');
  const payer = new PublicKey(input.payer);
  let instruction: TransactionInstruction;
  if (input.crypto === 'SOL') {
    instruction = SystemProgram.transfer({
      fromPubkey: payer,
      toPubkey: new PublicKey(input.deposit),
      lamports: input.amount,
    });
  } else {
    if (!input.mint) throw new TypeError(`a ${input.crypto} payment needs its mint`);
    const mint = new PublicKey(input.mint);
    instruction = new TransactionInstruction({
      programId: TOKEN_PROGRAM_ID,
      keys: [
        { pubkey: associatedTokenAddress(payer, mint), isSigner: false, isWritable: true },
        { pubkey: mint, isSigner: false, isWritable: false },
        { pubkey: associatedTokenAddress(input.deposit, mint), isSigner: false, isWritable: true },
        { pubkey: payer, isSigner: true, isWritable: false },
      ],
      // web3.js types instruction data as Node's Buffer but only reads it as bytes; in a browser there is no
      // global Buffer, and a Uint8Array serialises the same.
      data: transferCheckedData(
        input.amount,
        CURRENCY_DECIMALS[input.crypto],
      ) as TransactionInstructionCtorFields['data'],
    });
  }
  if (input.reference) {
    instruction.keys.push({ pubkey: new PublicKey(input.reference), isSigner: false, isWritable: false });
  }
  return new Transaction({
    feePayer: payer,
    blockhash: input.blockhash,
    lastValidBlockHeight: input.lastValidBlockHeight,
  }).add(instruction);
}

export interface ExpectedTransfer {
  payer: string;
  deposit: string;
  crypto: CryptoCode;
  amount: bigint;
  mint?: string | undefined;
}

/** Whether one instruction is exactly the payment: the right program, accounts, amount (and decimals). */
function isPaymentInstruction(instruction: TransactionInstruction, expected: ExpectedTransfer): boolean {
  const data = new Uint8Array(instruction.data);
  const key = (index: number) => instruction.keys[index]?.pubkey.toBase58();
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (expected.crypto === 'SOL') {
    return (
      instruction.programId.equals(SystemProgram.programId) &&
      data.length === 12 &&
      view.getUint32(0, true) === SYSTEM_TRANSFER &&
      view.getBigUint64(4, true) === expected.amount &&
      key(0) === expected.payer &&
      key(1) === expected.deposit
    );
  }
  if (!expected.mint) return false;
  return (
    instruction.programId.equals(TOKEN_PROGRAM_ID) &&
    data.length === 10 &&
    data[0] === TOKEN_TRANSFER_CHECKED &&
    view.getBigUint64(1, true) === expected.amount &&
    data[9] === CURRENCY_DECIMALS[expected.crypto] &&
    key(0) === associatedTokenAddress(expected.payer, expected.mint).toBase58() &&
    key(1) === expected.mint &&
    key(2) === associatedTokenAddress(expected.deposit, expected.mint).toBase58() &&
    key(3) === expected.payer
  );
}

/**
 * Checks a transfer before it is shown to the wallet (`strict`: nothing but the payment, and priority-fee or memo
 * instructions) or after the wallet signed it (the payment must still be there, once, with the wallet paying
 * the fee; a wallet may add instructions of its own). Throws TransferMismatchError saying what is wrong.
 */
export function checkPaymentTransfer(
  transaction: Transaction,
  expected: ExpectedTransfer,
  options: { strict: boolean },
): void {
  if (transaction.feePayer?.toBase58() !== expected.payer) {
    throw new TransferMismatchError('the fee payer is not the connected wallet');
  }
  const payments = transaction.instructions.filter((instruction) =>
    isPaymentInstruction(instruction, expected),
  );
  if (payments.length !== 1) {
    throw new TransferMismatchError(
      payments.length === 0
        ? `the transaction does not pay ${expected.amount} base units of ${expected.crypto} to ${expected.deposit}`
        : 'the transaction pays more than once',
    );
  }
  if (!options.strict) return;
  const others = transaction.instructions.filter((instruction) => instruction !== payments[0]);
  const unexpected = others.find((instruction) => !HARMLESS_PROGRAMS.has(instruction.programId.toBase58()));
  if (unexpected) {
    throw new TransferMismatchError(`the transaction also calls ${unexpected.programId.toBase58()}`);
  }
}
