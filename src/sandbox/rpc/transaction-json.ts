import { VersionedTransaction, type VersionedMessage } from '@solana/web3.js';
import bs58 from 'bs58';
import type { LedgerTransactionRecord } from '../store/ledger-history.js';
import { transactionFee } from '../chain/fees.js';
import { parseInstruction } from './parsed-instructions.js';

/**
 * A recorded transaction as getTransaction answers it (`EncodedConfirmedTransactionWithStatusMeta`): the
 * transaction in the requested encoding, its status meta, slot, block time and — when the caller said which
 * versions it supports — its version.
 */

export const TRANSACTION_ENCODINGS = ['json', 'jsonParsed', 'base58', 'base64', 'binary'] as const;
export type TransactionEncoding = (typeof TRANSACTION_ENCODINGS)[number];

export type RecordedTransaction = Omit<LedgerTransactionRecord, 'accountKeys'>;

export function confirmedTransactionJson(
  record: RecordedTransaction,
  encoding: TransactionEncoding,
  includeVersion: boolean,
) {
  const wire = Buffer.from(record.wireTransaction, 'base64');
  const transaction = VersionedTransaction.deserialize(wire);
  const parsed = encoding === 'jsonParsed';
  return {
    slot: Number(record.slot),
    blockTime: record.blockTime,
    transaction: encodeTransaction(transaction, wire, encoding),
    meta: {
      err: record.err,
      status: record.err === null ? { Ok: null } : { Err: record.err },
      // What the VM charged, priority fee included (the history's `fee` counts signatures only).
      fee: transactionFee(transaction.message),
      preBalances: record.preBalances.map(Number),
      postBalances: record.postBalances.map(Number),
      innerInstructions: [],
      logMessages: record.logMessages,
      preTokenBalances: record.preTokenBalances,
      postTokenBalances: record.postTokenBalances,
      rewards: [],
      // Address lookup tables do not exist on the sandbox ledger, so every account is a static key.
      ...(parsed ? {} : { loadedAddresses: { writable: [], readonly: [] } }),
      computeUnitsConsumed: Number(record.computeUnitsConsumed),
    },
    ...(includeVersion ? { version: record.version } : {}),
  };
}

function encodeTransaction(transaction: VersionedTransaction, wire: Buffer, encoding: TransactionEncoding) {
  switch (encoding) {
    case 'base64':
      return [wire.toString('base64'), 'base64'];
    case 'base58':
      return [bs58.encode(wire), 'base58'];
    case 'binary':
      return bs58.encode(wire);
    case 'json':
      return {
        signatures: transaction.signatures.map((signature) => bs58.encode(signature)),
        message: messageJson(transaction.message),
      };
    case 'jsonParsed':
      return {
        signatures: transaction.signatures.map((signature) => bs58.encode(signature)),
        message: parsedMessageJson(transaction.message),
      };
  }
}

function addressTableLookups(message: VersionedMessage) {
  return message.version === 0
    ? {
        addressTableLookups: message.addressTableLookups.map((lookup) => ({
          accountKey: lookup.accountKey.toBase58(),
          writableIndexes: [...lookup.writableIndexes],
          readonlyIndexes: [...lookup.readonlyIndexes],
        })),
      }
    : {};
}

function messageJson(message: VersionedMessage) {
  return {
    accountKeys: message.staticAccountKeys.map((key) => key.toBase58()),
    header: { ...message.header },
    recentBlockhash: message.recentBlockhash,
    instructions: message.compiledInstructions.map((instruction) => ({
      programIdIndex: instruction.programIdIndex,
      accounts: [...instruction.accountKeyIndexes],
      data: bs58.encode(instruction.data),
      stackHeight: null,
    })),
    ...addressTableLookups(message),
  };
}

function parsedMessageJson(message: VersionedMessage) {
  const keys = message.staticAccountKeys.map((key) => key.toBase58());
  const keyAt = (index: number) => keys[index] ?? '';
  return {
    accountKeys: keys.map((pubkey, index) => ({
      pubkey,
      signer: index < message.header.numRequiredSignatures,
      writable: message.isAccountWritable(index),
      source: 'transaction',
    })),
    recentBlockhash: message.recentBlockhash,
    instructions: message.compiledInstructions.map((instruction) =>
      parseInstruction(
        keyAt(instruction.programIdIndex),
        instruction.accountKeyIndexes.map(keyAt),
        instruction.data,
      ),
    ),
    ...addressTableLookups(message),
  };
}
