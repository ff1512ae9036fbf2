import { randomUUID } from 'node:crypto';
import {
  webhookPayloadSchema,
  type SentWebhookEventName,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookPayload,
} from '../../api/schemas/webhook.js';
import type { Database, Row, SqlExecutor } from './database.js';
import { ListCondition, selectCountedPage } from './list-query.js';
import { asDate, asIsoTimestamp, asNullableIsoTimestamp, asNullableString, asString } from './rows.js';
import { signingSecretsAt } from './webhook-endpoints.js';
import { uuidV7 } from '../webhooks/uuid-v7.js';

/**
 * The webhook tables (migrations 'balances, payouts, swaps and webhooks' and 'webhook endpoints'): events (the
 * outbox), deliveries (one per event and destination: a webhook endpoint, or the business's legacy webhook URL),
 * attempts.
 */

/**
 * Records an event of the business (the outbox row), with a time-ordered id so that events recorded with the same
 * `now` (one transaction) are sent in the order recorded. Answers the event's id.
 */
export async function insertWebhookEvent(
  executor: SqlExecutor,
  input: {
    businessId: string;
    event: SentWebhookEventName;
    data: unknown;
    now: Date;
    /** The transaction the event is about, so its deliveries can be listed by it; absent for other resources. */
    reference?: string | undefined;
  },
): Promise<string> {
  const eventId = uuidV7();
  const payload: WebhookPayload = {
    id: eventId,
    event: input.event,
    createdAt: input.now.toISOString(),
    data: input.data,
  };
  await executor.query(
    `INSERT INTO webhook_events (uuid, business_id, event, payload, created_at, reference)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [eventId, input.businessId, input.event, JSON.stringify(payload), input.now, input.reference ?? null],
  );
  return eventId;
}

/**
 * One pending delivery of an event for each of the business's destinations that takes it: every active endpoint
 * whose filter takes the event, and the legacy webhook URL if it has one. One statement for every destination, so
 * that an event costs the same two queries however many endpoints there are. Delivery ids need no order of their
 * own: a destination's deliveries go in the order of their events.
 */
export async function insertDeliveriesToEveryDestination(
  executor: SqlExecutor,
  input: { eventId: string; businessId: string; event: SentWebhookEventName; now: Date },
): Promise<void> {
  await executor.query(
    `INSERT INTO webhook_deliveries (uuid, event_id, endpoint_id, url, status, attempts, next_attempt_at, created_at)
     SELECT gen_random_uuid(), $1, destination.endpoint_id, destination.url, 'pending', 0, $2, $2
       FROM (
         SELECT w.uuid AS endpoint_id, w.url
           FROM webhook_endpoints w
          WHERE w.business_id = $3 AND w.active AND w.deleted_at IS NULL
            AND (cardinality(w.events) = 0 OR $4 = ANY (w.events))
         UNION ALL
         SELECT NULL, b.webhook_url FROM businesses b WHERE b.uuid = $3 AND b.webhook_url <> ''
       ) destination`,
    [input.eventId, input.now, input.businessId, input.event],
  );
}

/** A pending delivery of an event to one destination (`endpointId` null: the legacy webhook URL), due at once. */
export async function insertDelivery(
  executor: SqlExecutor,
  input: { deliveryId: string; eventId: string; endpointId: string | null; url: string; now: Date },
): Promise<void> {
  await executor.query(
    `INSERT INTO webhook_deliveries (uuid, event_id, endpoint_id, url, status, attempts, next_attempt_at,
       created_at)
     VALUES ($1, $2, $3, $4, 'pending', 0, $5, $5)`,
    [input.deliveryId, input.eventId, input.endpointId, input.url, input.now],
  );
}

/** A delivery of the business and where it went, as redelivery needs it; undefined for another business's. */
export interface DeliveryDestination {
  eventId: string;
  status: WebhookDeliveryStatus;
  /** Null for the legacy webhook URL. */
  endpointId: string | null;
  /** The business's legacy webhook URL now ("" when webhooks are turned off). */
  webhookUrl: string;
  /** The delivery's endpoint as it is now; null for the legacy webhook URL. */
  endpoint: { url: string; active: boolean; deleted: boolean } | null;
}

export async function findDeliveryDestination(
  executor: SqlExecutor,
  businessId: string,
  deliveryId: string,
): Promise<DeliveryDestination | undefined> {
  const [row] = await executor.query(
    `SELECT d.event_id, d.endpoint_id, d.status, b.webhook_url, w.url AS endpoint_url, w.active, w.deleted_at
       FROM webhook_deliveries d
       JOIN webhook_events e ON e.uuid = d.event_id
       JOIN businesses b ON b.uuid = e.business_id
       LEFT JOIN webhook_endpoints w ON w.uuid = d.endpoint_id
      WHERE d.uuid = $1 AND e.business_id = $2`,
    [deliveryId, businessId],
  );
  if (!row) return undefined;
  const endpointId = asNullableString(row.endpoint_id);
  return {
    eventId: asString(row.event_id),
    status: asString(row.status) as WebhookDeliveryStatus,
    endpointId,
    webhookUrl: asString(row.webhook_url),
    endpoint:
      endpointId === null
        ? null
        : {
            url: asString(row.endpoint_url),
            active: row.active === true,
            deleted: row.deleted_at !== null && row.deleted_at !== undefined,
          },
  };
}

/** How many deliveries, of every business, are still to be sent or tried again. */
export async function countPendingDeliveries(executor: SqlExecutor): Promise<number> {
  const [row] = await executor.query(
    "SELECT count(*)::int AS pending FROM webhook_deliveries WHERE status = 'pending'",
  );
  return Number(row?.pending ?? 0);
}

export interface DueDelivery {
  deliveryId: string;
  /**
   * Where it goes, as the delivery job's lanes are keyed: the endpoint's id, or for the legacy webhook URL the
   * business's id (both are random UUIDs, so they never meet). Each destination's deliveries go one at a time.
   */
  destinationId: string;
}

/**
 * When a delivery's destination can be sent to: the legacy URL while the business has one, an endpoint while it is
 * active and not deleted. Over `d` (delivery), `b` (business) and `w` (its endpoint, LEFT JOINed).
 */
const SENDABLE_DESTINATION = `(CASE WHEN d.endpoint_id IS NULL THEN b.webhook_url <> ''
                                   ELSE COALESCE(w.active AND w.deleted_at IS NULL, FALSE) END)`;

/**
 * Pending deliveries that are due, oldest first (events in the order they happened), whose destination can be
 * sent to and is not in `excludeDestinationIds` (those already being worked on).
 */
export async function listDueDeliveries(
  executor: SqlExecutor,
  input: { now: Date; excludeDestinationIds: readonly string[]; limit: number },
): Promise<DueDelivery[]> {
  const rows = await executor.query(
    `SELECT d.uuid, COALESCE(d.endpoint_id, e.business_id) AS destination_id
       FROM webhook_deliveries d
       JOIN webhook_events e ON e.uuid = d.event_id
       JOIN businesses b ON b.uuid = e.business_id
       LEFT JOIN webhook_endpoints w ON w.uuid = d.endpoint_id
      WHERE d.status = 'pending' AND d.next_attempt_at <= $1 AND ${SENDABLE_DESTINATION}
        AND NOT (COALESCE(d.endpoint_id, e.business_id) = ANY ($2::uuid[]))
      ORDER BY d.created_at, d.event_id, d.uuid
      LIMIT $3`,
    [input.now, [...input.excludeDestinationIds], input.limit],
  );
  return rows.map((row) => ({
    deliveryId: asString(row.uuid),
    destinationId: asString(row.destination_id),
  }));
}

/** A delivery the job has claimed for one attempt: everything the request needs. */
export interface ClaimedDelivery {
  deliveryId: string;
  eventId: string;
  /** Null for the business's legacy webhook URL. */
  endpointId: string | null;
  businessId: string;
  event: SentWebhookEventName;
  /** The stored payload as text: the exact request body, the same on every attempt and every redelivery. */
  body: string;
  url: string;
  /**
   * What signs the request, newest first: the endpoint's secret (and, during a rotation's grace period, the one it
   * replaced), or for the legacy URL the business's secret API key. Empty if the business has no secret key.
   */
  secrets: string[];
  /** Attempts made before this one. */
  attemptsSoFar: number;
}

/**
 * Claims a due delivery for one attempt by moving its `next_attempt_at` to `leaseUntil` (so no other worker sends it
 * meanwhile, and a crash mid-attempt only delays it), pointing it at its destination's current URL. Undefined when
 * it is no longer due, no longer pending, or its destination cannot be sent to (webhooks turned off, the endpoint
 * inactive or deleted).
 */
export async function claimDelivery(
  executor: SqlExecutor,
  deliveryId: string,
  input: { now: Date; leaseUntil: Date },
): Promise<ClaimedDelivery | undefined> {
  // The destination is read in a subquery: the FROM list of an UPDATE cannot join on the updated row's columns.
  const [row] = await executor.query(
    `UPDATE webhook_deliveries claimed
        SET next_attempt_at = $2, url = target.url
       FROM (
         SELECT d.uuid AS delivery_id, e.business_id, e.event, e.payload::text AS body,
                CASE WHEN d.endpoint_id IS NULL THEN b.webhook_url ELSE w.url END AS url,
                CASE WHEN d.endpoint_id IS NULL
                     THEN (SELECT k.key FROM api_keys k WHERE k.business_id = b.uuid AND k.kind = 'secret')
                     ELSE w.secret END AS secret,
                w.previous_secret, w.previous_secret_expires_at
           FROM webhook_deliveries d
           JOIN webhook_events e ON e.uuid = d.event_id
           JOIN businesses b ON b.uuid = e.business_id
           LEFT JOIN webhook_endpoints w ON w.uuid = d.endpoint_id
          WHERE d.uuid = $1 AND ${SENDABLE_DESTINATION}
       ) target
      WHERE claimed.uuid = target.delivery_id AND claimed.status = 'pending' AND claimed.next_attempt_at <= $3
      RETURNING claimed.uuid, claimed.event_id, claimed.endpoint_id, claimed.attempts, target.business_id,
                target.event, target.body,
                target.url, target.secret, target.previous_secret, target.previous_secret_expires_at`,
    [deliveryId, input.leaseUntil, input.now],
  );
  if (!row) return undefined;
  const secret = asNullableString(row.secret);
  const previousSecretExpiresAt = row.previous_secret_expires_at;
  return {
    deliveryId: asString(row.uuid),
    eventId: asString(row.event_id),
    endpointId: asNullableString(row.endpoint_id),
    businessId: asString(row.business_id),
    event: asString(row.event) as SentWebhookEventName,
    body: asString(row.body),
    url: asString(row.url),
    secrets:
      secret === null
        ? []
        : signingSecretsAt(
            {
              secret,
              previousSecret: asNullableString(row.previous_secret),
              previousSecretExpiresAt:
                previousSecretExpiresAt === null || previousSecretExpiresAt === undefined
                  ? null
                  : asDate(previousSecretExpiresAt),
            },
            input.now,
          ),
    attemptsSoFar: Number(row.attempts),
  };
}

/** Gives a claimed delivery back untried (the service is stopping): due again at `now`. */
export async function releaseDelivery(executor: SqlExecutor, deliveryId: string, now: Date): Promise<void> {
  await executor.query(
    `UPDATE webhook_deliveries SET next_attempt_at = $2 WHERE uuid = $1 AND status = 'pending'`,
    [deliveryId, now],
  );
}

export interface AttemptRecord {
  attemptNumber: number;
  url: string;
  signedTimestamp: string;
  statusCode: number | null;
  error: string | null;
  responseBody: string | null;
  durationMs: number;
  startedAt: Date;
}

/** Stores one attempt and what it decided for the delivery, together. */
export async function recordAttempt(
  database: Database,
  deliveryId: string,
  attempt: AttemptRecord,
  outcome: { status: WebhookDeliveryStatus; nextAttemptAt: Date; finishedAt: Date },
): Promise<void> {
  await database.transaction(async (executor) => {
    await executor.query(
      `INSERT INTO webhook_attempts (uuid, delivery_id, attempt_number, url, signed_timestamp, status_code, error,
         response_body, duration_ms, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        randomUUID(),
        deliveryId,
        attempt.attemptNumber,
        attempt.url,
        attempt.signedTimestamp,
        attempt.statusCode,
        attempt.error,
        attempt.responseBody,
        attempt.durationMs,
        attempt.startedAt,
      ],
    );
    // Only while pending: a delivery whose endpoint was deleted mid-attempt stays failed, as the deletion made it.
    await executor.query(
      `UPDATE webhook_deliveries
          SET attempts = $2, status = $3, next_attempt_at = $4, delivered_at = $5
        WHERE uuid = $1 AND status = 'pending'`,
      [
        deliveryId,
        attempt.attemptNumber,
        outcome.status,
        outcome.nextAttemptAt,
        outcome.status === 'delivered' ? outcome.finishedAt : null,
      ],
    );
  });
}

