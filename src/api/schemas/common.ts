import * as z from 'zod/mini';
import { en } from 'zod/locales';
import bs58 from 'bs58';
import {
  CRYPTO_CODES,
  CURRENCY_CODES,
  CURRENCY_DECIMALS,
  FIAT_CODES,
  type CurrencyCode,
} from '../currencies.js';
import { AmountFormatError, decimalPlaces } from '../money.js';
import { SOLANA_CLUSTERS } from '../solana-cluster.js';
import { UNSAFE_TEXT_MESSAGES, unsafeTextProblem } from '../safe-text.js';

/**
 * Building blocks shared by the resource and request schemas.
 *
 * Every schema of the contract is written with `zod/mini` (the functional, tree-shakable form of zod 4: the same
 * parser, checks, issues and inferred types as `zod`, without the method-chaining wrappers), because the client
 * ships in the checkout widget and every byte of it counts (`npm run bench`, "Bytes"). Classic `zod` gives every
 * failed check an English message by default; `zod/mini` gives none unless a locale is configured, so the English
 * locale is installed here, once, unless the application has chosen one: a schema without a message of its own
 * reports the same words with either flavour.
 */
if (!z.config().localeError) z.config(en());

export const uuidSchema = z.uuid({ error: 'must be a UUID' });
export const timestampSchema = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 timestamp' });
export const dateOnlySchema = z.iso.date({ error: 'must be a date YYYY-MM-DD' });

// Path parameters, shared by the service's routes (which validate them) and the typed client (which checks what
// it puts in a path before it sends anything).

/** The `:id` of a payment link, payout, swap, webhook endpoint or webhook delivery. */
export const idParamsSchema = z.strictObject({ id: uuidSchema });

/** A caller-chosen transaction reference: exactly 32 URL-safe characters, used once. */
export const referenceSchema = z
  .string({ error: 'must be a string' })
  .check(z.regex(/^[A-Za-z0-9_-]{32}$/, { error: 'must be exactly 32 characters of A-Z, a-z, 0-9, _ or -' }));

/** A reference as it appears in a path: any stored reference, so only its shape's outer bounds are checked. */
export const referenceParamsSchema = z.strictObject({
  reference: z
    .string()
    .check(
      z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be a transaction reference (A-Z, a-z, 0-9, _ or -)' }),
    ),
});

/** A business customer's reference code, chosen by the service. */
export const refCodeSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9]{10}$/, { error: 'must be a 10-character reference code' }));

/** The `:refCode` of a business customer. */
export const refCodeParamsSchema = z.strictObject({ refCode: refCodeSchema });

export const currencyCodeSchema = z.enum(CURRENCY_CODES, {
  error: `must be one of ${CURRENCY_CODES.join(', ')}`,
});
export const cryptoCodeSchema = z.enum(CRYPTO_CODES, { error: `must be one of ${CRYPTO_CODES.join(', ')}` });
export const fiatCodeSchema = z.enum(FIAT_CODES, { error: `must be one of ${FIAT_CODES.join(', ')}` });

export const emailSchema = z
  .email({ error: 'must be a valid e-mail address' })
  .check(z.maxLength(254, { error: 'must be at most 254 characters' }));

/** Largest amount accepted for a fiat price: keeps every derived base-unit amount exact as a JSON number. */
export const MAX_FIAT_AMOUNT = 100_000_000;
/** Largest amount of a cryptocurrency accepted in one request (payouts, swaps). */
export const MAX_CRYPTO_AMOUNT = 1_000_000;

/** A strictly positive finite number no larger than `max`. */
export function positiveAmountSchema(max: number) {
  return z.number({ error: 'must be a number' }).check(
    z.refine(Number.isFinite, { error: 'must be a finite number' }),
    z.refine((value) => value > 0, { error: 'must be greater than 0' }),
    z.refine((value) => value <= max, { error: `must be at most ${max}` }),
  );
}

/**
 * What an amount with too many decimals is told: the places `currency`'s base unit holds, or, for a currency
 * with no minor unit (the CFA francs), that it takes whole numbers.
 */
