import { randomUUID } from 'node:crypto';
import {
  webhookPayloadSchema,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEventName,
} from '../../api/schemas/webhook.js';
import type { Database, Row, SqlExecutor } from '../store/database.js';
import { asDate, asIsoTimestamp, asNullableIsoTimestamp, asNullableString, asString } from '../store/rows.js';

/** The webhook tables (migration 3): events (the outbox), deliveries (one per event and URL), attempts. */

export interface DueDelivery {
  deliveryId: string;
  businessId: string;
}

/**
 * Pending deliveries that are due, oldest first, of businesses that have a webhook URL and are not in
 * `excludeBusinessIds` (those already being worked on).
 */
export async function listDueDeliveries(
  executor: SqlExecutor,
  input: { now: Date; excludeBusinessIds: readonly string[]; limit: number },
): Promise<DueDelivery[]> {
  const rows = await executor.query(
    `SELECT d.uuid, e.business_id
       FROM webhook_deliveries d
       JOIN webhook_events e ON e.uuid = d.event_id
       JOIN businesses b ON b.uuid = e.business_id
      WHERE d.status = 'pending' AND d.next_attempt_at <= $1 AND b.webhook_url <> ''
        AND NOT (e.business_id = ANY ($2::uuid[]))
      ORDER BY d.created_at, d.uuid
      LIMIT $3`,
    [input.now, [...input.excludeBusinessIds], input.limit],
  );
  return rows.map((row) => ({ deliveryId: asString(row.uuid), businessId: asString(row.business_id) }));
}

/** A delivery the job has claimed for one attempt: everything the request needs. */
export interface ClaimedDelivery {
  deliveryId: string;
  businessId: string;
  event: WebhookEventName;
  /** The stored payload as text: the exact request body, the same on every attempt. */
  body: string;
  url: string;
  /** The business's secret key, which signs the request; null if it has none. */
  secretKey: string | null;
  /** Attempts made before this one. */
  attemptsSoFar: number;
}

/**
 * Claims a due delivery for one attempt by moving its `next_attempt_at` to `leaseUntil` (so no other worker sends it
 * meanwhile, and a crash mid-attempt only delays it), pointing it at the business's current webhook URL. Undefined
 * when it is no longer due, no longer pending, or the business has turned webhooks off.
 */
export async function claimDelivery(
  executor: SqlExecutor,
  deliveryId: string,
  input: { now: Date; leaseUntil: Date },
): Promise<ClaimedDelivery | undefined> {
  const [row] = await executor.query(
    `UPDATE webhook_deliveries d
        SET next_attempt_at = $2, url = b.webhook_url
       FROM webhook_events e
       JOIN businesses b ON b.uuid = e.business_id
       LEFT JOIN api_keys k ON k.business_id = b.uuid AND k.kind = 'secret'
      WHERE d.uuid = $1 AND e.uuid = d.event_id AND d.status = 'pending' AND d.next_attempt_at <= $3
        AND b.webhook_url <> ''
      RETURNING d.uuid, d.attempts, e.business_id, e.event, e.payload::text AS body, b.webhook_url,
                k.key AS secret_key`,
    [deliveryId, input.leaseUntil, input.now],
  );
  if (!row) return undefined;
  return {
    deliveryId: asString(row.uuid),
    businessId: asString(row.business_id),
    event: asString(row.event) as WebhookEventName,
    body: asString(row.body),
    url: asString(row.webhook_url),
    secretKey: asNullableString(row.secret_key),
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
    await executor.query(
      `UPDATE webhook_deliveries
          SET attempts = $2, status = $3, next_attempt_at = $4, delivered_at = $5
        WHERE uuid = $1`,
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
 * Sets a business's webhook URL. Deliveries still pending follow it and are due at once (the usual reason to change
 * the URL is that the old one did not work); with "" they wait, unsent, until a URL is set again.
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
        WHERE e.uuid = d.event_id AND e.business_id = $1 AND d.status = 'pending'`,
      [input.businessId, input.webhookUrl, input.now],
    );
  });
}

/** One page of a business's deliveries, newest first, each with its attempts (oldest first). */
export async function listDeliveries(
  executor: SqlExecutor,
  businessId: string,
  query: { limit: number; page: number; status?: WebhookDeliveryStatus | undefined },
): Promise<{ records: WebhookDelivery[]; count: number }> {
  const filter = query.status === undefined ? '' : 'AND d.status = $2';
  const filterParams = query.status === undefined ? [] : [query.status];
  const [counted] = await executor.query(
    `SELECT count(*) AS count FROM webhook_deliveries d JOIN webhook_events e ON e.uuid = d.event_id
      WHERE e.business_id = $1 ${filter}`,
    [businessId, ...filterParams],
  );
  const limitPosition = filterParams.length + 2;
  const rows = await executor.query(
    `SELECT d.*, e.event, e.payload::text AS body
       FROM webhook_deliveries d JOIN webhook_events e ON e.uuid = d.event_id
      WHERE e.business_id = $1 ${filter}
      ORDER BY d.created_at DESC, d.uuid DESC
      LIMIT $${limitPosition} OFFSET $${limitPosition + 1}`,
    [businessId, ...filterParams, query.limit, (query.page - 1) * query.limit],
  );
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
  return {
    records: rows.map((row) => toDelivery(row, attemptsByDelivery.get(asString(row.uuid)) ?? [])),
    count: Number(counted?.count ?? 0),
  };
}

function toDelivery(row: Row, attempts: WebhookAttempt[]): WebhookDelivery {
  const status = asString(row.status) as WebhookDeliveryStatus;
  return {
    uuid: asString(row.uuid),
    eventId: asString(row.event_id),
    event: asString(row.event) as WebhookEventName,
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