/**
 * Sets a business's (legacy) webhook URL. Its deliveries still pending follow it and are due at once (the usual
 * reason to change the URL is that the old one did not work); with "" they wait, unsent, until a URL is set again.
 * Deliveries to webhook endpoints are not affected.
 */
export async function setWebhookUrl(
  database: Database,
  input: { businessId: string; webhookUrl: string; now: Date },
): Promise<void> {
  await database.transaction(async (executor) => {
    await executor.query('UPDATE businesses SET webhook_url = $2 WHERE uuid = $1', [
      input.businessId,
      input.webhookUrl,
    ]);
    if (input.webhookUrl === '') return;
    await executor.query(
      `UPDATE webhook_deliveries d
          SET url = $2, next_attempt_at = LEAST(d.next_attempt_at, $3)
         FROM webhook_events e
        WHERE e.uuid = d.event_id AND e.business_id = $1 AND d.status = 'pending' AND d.endpoint_id IS NULL`,
      [input.businessId, input.webhookUrl, input.now],
    );
  });
}

/**
 * One page of a business's deliveries, newest first, each with its attempts (oldest first); `endpointId` keeps one
 * endpoint's.
 */
export async function listDeliveries(
  executor: SqlExecutor,
  businessId: string,
  query: {
    limit: number;
    page: number;
    status?: WebhookDeliveryStatus | undefined;
    endpointId?: string | undefined;
    reference?: string | undefined;
  },
): Promise<{ records: WebhookDelivery[]; count: number }> {
  const condition = new ListCondition('e.business_id', businessId)
    .equals('d.status', query.status)
    .equals('d.endpoint_id', query.endpointId)
    .equals('e.reference', query.reference);
  const { records, count } = await selectCountedPage(executor, {
    select:
      'SELECT d.*, e.event, e.payload::text AS body FROM webhook_deliveries d JOIN webhook_events e ON e.uuid = d.event_id',
    countFrom: 'webhook_deliveries d JOIN webhook_events e ON e.uuid = d.event_id',
    condition,
    orderBy: 'd.created_at DESC, d.event_id DESC, d.uuid DESC',
    page: query,
  });
  return { records: await withAttempts(executor, records), count };
}

