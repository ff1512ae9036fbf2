import { randomUUID } from 'node:crypto';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventName,
} from '../../api/schemas/webhook.js';
import type { Database, Row, SqlExecutor } from './database.js';
import { asBoolean, asDate, asIsoTimestamp, asNullableString, asString } from './rows.js';
import { generateWebhookSecret } from '../webhooks/endpoint-secret.js';

/**
 * The webhook_endpoints table (migration 'webhook endpoints'): a business's endpoints, their event filters and
 * signing secrets. Every read and write is scoped to the business, so another business's endpoint is as unknown
 * as a missing one. A deleted endpoint stays, marked, for its deliveries' sake, and is unknown from then on.
 */

/** The columns an endpoint is answered from (never its secrets). */
const ENDPOINT_COLUMNS =
  'uuid, url, description, events, active, previous_secret, previous_secret_expires_at, created_at, updated_at';

/**
 * Adds an endpoint with a new secret; undefined when the business already has MAX_WEBHOOK_ENDPOINTS. `events` empty
 * means every event.
 */
export async function insertWebhookEndpoint(
  database: Database,
  input: {
    businessId: string;
    url: string;
    events: readonly WebhookEventName[];
    description: string | null;
    now: Date;
  },
): Promise<WebhookEndpointWithSecret | undefined> {
  return database.transaction(async (executor) => {
    // Two creations at once on PostgreSQL would each count the other's row as absent: take turns per business.
    await executor.query('SELECT 1 FROM businesses WHERE uuid = $1 FOR UPDATE', [input.businessId]);
    const [counted] = await executor.query(
      'SELECT count(*)::int AS count FROM webhook_endpoints WHERE business_id = $1 AND deleted_at IS NULL',
      [input.businessId],
    );
    if (Number(counted?.count ?? 0) >= MAX_WEBHOOK_ENDPOINTS) return undefined;
    const secret = generateWebhookSecret();
    const [row] = await executor.query(
      `INSERT INTO webhook_endpoints (uuid, business_id, url, description, events, active, secret, created_at,
         updated_at)
       VALUES ($1, $2, $3, $4, $5::text[], TRUE, $6, $7, $7)
       RETURNING ${ENDPOINT_COLUMNS}`,
      [
        randomUUID(),
        input.businessId,
        input.url,
        input.description,
        canonicalEvents(input.events),
        secret,
        input.now,
      ],
    );
    if (!row) throw new Error('INSERT … RETURNING gave no row');
    return { ...toWebhookEndpoint(row, input.now), secret };
  });
}

/** The business's endpoints, oldest first (at most MAX_WEBHOOK_ENDPOINTS). */
export async function listWebhookEndpoints(
  executor: SqlExecutor,
  businessId: string,
  now: Date,
): Promise<WebhookEndpoint[]> {
  const rows = await executor.query(
    `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints
      WHERE business_id = $1 AND deleted_at IS NULL
      ORDER BY created_at, uuid`,
    [businessId],
  );
  return rows.map((row) => toWebhookEndpoint(row, now));
}

export async function findWebhookEndpoint(
  executor: SqlExecutor,
  businessId: string,
  endpointId: string,
  now: Date,
): Promise<WebhookEndpoint | undefined> {
  const [row] = await executor.query(
    `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints
      WHERE uuid = $1 AND business_id = $2 AND deleted_at IS NULL`,
    [endpointId, businessId],
  );
  return row ? toWebhookEndpoint(row, now) : undefined;
}

export interface WebhookEndpointChanges {
  url?: string | undefined;
  events?: readonly WebhookEventName[] | undefined;
  /** null removes the description; undefined keeps it. */
  description?: string | null | undefined;
  active?: boolean | undefined;
}

/**
 * Changes the fields given. A new URL (or the same one given again) and turning the endpoint back on make its
 * pending deliveries due at once, to that URL: the usual reason for either is that the receiver works now.
 * Undefined when the business has no such endpoint.
 */
export async function updateWebhookEndpoint(
  database: Database,
  businessId: string,
  endpointId: string,
  changes: WebhookEndpointChanges,
  now: Date,
): Promise<WebhookEndpoint | undefined> {
  return database.transaction(async (executor) => {
    const [row] = await executor.query(
      `UPDATE webhook_endpoints
          SET url = COALESCE($3, url),
              events = COALESCE($4::text[], events),
              description = CASE WHEN $5::boolean THEN $6 ELSE description END,
              active = COALESCE($7, active),
              updated_at = $8
        WHERE uuid = $1 AND business_id = $2 AND deleted_at IS NULL
        RETURNING ${ENDPOINT_COLUMNS}`,
      [
        endpointId,
        businessId,
        changes.url ?? null,
        changes.events === undefined ? null : canonicalEvents(changes.events),
        changes.description !== undefined,
        changes.description ?? null,
        changes.active ?? null,
        now,
      ],
    );
    if (!row) return undefined;
    const endpoint = toWebhookEndpoint(row, now);
    if ((changes.url !== undefined || changes.active === true) && endpoint.active) {
      await executor.query(
        `UPDATE webhook_deliveries SET url = $2, next_attempt_at = LEAST(next_attempt_at, $3)
          WHERE endpoint_id = $1 AND status = 'pending'`,
        [endpointId, endpoint.url, now],
      );
    }
    return endpoint;
  });
}

