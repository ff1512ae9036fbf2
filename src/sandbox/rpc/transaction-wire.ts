import { createPublicKey, verify } from 'node:crypto';
import { VersionedMessage, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { invalidParamsMessage, unsupportedEncoding, type RpcError } from './errors.js';

/**
 * Transactions as clients send them (sendTransaction, simulateTransaction, getFeeForMessage): decoded from
 * base58 or base64, size-checked, deserialised and sanitised the way Solana's RPC server does before anything
 * reaches the ledger, so that malformed input is an invalid-params error and never a crash in the VM.
 */

/** The largest transaction a Solana packet carries. */
export const PACKET_DATA_SIZE = 1232;
const MAX_BASE58_LENGTH = 1683;
const MAX_BASE64_LENGTH = 1644;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export type WireEncoding = 'base58' | 'base64';

/** `binary` is Solana's old name for base58; the JSON forms cannot carry a transaction to send. */
export function wireEncoding(encoding: string | undefined): WireEncoding {
  if (encoding === undefined || encoding === 'base58' || encoding === 'binary') return 'base58';
  if (encoding === 'base64') return 'base64';
  throw unsupportedEncoding(encoding, ['base58', 'base64']);
}

function decodeBytes(encoded: string, encoding: WireEncoding, what: string): Uint8Array {
  const maxLength = encoding === 'base58' ? MAX_BASE58_LENGTH : MAX_BASE64_LENGTH;
  const tooLarge = (length: number) =>
    invalidParamsMessage(
      `${encoding} encoded ${what} too large: ${length} bytes (max: encoded/raw ${maxLength}/${PACKET_DATA_SIZE})`,
    );
  if (encoded.length > maxLength) throw tooLarge(encoded.length);
  let bytes: Uint8Array;
  if (encoding === 'base58') {
    try {
      bytes = bs58.decode(encoded);
    } catch {
      throw invalidParamsMessage('invalid base58 encoding');
    }
  } else {
    if (!BASE64.test(encoded)) throw invalidParamsMessage('invalid base64 encoding');
    bytes = new Uint8Array(Buffer.from(encoded, 'base64'));
  }
  if (bytes.length > PACKET_DATA_SIZE) throw tooLarge(bytes.length);
  return bytes;
}

export interface DecodedTransaction {
  wire: Uint8Array;
  transaction: VersionedTransaction;
}

/** Decodes, deserialises and sanitises a signed (or, for simulation, unsigned) wire transaction. */
export function decodeTransaction(encoded: string, encoding: WireEncoding): DecodedTransaction {
  const wire = decodeBytes(encoded, encoding, 'VersionedTransaction');
  let transaction: VersionedTransaction;
  try {
    transaction = VersionedTransaction.deserialize(wire);
  } catch (error) {
    throw invalidParamsMessage(`failed to deserialize VersionedTransaction: ${describe(error)}`);
  }
  const problem = sanitizeProblem(transaction.message);
  if (problem) throw invalidTransaction(problem);
  return { wire, transaction };
}

/** Decodes a serialised message, as getFeeForMessage receives it (always base64). */
export function decodeMessage(encoded: string): VersionedMessage {
  const bytes = decodeBytes(encoded, 'base64', 'Message');
  let message: VersionedMessage;
  try {
    message = VersionedMessage.deserialize(bytes);
  } catch (error) {
    throw invalidParamsMessage(`failed to deserialize Message: ${describe(error)}`);
  }
  const problem = sanitizeProblem(message);
  if (problem) throw invalidTransaction(problem);
  return message;
}

function invalidTransaction(problem: string): RpcError {
  return invalidParamsMessage(`invalid transaction: ${problem}`);
}

const SANITIZE_FAILURE = 'Transaction failed to sanitize accounts offsets correctly';

/** Solana's message sanitisation: a writable signer pays, and every index points at an account. */
function sanitizeProblem(message: VersionedMessage): string | undefined {
  const { header, staticAccountKeys, compiledInstructions } = message;
  const lookups = message.version === 0 ? message.addressTableLookups : [];
  const lookedUp = lookups.reduce(
    (count, lookup) => count + lookup.writableIndexes.length + lookup.readonlyIndexes.length,
    0,
  );
  const accountCount = staticAccountKeys.length + lookedUp;
  if (header.numRequiredSignatures === 0) return SANITIZE_FAILURE;
  if (header.numRequiredSignatures + header.numReadonlyUnsignedAccounts > staticAccountKeys.length) {
    return SANITIZE_FAILURE;
  }
  if (header.numReadonlySignedAccounts >= header.numRequiredSignatures) return SANITIZE_FAILURE;
  if (accountCount > 256) return SANITIZE_FAILURE;
  for (const instruction of compiledInstructions) {
    // The program must be a static account and cannot be the fee payer.
    if (instruction.programIdIndex === 0 || instruction.programIdIndex >= staticAccountKeys.length) {
      return SANITIZE_FAILURE;
    }
    if (instruction.accountKeyIndexes.some((index) => index >= accountCount)) return SANITIZE_FAILURE;
  }
  const keys = new Set(staticAccountKeys.map((key) => key.toBase58()));
  if (keys.size !== staticAccountKeys.length) return 'Account loaded twice';
  return undefined;
}

const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** Whether every required signature is the right signer's ed25519 signature of the message. */
export function signaturesVerify(transaction: VersionedTransaction): boolean {
  const message = transaction.message.serialize();
  return transaction.signatures.every((signature, index) => {
    const signer = transaction.message.staticAccountKeys[index];
    if (!signer) return false;
    try {
      const key = createPublicKey({
        key: Buffer.concat([ED25519_SPKI_PREFIX, signer.toBuffer()]),
        format: 'der',
        type: 'spki',
      });
      return verify(null, message, key, signature);
    } catch {
      // A key that is not a point on the curve cannot have signed anything.
      return false;
    }
  });
}

/** The transaction's id: its first signature, base58. */
export function transactionSignature(transaction: VersionedTransaction): string {
  const [first] = transaction.signatures;
  return first ? bs58.encode(first) : '';
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