/** One of the business's deliveries with its attempts; undefined for an unknown one or another business's. */
export async function findDelivery(
  executor: SqlExecutor,
  businessId: string,
  deliveryId: string,
): Promise<WebhookDelivery | undefined> {
  const rows = await executor.query(
    `SELECT d.*, e.event, e.payload::text AS body
       FROM webhook_deliveries d JOIN webhook_events e ON e.uuid = d.event_id
      WHERE d.uuid = $1 AND e.business_id = $2`,
    [deliveryId, businessId],
  );
  const [delivery] = await withAttempts(executor, rows);
  return delivery;
}

/** Delivery rows as answered: each with its attempts, read for all of them in one query. */
async function withAttempts(executor: SqlExecutor, rows: Row[]): Promise<WebhookDelivery[]> {
  const attemptsByDelivery = new Map<string, WebhookAttempt[]>();
  if (rows.length > 0) {
    const attemptRows = await executor.query(
      `SELECT * FROM webhook_attempts WHERE delivery_id = ANY ($1::uuid[]) ORDER BY attempt_number, created_at`,
      [rows.map((row) => asString(row.uuid))],
    );
    for (const row of attemptRows) {
      const deliveryId = asString(row.delivery_id);
      const list = attemptsByDelivery.get(deliveryId) ?? [];
      list.push(toAttempt(row));
      attemptsByDelivery.set(deliveryId, list);
    }
  }
  return rows.map((row) => toDelivery(row, attemptsByDelivery.get(asString(row.uuid)) ?? []));
}

function toDelivery(row: Row, attempts: WebhookAttempt[]): WebhookDelivery {
  const status = asString(row.status) as WebhookDeliveryStatus;
  return {
    uuid: asString(row.uuid),
    eventId: asString(row.event_id),
    event: asString(row.event) as SentWebhookEventName,
    endpointId: asNullableString(row.endpoint_id),
    url: asString(row.url),
    status,
    nextAttemptAt: status === 'pending' ? asIsoTimestamp(row.next_attempt_at) : null,
    deliveredAt: asNullableIsoTimestamp(row.delivered_at),
    createdAt: asIsoTimestamp(row.created_at),
    payload: webhookPayloadSchema.parse(JSON.parse(asString(row.body))),
    attempts,
  };
}

function toAttempt(row: Row): WebhookAttempt {
  return {
    attemptNumber: Number(row.attempt_number),
    url: asString(row.url),
    timestamp: asString(row.signed_timestamp),
    statusCode: row.status_code === null || row.status_code === undefined ? null : Number(row.status_code),
    error: asNullableString(row.error),
    responseBody: asNullableString(row.response_body),
    durationMs: Number(row.duration_ms),
    createdAt: asDate(row.created_at).toISOString(),
  };
}
