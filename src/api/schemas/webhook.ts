import * as z from 'zod/mini';
import { queryIntegerSchema, safeTextCheck, timestampSchema, uuidSchema } from './common.js';

/** The events a business's webhook receives (docs/design.md, "Webhooks"). */
export const WEBHOOK_EVENTS = [
  'transaction.success',
  'transaction.failed',
  'transaction.expired',
  'transaction.late_payment',
  'payoutRequest.success',
  'payoutRequest.failed',
  'payoutRequest.declined',
  'payoutRequest.cancelled',
  'swap.completed',
] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

export const webhookEventNameSchema = z.enum(WEBHOOK_EVENTS, {
  error: `must be one of ${WEBHOOK_EVENTS.join(', ')}`,
});

/**
 * The JSON body of every webhook request: the event's name and the resource it is about. Parse the raw body with
 * this only after `verifyWebhookSignature` accepted it.
 */
export const webhookPayloadSchema = z.object({
  event: webhookEventNameSchema,
  data: z.unknown(),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** Longest webhook URL accepted. */
export const MAX_WEBHOOK_URL_LENGTH = 2048;

/**
 * Where a business's webhooks go: an absolute http or https URL, or the empty string for "send no webhooks".
 * Surrounding spaces are dropped.
 */
export const webhookUrlSchema = z.string({ error: 'must be a string' }).check(
  z.trim(),
  z.maxLength(MAX_WEBHOOK_URL_LENGTH, { error: `must be at most ${MAX_WEBHOOK_URL_LENGTH} characters` }),
  safeTextCheck,
  z.superRefine((value: string, context) => {
    if (value === '') return;
    const problem = webhookUrlProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
);

function webhookUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute http or https URL such as https://shop.example/webhooks, or "" to turn webhooks off';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must use http or https';
  if (url.username !== '' || url.password !== '') return 'must not contain a user name or password';
  if (url.hash !== '') return 'must not contain a #fragment';
  if (/\s/.test(value)) return 'must not contain spaces';
  return undefined;
}

/** `PUT /v1/business/webhook`: sets (or, with "", removes) the business's webhook URL. */
export const updateWebhookRequestSchema = z.strictObject({
  webhookUrl: webhookUrlSchema,
});
export type UpdateWebhookRequest = z.input<typeof updateWebhookRequestSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const webhookDeliveryStatusSchema = z.enum(WEBHOOK_DELIVERY_STATUSES, {
  error: `must be one of ${WEBHOOK_DELIVERY_STATUSES.join(', ')}`,
});
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

/** One HTTP request the service made for a delivery, and how the receiver answered (or why it could not). */
export const webhookAttemptSchema = z.object({
  attemptNumber: z.int().check(z.gte(1)),
  url: z.string(),
  /** The `X-Crypto-Checkout-Timestamp` the attempt was signed with (unix seconds). */
  timestamp: z.string(),
  /** The receiver's HTTP status; null when no answer came (refused, timed out, …). */
  statusCode: z.nullable(z.int()),
  /** Why the attempt failed without an HTTP answer, or which answer was not accepted; null on success. */
  error: z.nullable(z.string()),
  /** The start of the receiver's answer (truncated). */
  responseBody: z.nullable(z.string()),
  durationMs: z.int().check(z.gte(0)),
  createdAt: timestampSchema,
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** One event on its way to the business's webhook URL, with every attempt made so far (oldest first). */
export const webhookDeliverySchema = z.object({
  /** Also sent as `X-Crypto-Checkout-Delivery`: the same on every retry, so receivers can drop duplicates. */
  uuid: uuidSchema,
  eventId: uuidSchema,
  event: webhookEventNameSchema,
  /** The URL the next (or last) attempt goes to. */
  url: z.string(),
  status: webhookDeliveryStatusSchema,
  /** When the next attempt is due; null once delivered or failed. */
  nextAttemptAt: z.nullable(timestampSchema),
  deliveredAt: z.nullable(timestampSchema),
  createdAt: timestampSchema,
  /** What is sent as the request body. */
  payload: webhookPayloadSchema,
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryPageSchema = z.object({
  records: z.array(webhookDeliverySchema),
  /** How many deliveries match (all pages). */
  count: z.int(),
});
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

export const MAX_WEBHOOK_DELIVERY_PAGE_SIZE = 100;

/** `GET /v1/webhook-deliveries`: newest first. */
export const webhookDeliveryListQuerySchema = z.strictObject({
  limit: queryIntegerSchema({ min: 1, max: MAX_WEBHOOK_DELIVERY_PAGE_SIZE, default: 20 }),
  page: queryIntegerSchema({ min: 1, max: 1_000_000, default: 1 }),
  status: z.optional(webhookDeliveryStatusSchema),
});
export type WebhookDeliveryListQuery = { limit?: number; page?: number; status?: WebhookDeliveryStatus };
