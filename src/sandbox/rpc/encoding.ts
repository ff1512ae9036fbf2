import { SystemProgram } from '@solana/web3.js';
import bs58 from 'bs58';
import type { Ledger, LedgerAccount } from '../chain/ledger.js';
import { RpcError, RPC_ERROR_CODES, unsupportedEncoding } from './errors.js';
import type { AccountEncoding, DataSlice } from './params.js';
import { parsedTokenProgramData } from './token-json.js';

/**
 * Accounts as Solana's RPC shows them (`UiAccount`): lamports as JSON numbers, data in the requested encoding —
 * `binary` (a bare base58 string, the old default), `[data, "base58"]`, `[data, "base64"]`, or `jsonParsed` for
 * SPL Token accounts and mints (anything else falls back to base64, as on Solana).
 */

export const SUPPORTED_ACCOUNT_ENCODINGS = ['binary', 'base58', 'base64', 'jsonParsed'] as const;
export type SupportedAccountEncoding = (typeof SUPPORTED_ACCOUNT_ENCODINGS)[number];
/** Solana refuses to base58-encode more than this many bytes of account data. */
const MAX_BASE58_BYTES = 128;

export interface UiAccount {
  data: unknown;
  executable: boolean;
  lamports: number;
  owner: string;
  rentEpoch: number;
  space: number;
}

/** Accepts the encodings this ledger serves; `base64+zstd` would need a zstd encoder the sandbox does not carry. */
export function supportedAccountEncoding(
  encoding: AccountEncoding | undefined,
  fallback: SupportedAccountEncoding,
) {
  const chosen = encoding ?? fallback;
  if (chosen === 'base64+zstd') throw unsupportedEncoding(chosen, SUPPORTED_ACCOUNT_ENCODINGS);
  return chosen;
}

export interface EncodeOptions {
  encoding: SupportedAccountEncoding;
  dataSlice?: DataSlice | undefined;
  /** RPC reads refuse large base58 data; subscriptions encode it anyway, as Solana does. */
  limitBase58: boolean;
}

export function encodeAccount(ledger: Ledger, account: LedgerAccount, options: EncodeOptions): UiAccount {
  const base = {
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    rentEpoch: Number(account.rentEpoch),
    space: account.data.length,
  };
  if (options.encoding === 'jsonParsed' && !options.dataSlice) {
    const parsed = parsedTokenProgramData(ledger, account);
    if (parsed) return { ...base, data: parsed };
  }
  const data = options.dataSlice
    ? account.data.subarray(options.dataSlice.offset, options.dataSlice.offset + options.dataSlice.length)
    : account.data;
  if (options.encoding === 'binary' || options.encoding === 'base58') {
    if (options.limitBase58 && data.length > MAX_BASE58_BYTES) {
      throw new RpcError(
        RPC_ERROR_CODES.invalidRequest,
        `Encoded binary (base 58) data should be less than ${MAX_BASE58_BYTES} bytes, please use Base64 encoding.`,
      );
    }
    const text = bs58.encode(data);
    return { ...base, data: options.encoding === 'binary' ? text : [text, 'base58'] };
  }
  return { ...base, data: [Buffer.from(data).toString('base64'), 'base64'] };
}

/** What Solana shows for an address that holds nothing (a subscription's account after it was closed). */
export function emptyAccount(address: string): LedgerAccount {
  return {
    address,
    lamports: 0n,
    owner: SystemProgram.programId.toBase58(),
    data: new Uint8Array(0),
    executable: false,
    rentEpoch: 0n,
  };
}
