import * as z from 'zod/mini';
import { checkAmountPrecision, positiveAmountSchema, solanaAddressSchema } from './common.js';

/**
 * Test-mode helpers of the local service (docs/api.md, "Test-mode helpers"): fund wallets on the local ledger
 * and pay a transaction from an outside wallet with a real signed transfer. They exist only in the sandbox.
 */

export const MAX_AIRDROP_SOL = 1000;
export const MAX_MINT_AMOUNT = 1_000_000;

export const airdropRequestSchema = z
  .strictObject({ address: solanaAddressSchema, amount: positiveAmountSchema(MAX_AIRDROP_SOL) })
  .check(z.superRefine((body, context) => checkAmountPrecision(body.amount, 'SOL', 'amount', context)));
export type AirdropRequest = z.input<typeof airdropRequestSchema>;

export const mintRequestSchema = z
  .strictObject({
    address: solanaAddressSchema,
    currency: z.enum(['USDC', 'USDT'], { error: 'must be USDC or USDT' }),
    amount: positiveAmountSchema(MAX_MINT_AMOUNT),
  })
  .check(
    z.superRefine((body, context) => checkAmountPrecision(body.amount, body.currency, 'amount', context)),
  );
export type MintRequest = z.input<typeof mintRequestSchema>;

export const PAYMENT_SIMULATION_MODES = ['exact', 'partial', 'over'] as const;

/**
 * Pay a transaction from a fresh outside wallet: `exact` sends what is still due, `partial` half of it, `over`
 * what is due plus 10%; `amount` (in the transaction's crypto) overrides the mode's amount.
 */
export const simulatePaymentRequestSchema = z.strictObject({
  mode: z.enum(PAYMENT_SIMULATION_MODES, { error: `must be one of ${PAYMENT_SIMULATION_MODES.join(', ')}` }),
  amount: z.optional(positiveAmountSchema(MAX_MINT_AMOUNT)),
});
export type SimulatePaymentRequest = z.input<typeof simulatePaymentRequestSchema>;

/** A transaction the helper made on the local ledger. */
export const ledgerReceiptSchema = z.object({
  signature: z.string(),
  /** The account that received: the address, or its token account for USDC/USDT. */
  account: z.string(),
  amount: z.number(),
});
export type LedgerReceipt = z.infer<typeof ledgerReceiptSchema>;

export const simulatedPaymentSchema = z.object({
  signature: z.string(),
  payer: z.string(),
  crypto: z.enum(['USDT', 'USDC', 'SOL']),
  amount: z.number(),
});
export type SimulatedPayment = z.infer<typeof simulatedPaymentSchema>;

/** The sandbox bank processing a PENDING payout: `fulfil` pays it, `decline` credits it back. */
export const processPayoutRequestSchema = z.strictObject({
  outcome: z.enum(['fulfil', 'decline'], { error: 'must be fulfil or decline' }),
});
export type ProcessPayoutRequest = z.input<typeof processPayoutRequestSchema>;

/**
 * How one business's books stand against the ledger in one currency: `ok` when they agree; `surplus` when the
 * ledger holds more (someone sent money to the settlement wallet), reported but harmless; `shortfall` when it
 * holds less than the books owe, and `books_disagree` when the balance is not the sum of its movements: both stop
 * the service until an operator looks.
 */
export const RECONCILIATION_STATUSES = ['ok', 'surplus', 'shortfall', 'books_disagree'] as const;

/**
 * `GET /v1/sandbox/reconciliation`: for each business and currency, balance = movements = ledger funds, where the
 * ledger funds are the settlement wallet, plus payments still in their deposits, plus transfers recorded but not
 * landed yet (`inTransit`: negative for money on its way out).
 */
export const reconciliationSchema = z.array(
  z.object({
    businessId: z.string(),
    businessName: z.string(),
    currency: z.enum(['USDT', 'USDC', 'SOL']),
    balance: z.string(),
    movements: z.string(),
    ledgerFunds: z.string(),
    inTransit: z.optional(z.string()),
    difference: z.optional(z.string()),
    status: z.optional(z.enum(RECONCILIATION_STATUSES)),
    ok: z.boolean(),
  }),
);
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/**
 * `GET /v1/sandbox/demo`: where the demo is, so that a page (the front page's "Try it") can link to it without
 * being told by the terminal. `payPageUrl` and `docsUrl` are paths on the service's own origin, since the service
 * cannot know under which name it was reached; `shopUrl` is absolute (the shop is another origin), or null when
 * the shop is not running (`npm run dev`, tests).
 */
export const sandboxDemoSchema = z.object({
  demoPaymentLinkId: z.string(),
  payPageUrl: z.string(),
  shopUrl: z.nullable(z.string()),
  docsUrl: z.string(),
});
export type SandboxDemo = z.infer<typeof sandboxDemoSchema>;
