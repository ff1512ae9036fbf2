import bs58 from 'bs58';
import { z } from 'zod';
import type { Ledger } from '../chain/ledger.js';
import {
  invalidParam,
  invalidParams,
  invalidParamsMessage,
  minContextSlotNotReached,
  type RpcError,
} from './errors.js';

/**
 * The parameter schemas the methods share. Solana's parameters are positional (`params` is an array); each method
 * names its positions so that a bad one is reported by name ("Invalid params: config.encoding: …"), while a
 * malformed address or signature gets Solana's own wording ("Invalid param: WrongSize").
 */

const SOLANA_PARAM = 'solanaParam';

/** Checks a base58 value of a fixed size as Solana's `FromStr` does: "WrongSize" or "Invalid". */
export function base58Problem(value: string, size: number): 'WrongSize' | 'Invalid' | undefined {
  const maxLength = Math.ceil((size * 8) / Math.log2(58)) + 1;
  if (value.length > maxLength) return 'WrongSize';
  let bytes: Uint8Array;
  try {
    bytes = bs58.decode(value);
  } catch {
    return 'Invalid';
  }
  return bytes.length === size ? undefined : 'WrongSize';
}

function base58Of(size: number) {
  return z.string().superRefine((value, context) => {
    const problem = base58Problem(value, size);
    if (problem) context.addIssue({ code: 'custom', message: problem, params: { [SOLANA_PARAM]: true } });
  });
}

/** An account address (a 32-byte public key in base58). */
export const Pubkey = base58Of(32);
/** A transaction signature (64 bytes in base58). */
export const Signature = base58Of(64);
/** A blockhash (32 bytes in base58). */
export const Blockhash = base58Of(32);

export const Commitment = z.enum([
  'processed',
  'confirmed',
  'finalized',
  // Deprecated names older clients still send.
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
]);

const Slot = z.number().int().nonnegative();

export const CommitmentConfig = z.object({
  commitment: Commitment.optional(),
  minContextSlot: Slot.optional(),
});

export const AccountEncoding = z.enum(['binary', 'base58', 'base64', 'base64+zstd', 'jsonParsed']);
export type AccountEncoding = z.output<typeof AccountEncoding>;

export const DataSlice = z.object({
  offset: z.number().int().nonnegative(),
  length: z.number().int().nonnegative(),
});
export type DataSlice = z.output<typeof DataSlice>;

export const AccountConfig = CommitmentConfig.extend({
  encoding: AccountEncoding.optional(),
  dataSlice: DataSlice.optional(),
});
export type AccountConfig = z.output<typeof AccountConfig>;

/** A method's parameters: a tuple whose positions have names for error messages. */
export interface ParamsSchema<T> {
  names: readonly string[];
  schema: z.ZodType<T>;
}

type TupleOutput<Items extends readonly z.ZodType[]> = {
  -readonly [K in keyof Items]: Items[K] extends z.ZodType ? z.output<Items[K]> : never;
};

export function params<const Items extends readonly z.ZodType[]>(
  names: { readonly [K in keyof Items]: string },
  items: Items,
): ParamsSchema<TupleOutput<Items>> {
  // z.tuple wants a non-empty tuple type; an empty one (no parameters) works the same at run time.
  const schema: z.ZodType = z.tuple([...items] as unknown as [z.ZodType]);
  return { names, schema: schema as z.ZodType<TupleOutput<Items>> };
}

/** Parses `params` (absent means no parameters) or throws the invalid-params error naming the culprit. */
export function parseParams<T>(definition: ParamsSchema<T>, raw: unknown): T {
  const result = definition.schema.safeParse(raw ?? []);
  if (result.success) return result.data;
  throw paramsError(result.error.issues, definition.names);
}

function paramsError(issues: readonly z.core.$ZodIssue[], names: readonly string[]): RpcError {
  const [issue] = issues;
  if (!issue) return invalidParams('invalid parameters');
  if (issue.code === 'custom' && issue.params?.[SOLANA_PARAM] === true) return invalidParam(issue.message);
  const [first, ...rest] = issue.path;
  if (first === undefined) {
    if (issue.code === 'too_small') {
      return invalidParams(`expected at least ${String(issue.minimum)} parameters (${names.join(', ')})`);
    }
    if (issue.code === 'too_big') {
      return invalidParams(`expected at most ${String(issue.maximum)} parameters (${names.join(', ')})`);
    }
    return invalidParams(`params must be an array: [${names.join(', ')}]`);
  }
  const head = typeof first === 'number' ? (names[first] ?? `params[${first}]`) : String(first);
  const path = rest.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : `${text}.${String(part)}`),
    head,
  );
  return invalidParams(`${path}: ${issue.message}`);
}

/** Fails with -32016 when the caller asks for a slot the ledger has not reached. */
export function checkMinContextSlot(
  ledger: Ledger,
  config: { minContextSlot?: number | undefined } | null | undefined,
) {
  if (config?.minContextSlot === undefined) return;
  const slot = Number(ledger.slot());
  if (config.minContextSlot > slot) throw minContextSlotNotReached(slot);
}

/** getTransaction and getSignaturesForAddress refuse `processed`, as on Solana. */
export function requireAtLeastConfirmed(
  config: { commitment?: string | undefined } | null | undefined,
): void {
  if (config?.commitment === 'processed' || config?.commitment === 'recent') {
    throw invalidParamsMessage('Method does not support commitment below `confirmed`');
  }
}
