import * as z from 'zod/mini';
import type { CurrencyCode } from '../currencies.js';
import { checkAmountPrecision, currencyCodeSchema } from './common.js';

/** Largest amount one conversion accepts; keeps results exact as JSON numbers. */
export const MAX_CONVERSION_AMOUNT = 1_000_000_000;

/**
 * `GET /v1/cryptofiat-conversion` query. `amount` arrives as query text; it defaults to 1 and may not carry more
 * decimal places than the `from` currency's smallest unit.
 */
export const conversionQuerySchema = z.pipe(
  z
    .strictObject({
      from: currencyCodeSchema,
      to: currencyCodeSchema,
      amount: z.optional(
        z.string().check(
          z.regex(/^\d{1,10}(\.\d{1,18})?$/, { error: 'must be a positive decimal number such as 12.5' }),
          z.refine((text) => Number(text) > 0, { error: 'must be greater than 0' }),
          z.refine((text) => Number(text) <= MAX_CONVERSION_AMOUNT, {
            error: `must be at most ${MAX_CONVERSION_AMOUNT}`,
          }),
        ),
      ),
    })
    .check(
      z.superRefine((query, context) => {
        if (query.amount !== undefined) checkAmountPrecision(query.amount, query.from, 'amount', context);
      }),
    ),
  z.transform((query: { from: CurrencyCode; to: CurrencyCode; amount?: string | undefined }) => ({
    ...query,
    amount: query.amount ?? '1',
  })),
);
/** What a caller passes: `amount` as a number or decimal text, defaulting to 1. */
export type ConversionQuery = { from: CurrencyCode; to: CurrencyCode; amount?: number | string };

export const conversionSchema = z.object({
  from: currencyCodeSchema,
  to: currencyCodeSchema,
  amount: z.number(),
  rate: z.number(),
  value: z.number(),
});
export type Conversion = z.infer<typeof conversionSchema>;
