import * as z from 'zod/mini';
import { latePaymentEventSchema } from '../schemas/late-payment.js';
import { payoutRequestSchema } from '../schemas/payout.js';
import { swapSchema } from '../schemas/swap.js';
import { verifiedTransactionSchema } from '../schemas/transaction.js';
import type { SentWebhookEventName } from '../schemas/webhook.js';

/** What one webhook event says and carries as `data` (docs/webhooks.md, "Events"). */
export interface WebhookEventDoc {
  sentWhen: string;
  data: z.core.$ZodType;
}

/** The `data` of `webhook.test`: the endpoint the test was asked for. */
const webhookTestDataSchema = z.object({
  endpointId: z.string(),
  url: z.string(),
  description: z.nullable(z.string()),
});

/** Every event a webhook request can carry; typed by the event names, so a new event without words fails to compile. */
export const WEBHOOK_EVENT_DOCS: Readonly<Record<SentWebhookEventName, WebhookEventDoc>> = {
  'transaction.success': {
    sentWhen: 'a transaction received at least the amount asked',
    data: verifiedTransactionSchema,
  },
  'transaction.failed': {
    sentWhen: "a transaction's window closed with too little received",
    data: verifiedTransactionSchema,
  },
  'transaction.expired': {
    sentWhen: "a transaction's window closed with nothing received",
    data: verifiedTransactionSchema,
  },
  'transaction.late_payment': {
    sentWhen: "money reached a closed transaction's address",
    data: latePaymentEventSchema,
  },
  'payoutRequest.success': { sentWhen: 'a payout was paid (`FULFILLED`)', data: payoutRequestSchema },
  'payoutRequest.failed': {
    sentWhen: 'a payout could not be paid (its on-chain transfer failed)',
    data: payoutRequestSchema,
  },
  'payoutRequest.declined': { sentWhen: 'a payout was declined (`DECLINED`)', data: payoutRequestSchema },
  'payoutRequest.cancelled': { sentWhen: 'a pending payout was cancelled', data: payoutRequestSchema },
  'swap.completed': { sentWhen: 'a swap completed (`COMPLETED`)', data: swapSchema },
  'webhook.test': {
    sentWhen: 'a test was asked for (`POST /v1/webhook-endpoints/:id/test`), to that endpoint only',
    data: webhookTestDataSchema,
  },
};

/** The headers every webhook request carries, with what each holds. */
export const WEBHOOK_HEADERS: Readonly<Record<string, string>> = {
  'X-Crypto-Checkout-Event': 'The event name, as in the body.',
  'X-Crypto-Checkout-Event-Id':
    "The event's `id`: the same for every delivery, redelivery and endpoint of the event; receivers deduplicate by it.",
  'X-Crypto-Checkout-Delivery': "The delivery's `uuid`, the same on every attempt of it.",
  'X-Crypto-Checkout-Timestamp': 'Unix seconds when the request was signed.',
  'X-Crypto-Checkout-Signature':
    "Hex HMAC-SHA512 of `<timestamp>.<raw body>` keyed with the endpoint's `secret` (during a rotation's grace " +
    "period, two signatures, comma-separated, the new secret's first), or for the legacy URL with the business's " +
    'secret API key.',
};
