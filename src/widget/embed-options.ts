import * as z from 'zod/mini';
import { uuidSchema } from '../api/schemas/common.js';
import type { CheckoutTheme } from './context.js';

/**
 * The options a merchant gives the embedded checkout (script tag attributes, `CryptoCheckout.open()` /
 * `mount()`, the React `<Checkout>` component's props), checked with zod where they cross into the widget. The
 * script-tag loader checks the same rules without zod (it must stay a few KB): src/embed/options.ts.
 */

const httpUrlSchema = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http:// or https:// URL' })
  .check(z.maxLength(2048, { error: 'must be at most 2048 characters' }));

export const checkoutThemeSchema = z.enum(['light', 'dark', 'auto'], {
  error: 'must be "light", "dark" or "auto"',
});

/** A BCP 47 language tag such as "en", "fr" or "fr-CA" (an unsupported language falls back to the browser's). */
const LOCALE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;
const LOCALE_MESSAGE = 'must be a language tag such as "en" or "fr-CA"';
export const localeTagSchema = z
  .string({ error: LOCALE_MESSAGE })
  .check(z.regex(LOCALE_TAG, { error: LOCALE_MESSAGE }));

export const embedOptionsSchema = z.object({
  paymentLink: uuidSchema,
  serviceUrl: httpUrlSchema,
  rpcUrl: z.optional(httpUrlSchema),
  theme: z.optional(checkoutThemeSchema),
  locale: z.optional(localeTagSchema),
});

export interface EmbedOptions {
  /** The payment link's id. */
  paymentLink: string;
  /** The checkout service's base URL, e.g. "https://checkout.example". */
  serviceUrl: string;
  /** The Solana JSON-RPC endpoint wallet pay sends through (default: the service's own, `<serviceUrl>/rpc`). */
  rpcUrl?: string | undefined;
  theme?: CheckoutTheme | undefined;
  locale?: string | undefined;
}

/** One problem with an option: which option, and what is wrong with it. */
export interface OptionProblem {
  option: string;
  message: string;
}

/** Checks options; the service URL loses any trailing slash. */
export function parseEmbedOptions(
  input: unknown,
): { ok: true; options: EmbedOptions } | { ok: false; problems: OptionProblem[] } {
  const parsed = embedOptionsSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({
        option: issue.path.map(String).join('.') || '(options)',
        message: issue.message,
      })),
    };
  }
  const { serviceUrl, ...rest } = parsed.data;
  return { ok: true, options: { ...rest, serviceUrl: serviceUrl.replace(/\/+$/, '') } };
}

/** "crypto-checkout: invalid option paymentLink: must be a UUID (got "abc")", one line per problem. */
export function describeOptionProblems(problems: readonly OptionProblem[], input: unknown): string {
  return problems
    .map((problem) => {
      const value =
        input && typeof input === 'object' ? (input as Record<string, unknown>)[problem.option] : undefined;
      const got = value === undefined ? 'it is missing' : `got ${JSON.stringify(value)}`;
      return `crypto-checkout: invalid option ${problem.option}: ${problem.message} (${got})`;
    })
    .join('\n');
}
