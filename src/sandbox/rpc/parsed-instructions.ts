import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  decodeInstruction,
  isTransferCheckedInstruction,
  isTransferInstruction,
} from '@solana/spl-token';
import { PublicKey, SystemInstruction, SystemProgram, TransactionInstruction } from '@solana/web3.js';
import bs58 from 'bs58';
import { tokenAmountJson } from './token-json.js';

/**
 * Instructions in `jsonParsed` transactions. The ones a checkout looks at are parsed as Solana parses them
 * (system transfer and createAccount, SPL Token transfer and transferChecked, associated token account
 * creation, memos); any other comes back "partially decoded" (program id, accounts, base58 data), a form
 * clients accept for programs the server cannot parse.
 */

const MEMO_PROGRAMS = new Set([
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
]);

export interface ParsedInstructionJson {
  program: string;
  programId: string;
  parsed: unknown;
  stackHeight: null;
}

export interface PartiallyDecodedInstructionJson {
  programId: string;
  accounts: string[];
  data: string;
  stackHeight: null;
}

export function parseInstruction(
  programId: string,
  accounts: string[],
  data: Uint8Array,
): ParsedInstructionJson | PartiallyDecodedInstructionJson {
  const parsed = parse(programId, accounts, data);
  if (parsed) return { program: parsed.program, programId, parsed: parsed.parsed, stackHeight: null };
  return { programId, accounts, data: bs58.encode(data), stackHeight: null };
}

function parse(
  programId: string,
  accounts: string[],
  data: Uint8Array,
): { program: string; parsed: unknown } | undefined {
  if (MEMO_PROGRAMS.has(programId)) {
    return { program: 'spl-memo', parsed: new TextDecoder().decode(data) };
  }
  const instruction = new TransactionInstruction({
    programId: new PublicKey(programId),
    keys: accounts.map((account) => ({ pubkey: new PublicKey(account), isSigner: false, isWritable: false })),
    data: Buffer.from(data),
  });
  try {
    if (programId === SystemProgram.programId.toBase58()) return parseSystem(instruction);
    if (programId === TOKEN_PROGRAM_ID.toBase58()) return parseToken(instruction);
    if (programId === ASSOCIATED_TOKEN_PROGRAM_ID.toBase58())
      return parseAssociatedTokenAccount(accounts, data);
  } catch {
    // Not an instruction these parsers know: shown partially decoded.
  }
  return undefined;
}

function parseSystem(instruction: TransactionInstruction) {
  const type = SystemInstruction.decodeInstructionType(instruction);
  if (type === 'Transfer') {
    const transfer = SystemInstruction.decodeTransfer(instruction);
    return {
      program: 'system',
      parsed: {
        type: 'transfer',
        info: {
          source: transfer.fromPubkey.toBase58(),
          destination: transfer.toPubkey.toBase58(),
          lamports: Number(transfer.lamports),
        },
      },
    };
  }
  if (type === 'Create') {
    const create = SystemInstruction.decodeCreateAccount(instruction);
    return {
      program: 'system',
      parsed: {
        type: 'createAccount',
        info: {
          source: create.fromPubkey.toBase58(),
          newAccount: create.newAccountPubkey.toBase58(),
          lamports: create.lamports,
          space: create.space,
          owner: create.programId.toBase58(),
        },
      },
    };
  }
  return undefined;
}

function parseToken(instruction: TransactionInstruction) {
  const decoded = decodeInstruction(instruction);
  if (isTransferInstruction(decoded)) {
    return {
      program: 'spl-token',
      parsed: {
        type: 'transfer',
        info: {
          source: decoded.keys.source.pubkey.toBase58(),
          destination: decoded.keys.destination.pubkey.toBase58(),
          authority: decoded.keys.owner.pubkey.toBase58(),
          amount: decoded.data.amount.toString(),
        },
      },
    };
  }
  if (isTransferCheckedInstruction(decoded)) {
    return {
      program: 'spl-token',
      parsed: {
        type: 'transferChecked',
        info: {
          source: decoded.keys.source.pubkey.toBase58(),
          mint: decoded.keys.mint.pubkey.toBase58(),
          destination: decoded.keys.destination.pubkey.toBase58(),
          authority: decoded.keys.owner.pubkey.toBase58(),
          tokenAmount: tokenAmountJson(decoded.data.amount, decoded.data.decimals),
        },
      },
    };
  }
  return undefined;
}

function parseAssociatedTokenAccount(accounts: string[], data: Uint8Array) {
  const [source, account, wallet, mint, systemProgram, tokenProgram] = accounts;
  if (!tokenProgram || data.length > 1) return undefined;
  const kind = data[0] ?? 0;
  if (kind > 1) return undefined;
  return {
    program: 'spl-associated-token-account',
    parsed: {
      type: kind === 0 ? 'create' : 'createIdempotent',
      info: { source, account, wallet, mint, systemProgram, tokenProgram },
    },
  };
}