/**
 * Deletes an endpoint: no new deliveries, and those still pending end as failed (there is nowhere left to send
 * them). Its deliveries stay listed. Answers the endpoint as it was; undefined when the business has no such one.
 */
export async function deleteWebhookEndpoint(
  database: Database,
  businessId: string,
  endpointId: string,
  now: Date,
): Promise<WebhookEndpoint | undefined> {
  return database.transaction(async (executor) => {
    const [row] = await executor.query(
      `UPDATE webhook_endpoints SET deleted_at = $3, active = FALSE, updated_at = $3,
              previous_secret = NULL, previous_secret_expires_at = NULL
        WHERE uuid = $1 AND business_id = $2 AND deleted_at IS NULL
        RETURNING ${ENDPOINT_COLUMNS}`,
      [endpointId, businessId, now],
    );
    if (!row) return undefined;
    await executor.query(
      `UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = $2
        WHERE endpoint_id = $1 AND status = 'pending'`,
      [endpointId, now],
    );
    return toWebhookEndpoint(row, now);
  });
}

/**
 * Gives an endpoint a new secret. For `graceSeconds` after `now` the one it replaces keeps signing beside it (0:
 * it stops at once). Rolling again within a grace period ends that period: only the secret being replaced signs
 * beside the new one. Undefined when the business has no such endpoint.
 */
export async function rollWebhookEndpointSecret(
  database: Database,
  businessId: string,
  endpointId: string,
  input: { graceSeconds: number; now: Date },
): Promise<WebhookEndpointWithSecret | undefined> {
  const secret = generateWebhookSecret();
  const graceEndsAt =
    input.graceSeconds > 0 ? new Date(input.now.getTime() + input.graceSeconds * 1000) : null;
  const [row] = await database.query(
    `UPDATE webhook_endpoints
        SET previous_secret = CASE WHEN $4::timestamptz IS NULL THEN NULL ELSE secret END,
            previous_secret_expires_at = $4::timestamptz,
            secret = $3,
            updated_at = $5
      WHERE uuid = $1 AND business_id = $2 AND deleted_at IS NULL
      RETURNING ${ENDPOINT_COLUMNS}`,
    [endpointId, businessId, secret, graceEndsAt, input.now],
  );
  return row ? { ...toWebhookEndpoint(row, input.now), secret } : undefined;
}

/**
 * The secrets that sign a request to an endpoint at `now`, newest first: its secret, and the previous one while a
 * rotation's grace period lasts.
 */
export function signingSecretsAt(
  secrets: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null },
  now: Date,
): string[] {
  const { secret, previousSecret, previousSecretExpiresAt } = secrets;
  const previousStillSigns =
    previousSecret !== null &&
    previousSecretExpiresAt !== null &&
    previousSecretExpiresAt.getTime() > now.getTime();
  return previousStillSigns ? [secret, previousSecret] : [secret];
}

/** The filter as stored: each event once, in the order of WEBHOOK_EVENTS, so that answers do not depend on input. */
function canonicalEvents(events: readonly WebhookEventName[]): WebhookEventName[] {
  const chosen = new Set(events);
  return WEBHOOK_EVENTS.filter((event) => chosen.has(event));
}

function toWebhookEndpoint(row: Row, now: Date): WebhookEndpoint {
  const expiresAt = row.previous_secret_expires_at;
  const graceLasts =
    asNullableString(row.previous_secret) !== null &&
    expiresAt !== null &&
    expiresAt !== undefined &&
    asDate(expiresAt).getTime() > now.getTime();
  return {
    id: asString(row.uuid),
    url: asString(row.url),
    description: asNullableString(row.description),
    events: (row.events as string[]).map((event) => event as WebhookEventName),
    active: asBoolean(row.active),
    previousSecretExpiresAt: graceLasts ? asIsoTimestamp(expiresAt) : null,
    createdAt: asIsoTimestamp(row.created_at),
    updatedAt: asIsoTimestamp(row.updated_at),
  };
}
