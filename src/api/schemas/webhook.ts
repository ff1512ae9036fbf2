import * as z from 'zod/mini';
import {
  pageSchema,
  pagingQueryFields,
  referenceParamsSchema,
  safeTextCheck,
  textSchema,
  timestampSchema,
  uuidSchema,
} from './common.js';

/** The events a business's webhooks report (docs/webhooks.md), which an endpoint's filter chooses among. */
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
 * The event `POST /v1/webhook-endpoints/:id/test` sends to one endpoint, whatever its filter. Not one an endpoint
 * subscribes to: nothing happened to the business, so only the endpoint that asked for it gets it.
 */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** Every event a webhook request can carry: the business's events and the test event. */
export const SENT_WEBHOOK_EVENTS = [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT] as const;
export type SentWebhookEventName = (typeof SENT_WEBHOOK_EVENTS)[number];
export const sentWebhookEventNameSchema = z.enum(SENT_WEBHOOK_EVENTS, {
  error: `must be one of ${SENT_WEBHOOK_EVENTS.join(', ')}`,
});

/**
 * The JSON body of every webhook request: the event's id, name and time, and the resource it is about. Parse the
 * raw body with this only after `verifyWebhookSignature` accepted it.
 */
export const webhookPayloadSchema = z.object({
  /**
   * The event's id (also sent as `X-Crypto-Checkout-Event-Id`): the same on every attempt, every redelivery and
   * every endpoint the event goes to. Receivers drop an event whose id they have already handled.
   */
  id: uuidSchema,
  event: sentWebhookEventNameSchema,
  /** When the event happened (not when this request was made). */
  createdAt: timestampSchema,
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
    const problem = webhookUrlProblem(value, ', or "" to turn webhooks off');
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
);

/** An endpoint's URL: as the business's webhook URL, but never empty (an endpoint is turned off with `active`). */
export const webhookEndpointUrlSchema = z.string({ error: 'must be a string' }).check(
  z.trim(),
  z.minLength(1, { error: 'must not be empty' }),
  z.maxLength(MAX_WEBHOOK_URL_LENGTH, { error: `must be at most ${MAX_WEBHOOK_URL_LENGTH} characters` }),
  safeTextCheck,
  z.superRefine((value: string, context) => {
    if (value === '') return;
    const problem = webhookUrlProblem(value, '');
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
);

function webhookUrlProblem(value: string, emptyHint: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `must be an absolute http or https URL such as https://shop.example/webhooks${emptyHint}`;
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

/**
 * One event on its way to one destination (a webhook endpoint, or the business's legacy webhook URL), with every
 * attempt made so far (oldest first).
 */
export const webhookDeliverySchema = z.object({
  /** Also sent as `X-Crypto-Checkout-Delivery`: the same on every retry of this delivery, new on a redelivery. */
  uuid: uuidSchema,
  /** The event's id (`X-Crypto-Checkout-Event-Id`): shared by every delivery of one event, redeliveries included. */
  eventId: uuidSchema,
  event: sentWebhookEventNameSchema,
  /** The webhook endpoint it goes to; null for the business's legacy `webhookUrl`. */
  endpointId: z.nullable(uuidSchema),
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

/** One page of a business's deliveries; `count` is how many match (all pages). */
export const webhookDeliveryPageSchema = pageSchema(webhookDeliverySchema);
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

export const MAX_WEBHOOK_DELIVERY_PAGE_SIZE = 100;

/**
 * `GET /v1/webhook-deliveries`: newest first; `endpointId` keeps one endpoint's deliveries, `reference` the
 * deliveries of one transaction's events (`transaction.*`, its late payments included).
 */
export const webhookDeliveryListQuerySchema = z.strictObject({
  ...pagingQueryFields({ maxPageSize: MAX_WEBHOOK_DELIVERY_PAGE_SIZE, defaultPageSize: 20 }),
  status: z.optional(webhookDeliveryStatusSchema),
  endpointId: z.optional(uuidSchema),
  reference: z.optional(referenceParamsSchema.shape.reference),
});
export type WebhookDeliveryListQuery = {
  limit?: number;
  page?: number;
  status?: WebhookDeliveryStatus;
  endpointId?: string;
  reference?: string;
};

/**
 * The body of a POST whose fields are all optional: it may be left out (a request with no body reaches the route
 * as null or undefined, depending on the framework), or be an object of `fields`.
 */
function optionalBody<Shape extends z.core.$ZodLooseShape>(fields: Shape) {
  return z.optional(z.nullable(z.strictObject(fields)));
}

/** A POST that takes no fields: no body, or an empty object (any field is refused, naming it). */
export const emptyRequestBodySchema = optionalBody({});

/** The most endpoints one business may have: each event is one delivery per endpoint, all in its transaction. */
export const MAX_WEBHOOK_ENDPOINTS = 16;
/** Longest endpoint description accepted. */
export const MAX_WEBHOOK_ENDPOINT_DESCRIPTION_LENGTH = 500;

/**
 * The events an endpoint receives: absent or `[]` for all of them (those added later included), otherwise only the
 * ones listed. Each at most once.
 */
export const webhookEventFilterSchema = z
  .array(webhookEventNameSchema, { error: 'must be an array of event names' })
  .check(
    z.maxLength(WEBHOOK_EVENTS.length, { error: `must list at most ${WEBHOOK_EVENTS.length} events` }),
    z.refine((events: readonly string[]) => new Set(events).size === events.length, {
      error: 'must not list an event twice',
    }),
  );

const endpointDescriptionSchema = textSchema(MAX_WEBHOOK_ENDPOINT_DESCRIPTION_LENGTH);

/** `POST /v1/webhook-endpoints`. */
export const createWebhookEndpointRequestSchema = z.strictObject({
  url: webhookEndpointUrlSchema,
  events: z.optional(webhookEventFilterSchema),
  description: z.optional(endpointDescriptionSchema),
});
export type CreateWebhookEndpointRequest = z.input<typeof createWebhookEndpointRequestSchema>;

/**
 * `PATCH /v1/webhook-endpoints/:id`: what changes, at least one field. `events: []` means all events again;
 * `description: null` removes it; `active: false` stops new deliveries to the endpoint and holds its pending ones.
 */
export const updateWebhookEndpointRequestSchema = z
  .strictObject({
    url: z.optional(webhookEndpointUrlSchema),
    events: z.optional(webhookEventFilterSchema),
    description: z.optional(z.nullable(endpointDescriptionSchema)),
    active: z.optional(z.boolean({ error: 'must be true or false' })),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      // As for payment links: an empty PATCH is most likely a client that forgot what it meant to change.
      error: 'must change at least one field',
      when: (payload) => payload.issues.length === 0,
    }),
  );
export type UpdateWebhookEndpointRequest = z.input<typeof updateWebhookEndpointRequestSchema>;

/** The default and the longest grace period of a secret rotation: a day, and a week. */
export const DEFAULT_WEBHOOK_SECRET_GRACE_SECONDS = 86_400;
export const MAX_WEBHOOK_SECRET_GRACE_SECONDS = 7 * 86_400;

/**
 * `POST /v1/webhook-endpoints/:id/roll-secret`: how long the old secret keeps signing beside the new one (default
 * a day; 0 revokes it at once). No body is the default.
 */
export const rollWebhookSecretRequestSchema = optionalBody({
  graceSeconds: z.optional(
    z.int({ error: 'must be a whole number of seconds' }).check(
      z.gte(0, { error: 'must be at least 0' }),
      z.lte(MAX_WEBHOOK_SECRET_GRACE_SECONDS, {
        error: `must be at most ${MAX_WEBHOOK_SECRET_GRACE_SECONDS} (7 days)`,
      }),
    ),
  ),
});
export type RollWebhookSecretRequest = z.input<typeof rollWebhookSecretRequestSchema>;

/** `GET /v1/webhook-endpoints` takes no query (a business has at most MAX_WEBHOOK_ENDPOINTS). */
export const webhookEndpointListQuerySchema = z.strictObject({});

/** A webhook endpoint as every route answers it: never with its secret, except when the secret is made. */
export const webhookEndpointSchema = z.object({
  id: uuidSchema,
  url: z.string(),
  description: z.nullable(z.string()),
  /** The events it receives; empty means all. */
  events: z.array(webhookEventNameSchema),
  /** False: no new deliveries, and its pending ones wait until it is active again. */
  active: z.boolean(),
  /** While a rotation's grace period lasts, when the previous secret stops signing; null otherwise. */
  previousSecretExpiresAt: z.nullable(timestampSchema),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The secret each endpoint's requests are signed with: `whsec_` and 43 base64url characters (256 random bits). */
export const webhookSecretSchema = z.string().check(z.regex(/^whsec_[A-Za-z0-9_-]{32,}$/));

/** The answer of a creation and of a roll: the only two that show the secret. */
export const webhookEndpointWithSecretSchema = z.extend(webhookEndpointSchema, {
  secret: webhookSecretSchema,
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookEndpointListSchema = z.array(webhookEndpointSchema);