export function amountPrecisionMessage(allowed: number, currency: string): string {
  return allowed === 0
    ? `must be a whole number of ${currency} (it has no minor unit)`
    : `must have at most ${allowed} decimal places for ${currency}`;
}

/**
 * Adds an issue at `field` when `amount` has more decimal places than `currency`'s base unit holds; used in
 * object-level refinements where the currency is another field of the same body.
 */
export function checkAmountPrecision(
  amount: unknown,
  currency: unknown,
  field: string,
  context: z.core.$RefinementCtx,
): void {
  // Only a well-formed amount in a known currency is checked here; the field's own schema reports the rest.
  if (typeof currency !== 'string' || !(currency in CURRENCY_DECIMALS)) return;
  if (typeof amount !== 'number' && typeof amount !== 'string') return;
  if (typeof amount === 'number' && !(Number.isFinite(amount) && amount > 0)) return;
  const allowed = CURRENCY_DECIMALS[currency as CurrencyCode];
  let places: number;
  try {
    places = decimalPlaces(amount);
  } catch (error) {
    if (error instanceof AmountFormatError) return;
    throw error;
  }
  if (places > allowed) {
    context.addIssue({
      code: 'custom',
      path: [field],
      message: amountPrecisionMessage(allowed, currency),
    });
  }
}

/** A Solana public key: base58 text that decodes to exactly 32 bytes. */
export const solanaAddressSchema = z
  .string({ error: 'must be a string' })
  .check(z.refine(isSolanaAddress, { error: 'must be a base58 Solana address (32 bytes)' }));

export function isSolanaAddress(value: string): boolean {
  if (value.length < 32 || value.length > 44) return false;
  try {
    return bs58.decode(value).length === 32;
  } catch {
    return false;
  }
}

/** Refuses text the store cannot hold (a NUL character, an unpaired surrogate): src/api/safe-text.ts. */
export const safeTextCheck = z.superRefine((value: string, context) => {
  const problem = unsafeTextProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: UNSAFE_TEXT_MESSAGES[problem], input: value });
});

/** Optional human text: trimmed, not blank when present, bounded, storable. */
export function textSchema(maxLength: number) {
  return z
    .string({ error: 'must be a string' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'must not be empty' }),
      z.maxLength(maxLength, { error: `must be at most ${maxLength} characters` }),
      safeTextCheck,
    );
}

export const environmentSchema = z.string();

/** The Solana cluster a service runs on, as it tells the checkout (`network` on payment links and verification). */
export const solanaClusterSchema = z.enum(SOLANA_CLUSTERS, {
  error: `must be one of ${SOLANA_CLUSTERS.join(', ')}`,
});

/** A positive whole number given in a query string, such as `page=2`. */
export function queryIntegerSchema(options: { min: number; max: number; default: number }) {
  const wholeNumber = z.pipe(
    z.pipe(
      z.string().check(z.regex(/^\d{1,9}$/, { error: 'must be a whole number' })),
      z.transform((text: string) => Number(text)),
    ),
    z
      .number()
      .check(
        z.gte(options.min, { error: `must be at least ${options.min}` }),
        z.lte(options.max, { error: `must be at most ${options.max}` }),
      ),
  );
  return z.pipe(
    z.optional(wholeNumber),
    z.transform((value: number | undefined) => value ?? options.default),
  );
}

/**
 * One page of a list as every `GET` list answers it: `records`, and `count`, how many match the query's filters on
 * all pages together.
 */
export function pageSchema<Record extends z.core.$ZodType>(record: Record) {
  return z.object({ records: z.array(record), count: z.int() });
}

/** The paging of a list's query: `limit` records a page (1 to `maxPageSize`) and the `page`-th page, from 1. */
export function pagingQueryFields(options: { maxPageSize: number; defaultPageSize: number }) {
  return {
    limit: queryIntegerSchema({ min: 1, max: options.maxPageSize, default: options.defaultPageSize }),
    page: queryIntegerSchema({ min: 1, max: 1_000_000, default: 1 }),
  };
}
