import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ConflictError, InvalidRequestError } from '../../api/errors.js';
import { IDEMPOTENCY_KEY_PATTERN } from '../../api/idempotency-key.js';
import type { ServiceContext } from '../context.js';

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyRecord: { scope: string; key: string } | undefined;
  }
}

/** How long a stored answer can be replayed: long enough for any client's retries. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * `Idempotency-Key` on a POST makes it safe to send again: the first request runs and its answer is stored; a
 * repeat with the same key and body gets that answer back (header `Idempotent-Replayed: true`) instead of
 * running twice. The typed client sends one key per call and reuses it for its retries.
 */
export function installIdempotency(app: FastifyInstance, context: ServiceContext): void {
  app.decorateRequest('idempotencyRecord', undefined);

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (request.method !== 'POST' || header === undefined || !request.url.startsWith('/v1/')) return;
    if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
      throw new InvalidRequestError('Idempotency-Key must be 1 to 255 printable ASCII characters', {
        errors: [{ field: 'Idempotency-Key', message: 'must be 1 to 255 printable ASCII characters' }],
      });
    }
    const scope = request.business?.record.uuid ?? 'public';
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    const inserted = await context.database.query(
      `INSERT INTO idempotency_keys (scope, key, fingerprint, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
      [scope, header, fingerprint, context.now()],
    );
    if (inserted.length > 0) {
      request.idempotencyRecord = { scope, key: header };
      return;
    }
    const [stored] = await context.database.query(
      'SELECT fingerprint, status_code, response_body FROM idempotency_keys WHERE scope = $1 AND key = $2',
      [scope, header],
    );
    if (!stored) throw new ConflictError('This Idempotency-Key was just released; send the request again');
    if (stored.fingerprint !== fingerprint) {
      throw new ConflictError('This Idempotency-Key was already used for a different request', {
        errors: [{ field: 'Idempotency-Key', message: 'was already used for a different request' }],
      });
    }
    if (stored.status_code === null) {
      throw new ConflictError('A request with this Idempotency-Key is still being processed; retry shortly');
    }
    return reply
      .code(Number(stored.status_code))
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(String(stored.response_body));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const record = request.idempotencyRecord;
    if (!record) return payload;
    request.idempotencyRecord = undefined;
    if (reply.statusCode >= 500) {
      // A failure of ours may not have run to the end: let a retry run it again.
      await context.database.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [
        record.scope,
        record.key,
      ]);
    } else {
      await context.database.query(
        'UPDATE idempotency_keys SET status_code = $3, response_body = $4 WHERE scope = $1 AND key = $2',
        [
          record.scope,
          record.key,
          reply.statusCode,
          typeof payload === 'string' ? payload : JSON.stringify(payload),
        ],
      );
    }
    return payload;
  });
}

/** Forgets keys older than their lifetime. */
export async function purgeExpiredIdempotencyKeys(context: ServiceContext): Promise<void> {
  await context.database.query('DELETE FROM idempotency_keys WHERE created_at < $1', [
    new Date(context.now().getTime() - IDEMPOTENCY_KEY_LIFETIME_MS),
  ]);
}
