import * as z from 'zod/mini';
import {
  MAX_CRYPTO_AMOUNT,
  checkAmountPrecision,
  cryptoCodeSchema,
  currencyCodeSchema,
  dateOnlySchema,
  pageSchema,
  pagingQueryFields,
  timestampSchema,
  uuidSchema,
} from './common.js';
import { businessWithUserSchema } from './business.js';

export const SWAP_STATUSES = ['PENDING', 'COMPLETED', 'FAILED'] as const;
export const swapStatusSchema = z.enum(SWAP_STATUSES);
export type SwapStatus = z.infer<typeof swapStatusSchema>;

/** `POST /v1/swaps` body: the input amount is a decimal string, as upstream sends it (docs/api.md). */
export const createSwapRequestSchema = z
  .strictObject({
    inputCryptocurrency: cryptoCodeSchema,
    outputCryptocurrency: cryptoCodeSchema,
    inputCryptocurrencyAmount: z
      .string({ error: 'must be a decimal number written as a string, such as "12.5"' })
      .check(
        z.regex(/^\d{1,7}(\.\d{1,18})?$/, { error: 'must be a positive decimal number written as a string' }),
        z.refine((text) => Number(text) > 0, { error: 'must be greater than 0' }),
        z.refine((text) => Number(text) <= MAX_CRYPTO_AMOUNT, {
          error: `must be at most ${MAX_CRYPTO_AMOUNT}`,
        }),
      ),
  })
  .check(
    z.superRefine((body, context) => {
      if (body.inputCryptocurrency === body.outputCryptocurrency) {
        context.addIssue({
          code: 'custom',
          path: ['outputCryptocurrency'],
          message: 'must differ from inputCryptocurrency',
        });
      }
      checkAmountPrecision(
        body.inputCryptocurrencyAmount,
        body.inputCryptocurrency,
        'inputCryptocurrencyAmount',
        context,
      );
    }),
  );
export type CreateSwapRequest = z.input<typeof createSwapRequestSchema>;

/** `GET /v1/swaps/quote`: the same three fields as `POST /v1/swaps`, as query parameters. */
export const swapQuoteQuerySchema = createSwapRequestSchema;
export type SwapQuoteQuery = CreateSwapRequest;

export const swapSchema = z.object({
  uuid: uuidSchema,
  inputCryptocurrency: cryptoCodeSchema,
  outputCryptocurrency: cryptoCodeSchema,
  inputCryptocurrencyAmount: z.number(),
  localFiat: currencyCodeSchema,
  amountInLocalFiat: z.number(),
  amountInUSD: z.number(),
  feeInCrypto: z.number(),
  feeInUSD: z.number(),
  minOutputCryptocurrencyAmount: z.number(),
  actualOutputCryptocurrencyAmount: z.nullable(z.number()),
  conversionRate: z.number(),
  usdToLocalFiatRate: z.number(),
  userId: uuidSchema,
  businessId: uuidSchema,
  status: swapStatusSchema,
  environment: z.string(),
  completedAt: z.nullable(timestampSchema),
  createdAtDateOnly: dateOnlySchema,
  createdAt: timestampSchema,
});
export type Swap = z.infer<typeof swapSchema>;

/**
 * What a swap of that input would be if requested now: the fee taken from the input, the rate, the output at that
 * rate and the least the swap may complete with (it completes at the rates configured when it completes, and fails
 * below that floor). Prices are the service's configuration, so a quote stands until that configuration changes.
 */
export const swapQuoteSchema = z.extend(
  z.pick(swapSchema, {
    inputCryptocurrency: true,
    outputCryptocurrency: true,
    inputCryptocurrencyAmount: true,
    feeInCrypto: true,
    feeInUSD: true,
    conversionRate: true,
    minOutputCryptocurrencyAmount: true,
    localFiat: true,
    amountInLocalFiat: true,
    amountInUSD: true,
    usdToLocalFiatRate: true,
  }),
  {
    /** The output the input less the fee buys at `conversionRate`, rounded down to the output's base unit. */
    expectedOutputCryptocurrencyAmount: z.number(),
    quotedAt: timestampSchema,
  },
);
export type SwapQuote = z.infer<typeof swapQuoteSchema>;

/** A swap as `GET /v1/swaps/:id` returns it: with the business and its owner. */
export const swapWithBusinessSchema = z.extend(swapSchema, { business: businessWithUserSchema });
export type SwapWithBusiness = z.infer<typeof swapWithBusinessSchema>;

/**
 * One page of a business's swaps, newest first, each as `GET /v1/swaps/:id` answers it; `count` is how many match
 * the filter (all pages).
 */
export const swapPageSchema = pageSchema(swapWithBusinessSchema);
export type SwapPage = z.infer<typeof swapPageSchema>;

export const MAX_SWAP_PAGE_SIZE = 100;

/** The filter names the allowed statuses itself: the response schema's enum has no message, and a 400 should. */
const swapStatusFilterSchema = z.enum(SWAP_STATUSES, { error: `must be one of ${SWAP_STATUSES.join(', ')}` });

/** `GET /v1/swaps`: one page of the business's swaps, newest first, with the same paging as payment links. */
export const swapListQuerySchema = z.strictObject({
  ...pagingQueryFields({ maxPageSize: MAX_SWAP_PAGE_SIZE, defaultPageSize: 100 }),
  status: z.optional(swapStatusFilterSchema),
});
export type SwapListQuery = { limit?: number; page?: number; status?: SwapStatus };
