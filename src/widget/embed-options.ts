import * as z from 'zod/mini';
import { referenceParamsSchema, uuidSchema } from '../api/schemas/common.js';
import { metadataSchema, signedMetadataSchema } from '../api/schemas/transaction.js';
import type { CheckoutTheme, RedirectMode } from './context.js';

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

export const redirectModeSchema = z.enum(['never', 'after-success'], {
  error: 'must be "never" or "after-success"',
});

export const embedOptionsSchema = z
  .object({
    paymentLink: z.optional(uuidSchema),
    reference: z.optional(referenceParamsSchema.shape.reference),
    serviceUrl: httpUrlSchema,
    rpcUrl: z.optional(httpUrlSchema),
    theme: z.optional(checkoutThemeSchema),
    locale: z.optional(localeTagSchema),
    // The same rules as the service's (size, depth, storable text), so a page learns of a problem when it mounts.
    metadata: z.optional(metadataSchema),
    signedMetadata: z.optional(signedMetadataSchema),
    redirect: z.optional(redirectModeSchema),
  })
  .check(
    z.superRefine((options, context) => {
      if ((options.paymentLink === undefined) === (options.reference === undefined)) {
        context.addIssue({
          code: 'custom',
          path: [options.paymentLink === undefined ? 'paymentLink' : 'reference'],
          message:
            options.paymentLink === undefined
              ? 'is required: the id of a payment link (or give a transaction reference)'
              : 'cannot be given with paymentLink: give one or the other',
          input: options.reference,
        });
      }
      if (
        options.reference !== undefined &&
        (options.metadata != null || options.signedMetadata !== undefined)
      ) {
        context.addIssue({
          code: 'custom',
          path: [options.metadata == null ? 'signedMetadata' : 'metadata'],
          message: 'goes with paymentLink only: the transaction has the metadata its server gave',
          input: options.reference,
        });
      }
      if (options.metadata != null && options.signedMetadata !== undefined) {
        context.addIssue({
          code: 'custom',
          path: ['signedMetadata'],
          message: 'cannot be given with metadata: give one or the other',
          input: options.signedMetadata,
        });
      }
    }),
  );

export interface EmbedOptions {
  /** The payment link's id; or, instead, */
  paymentLink?: string | undefined;
  /** a transaction the merchant's server opened, to pay. */
  reference?: string | undefined;
  /** The checkout service's base URL, e.g. "https://checkout.example". */
  serviceUrl: string;
  /** The Solana JSON-RPC endpoint wallet pay sends through (default: the service's own, `<serviceUrl>/rpc`). */
  rpcUrl?: string | undefined;
  theme?: CheckoutTheme | undefined;
  locale?: string | undefined;
  /** Attached to the transaction as the page's (not verified) metadata. */
  metadata?: Record<string, unknown> | undefined;
  /** A token the merchant's server signed: attached as verified metadata. */
  signedMetadata?: string | undefined;
  /** Whether a paid checkout goes to the link's redirect (default "never"). */
  redirect?: RedirectMode | undefined;
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
  const { serviceUrl, metadata, ...rest } = parsed.data;
  return {
    ok: true,
    options: {
      ...rest,
      ...(metadata ? { metadata } : {}),
      serviceUrl: serviceUrl.replace(/\/+$/, ''),
    },
  };
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
