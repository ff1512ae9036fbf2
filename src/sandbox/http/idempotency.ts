import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ConflictError, InvalidRequestError } from '../../api/errors.js';
import { IDEMPOTENCY_KEY_PATTERN } from '../../api/idempotency-key.js';
import type { ServiceContext } from '../context.js';
import {
  claimIdempotencyKey,
  disownIdempotencyKey,
  findIdempotencyKey,
  recordIdempotentEffect,
  releaseIdempotencyKeyWithoutEffect,
  storeIdempotentResponse,
  takeOverIdempotencyKey,
  type EffectKind,
  type RecordEffect,
} from '../store/idempotency-keys.js';

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyRecord: { scope: string; key: string } | undefined;
  }
}

/** LedgerTransferError's status: the ledger refused the transfer, the request's outcome is final. */
const LEDGER_REFUSED_STATUS = 502;
/** RateLimitError's status: refused before anything ran, to be sent again later. */
const RATE_LIMITED_STATUS = 429;

/** How long a stored answer can be replayed: long enough for any client's retries. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Renders a record a request created as that request would have answered, for a retry after a crash. */
export type EffectReplay = (
  id: string,
  request: FastifyRequest,
) => Promise<{ statusCode: number; body: unknown }>;

const replaysByApp = new WeakMap<FastifyInstance, Map<EffectKind, EffectReplay>>();

/** Says how a route's records are answered when a retry finds one that a crashed request created. */
export function registerEffectReplay(app: FastifyInstance, kind: EffectKind, replay: EffectReplay): void {
  let replays = replaysByApp.get(app);
  if (!replays) replaysByApp.set(app, (replays = new Map()));
  replays.set(kind, replay);
}

/**
 * For an operation the request runs: ties the records it creates to the request's Idempotency-Key in the same
 * database transaction (undefined when the request has no key).
 */
export function effectRecorder(request: FastifyRequest): RecordEffect | undefined {
  const record = request.idempotencyRecord;
  if (!record) return undefined;
  return (executor, effect) => recordIdempotentEffect(executor, record.scope, record.key, effect);
}

/**
 * `Idempotency-Key` on a POST makes it safe to send again: the first request runs and its answer is stored; a
 * repeat with the same key and body gets that answer back (header `Idempotent-Replayed: true`) instead of
 * running twice. The typed client sends one key per call and reuses it for its retries.
 *
 * A request that stored effects keeps its key whatever it answered, so its outcome is what every retry gets. If
 * the process died while the request ran (or its outcome was not known when it answered, a 503), a retry
 * answers with the record it had created as that record is now, or, when it had created nothing, runs the
 * request again.
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
    const claim = { scope, key: header, fingerprint, instance: context.instanceId, now: context.now() };
    if (await claimIdempotencyKey(context.database, claim)) {
      request.idempotencyRecord = { scope, key: header };
      return;
    }
    const stored = await findIdempotencyKey(context.database, scope, header);
    if (!stored) throw new ConflictError('This Idempotency-Key was just released; send the request again');
    if (stored.fingerprint !== fingerprint) {
      throw new ConflictError('This Idempotency-Key was already used for a different request', {
        errors: [{ field: 'Idempotency-Key', message: 'was already used for a different request' }],
      });
    }
    if (stored.statusCode !== null) {
      return sendReplay(reply, stored.statusCode, stored.responseBody ?? '');
    }
    if (
      stored.ownerInstance === context.instanceId ||
      (stored.ownerInstance !== null && (await context.instances.isAlive(stored.ownerInstance)))
    ) {
      throw new ConflictError('A request with this Idempotency-Key is still being processed; retry shortly');
    }
    // The instance that ran it is gone: a crashed process (PGlite admits one at a time), or, on PostgreSQL, an
    // instance whose heartbeat has stopped.
    const replay = stored.effect && replaysByApp.get(app)?.get(stored.effect.kind);
    if (stored.effect && replay) {
      // Rendered anew for every retry, not stored: recovery may still be taking the record to its final state.
      const answer = await replay(stored.effect.id, request);
      return sendReplay(reply, answer.statusCode, JSON.stringify(answer.body));
    }
    const taken = await takeOverIdempotencyKey(context.database, scope, header, {
      from: stored.ownerInstance,
      to: context.instanceId,
    });
    if (!taken)
      throw new ConflictError('A request with this Idempotency-Key is still being processed; retry shortly');
    request.idempotencyRecord = { scope, key: header };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const record = request.idempotencyRecord;
    if (!record) return payload;
    request.idempotencyRecord = undefined;
    // A 5xx other than the ledger's definite refusal (502) leaves the outcome open. If the request stored
    // nothing, a retry runs it again; if it stored a record, a retry answers with that record as it is then. A
    // 429 (an open-transaction cap, payments/initiate.ts) ran nothing and says to come back later: kept, it would
    // answer every retry 429 after the cap had lifted.
    if (
      reply.statusCode === RATE_LIMITED_STATUS ||
      (reply.statusCode >= 500 && reply.statusCode !== LEDGER_REFUSED_STATUS)
    ) {
      if (!(await releaseIdempotencyKeyWithoutEffect(context.database, record.scope, record.key))) {
        await disownIdempotencyKey(context.database, record.scope, record.key);
      }
      return payload;
    }
    await storeIdempotentResponse(context.database, record.scope, record.key, {
      statusCode: reply.statusCode,
      body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    return payload;
  });
}

function sendReplay(reply: FastifyReply, statusCode: number, body: string) {
  return reply
    .code(statusCode)
    .header('idempotent-replayed', 'true')
    .type('application/json; charset=utf-8')
    .send(body);
}

/** Forgets keys older than their lifetime. */
export async function purgeExpiredIdempotencyKeys(context: ServiceContext): Promise<void> {
  await context.database.query('DELETE FROM idempotency_keys WHERE created_at < $1', [
    new Date(context.now().getTime() - IDEMPOTENCY_KEY_LIFETIME_MS),
  ]);
}
