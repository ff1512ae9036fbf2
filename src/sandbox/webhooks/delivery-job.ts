import { performance } from 'node:perf_hooks';
import { WEBHOOK_HEADERS } from '../../api/webhook-signature.js';
import type { ServiceContext } from '../context.js';
import { onWebhookNudge } from './notifier.js';
import { webhookSignatureHeader, webhookTimestamp } from './signature.js';
import {
  claimDelivery,
  listDueDeliveries,
  recordAttempt,
  releaseDelivery,
  type ClaimedDelivery,
} from '../store/webhook-deliveries.js';

/**
 * Destinations (webhook endpoints, legacy webhook URLs) whose deliveries are being sent at the same time: one slow
 * receiver holds up only its own lane.
 */
export const WEBHOOK_CONCURRENCY = 8;
/** Deliveries a lane sends (one after another, oldest first) before it makes room for other destinations. */
const DELIVERIES_PER_LANE = 20;
/** Due deliveries read per look. */
const SCAN_LIMIT = 500;
/** Longest wait between two attempts, whatever the base and the attempt number. */
export const WEBHOOK_MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
/** How much of a receiver's answer is kept with the attempt. */
const RESPONSE_BODY_MAX_CHARS = 2000;
const RESPONSE_BODY_MAX_BYTES = 8192;
/** A claimed delivery is due again this long after its attempt's timeout if the service dies mid-attempt. */
const CLAIM_GRACE_MS = 30_000;
const USER_AGENT = 'crypto-checkout-webhooks/1';

/**
 * The wait after failed attempt number `failedAttempts` (1 for the first): `baseMs · 2^(failedAttempts − 1)`,
 * at most WEBHOOK_MAX_RETRY_DELAY_MS, plus up to 25% random jitter (so receivers that failed together are not
 * retried in step).
 */
export function webhookRetryDelayMs(
  failedAttempts: number,
  baseMs: number,
  random: () => number = Math.random,
): number {
  const nominal = Math.min(WEBHOOK_MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, failedAttempts - 1));
  return Math.round(nominal * (1 + random() / 4));
}

/**
 * Sends webhook deliveries (recorded by `enqueueWebhookEvent`, a test or a redelivery) to their destinations, the
 * businesses' webhook endpoints and legacy webhook URLs: signed POSTs of the stored `{id, event, createdAt, data}`,
 * every attempt recorded, 2xx → delivered, anything else retried with backoff until `webhookMaxAttempts`, then
 * failed. Looks for due deliveries every `webhookPollIntervalMs` and at once when nudged (`nudgeWebhookDelivery`).
 * Deliveries to one destination go one at a time, oldest first; up to WEBHOOK_CONCURRENCY destinations at once.
 * `stop()` aborts requests in flight (their deliveries stay pending, due at once) and waits.
 */
export function startWebhookDelivery(
  context: ServiceContext,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  const { config, database } = context;
  const stopping = new AbortController();
  const lanes = new Map<string, Promise<void>>();
  let scanning: Promise<void> | undefined;
  let scanAgain = false;
  let nudgeScheduled = false;

  const scan = async () => {
    const free = WEBHOOK_CONCURRENCY - lanes.size;
    if (free <= 0) return;
    const due = await listDueDeliveries(database, {
      now: context.now(),
      excludeDestinationIds: [...lanes.keys()],
      limit: SCAN_LIMIT,
    });
    const byDestination = new Map<string, string[]>();
    for (const { destinationId, deliveryId } of due) {
      const list = byDestination.get(destinationId);
      if (list) {
        if (list.length < DELIVERIES_PER_LANE) list.push(deliveryId);
      } else if (byDestination.size < free) {
        byDestination.set(destinationId, [deliveryId]);
      }
    }
    for (const [destinationId, deliveryIds] of byDestination) {
      if (stopping.signal.aborted) return;
      startLane(destinationId, deliveryIds);
    }
  };

  const requestScan = () => {
    if (stopping.signal.aborted) return;
    if (scanning) {
      scanAgain = true;
      return;
    }
    scanning = scan()
      .catch(onError)
      .finally(() => {
        scanning = undefined;
        if (scanAgain) {
          scanAgain = false;
          requestScan();
        }
      });
  };

  const startLane = (destinationId: string, deliveryIds: readonly string[]) => {
    const lane = (async () => {
      for (const deliveryId of deliveryIds) {
        if (stopping.signal.aborted) return;
        const now = context.now();
        const claimed = await claimDelivery(database, deliveryId, {
          now,
          leaseUntil: new Date(now.getTime() + config.webhookTimeoutMs + CLAIM_GRACE_MS),
        });
        if (claimed) await attempt(claimed);
      }
    })()
      .catch(onError)
      .finally(() => {
        lanes.delete(destinationId);
        // More may be due: this destination's next deliveries, or destinations that waited for a free lane.
        requestScan();
      });
    lanes.set(destinationId, lane);
  };

  const attempt = async (delivery: ClaimedDelivery) => {
    const startedAt = context.now();
    const timestamp = webhookTimestamp(startedAt);
    const attemptNumber = delivery.attemptsSoFar + 1;
    const result =
      delivery.secrets.length > 0
        ? await post(delivery, timestamp, config.webhookTimeoutMs, stopping.signal)
        : {
            statusCode: null,
            error: 'the business has no secret key to sign with',
            responseBody: null,
            durationMs: 0,
          };
    if (result === 'stopped') {
      await releaseDelivery(database, delivery.deliveryId, context.now());
      return;
    }
    const finishedAt = context.now();
    const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const exhausted = attemptNumber >= config.webhookMaxAttempts;
    await recordAttempt(
      database,
      delivery.deliveryId,
      { attemptNumber, url: delivery.url, signedTimestamp: timestamp, startedAt, ...result },
      delivered || exhausted
        ? { status: delivered ? 'delivered' : 'failed', nextAttemptAt: finishedAt, finishedAt }
        : {
            status: 'pending',
            nextAttemptAt: new Date(
              finishedAt.getTime() + webhookRetryDelayMs(attemptNumber, config.webhookRetryBaseMs),
            ),
            finishedAt,
          },
    );
  };

  const unsubscribe = onWebhookNudge(() => {
    // Coalesce a burst of nudges (many events in one transaction) into one look.
    if (nudgeScheduled || stopping.signal.aborted) return;
    nudgeScheduled = true;
    setImmediate(() => {
      nudgeScheduled = false;
      requestScan();
    });
  });
  const timer = setInterval(requestScan, config.webhookPollIntervalMs);
  timer.unref();
  requestScan();

  let stopped: Promise<void> | undefined;
  return {
    stop() {
      stopped ??= (async () => {
        stopping.abort();
        unsubscribe();
        clearInterval(timer);
        await scanning;
        await Promise.allSettled([...lanes.values()]);
      })();
      return stopped;
    },
  };
}

interface AttemptResult {
  statusCode: number | null;
  error: string | null;
  responseBody: string | null;
  durationMs: number;
}

/** One signed POST of the delivery's body; 'stopped' when the service's shutdown cut it short. */
async function post(
  delivery: ClaimedDelivery,
  timestamp: string,
  timeoutMs: number,
  stopSignal: AbortSignal,
): Promise<AttemptResult | 'stopped'> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = AbortSignal.any([timeout, stopSignal]);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let response: Response;
  try {
    response = await fetch(delivery.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': USER_AGENT,
        [WEBHOOK_HEADERS.timestamp]: timestamp,
        [WEBHOOK_HEADERS.signature]: webhookSignatureHeader({
          rawBody: delivery.body,
          timestamp,
          secrets: delivery.secrets,
        }),
        [WEBHOOK_HEADERS.event]: delivery.event,
        [WEBHOOK_HEADERS.eventId]: delivery.eventId,
        [WEBHOOK_HEADERS.delivery]: delivery.deliveryId,
      },
      body: delivery.body,
      // A redirect is an answer to fix on the receiver's side, not one to follow with a signed body.
      redirect: 'manual',
      signal,
    });
  } catch (error) {
    if (stopSignal.aborted) return 'stopped';
    return {
      statusCode: null,
      error: timeout.aborted
        ? `timed out after ${timeoutMs} ms`
        : `request failed: ${describeFailure(error)}`,
      responseBody: null,
      durationMs: elapsed(),
    };
  }
  const statusCode = response.status;
  let responseBody: string | null = null;
  let bodyError: string | undefined;
  try {
    responseBody = await readStart(response);
  } catch (error) {
    // The status is in, so the attempt counts even if the service is stopping.
    bodyError = stopSignal.aborted
      ? 'the service stopped while reading the answer'
      : timeout.aborted
        ? `the answer's body timed out after ${timeoutMs} ms`
        : `the answer's body could not be read: ${describeFailure(error)}`;
  }
  return { statusCode, error: describeStatus(statusCode, bodyError), responseBody, durationMs: elapsed() };
}

function describeStatus(statusCode: number, bodyError: string | undefined): string | null {
  if (statusCode >= 200 && statusCode < 300) return bodyError ?? null;
  const problem =
    statusCode >= 300 && statusCode < 400
      ? `HTTP ${statusCode} is a redirect, which is not followed: give the final URL instead`
      : `HTTP ${statusCode} is not a 2xx answer`;
  return bodyError ? `${problem}; ${bodyError}` : problem;
}

/** The first RESPONSE_BODY_MAX_CHARS characters of the answer, reading no more than needed. */
async function readStart(response: Response): Promise<string | null> {
  if (!response.body) return null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let complete = false;
  try {
    while (size < RESPONSE_BODY_MAX_BYTES) {
      const { done, value } = await reader.read();
      if (done) {
        complete = true;
        break;
      }
      chunks.push(value);
      size += value.length;
    }
  } finally {
    if (!complete) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  const text = new TextDecoder().decode(bytes);
  if (text === '') return null;
  return complete && text.length <= RESPONSE_BODY_MAX_CHARS
    ? text
    : `${text.slice(0, RESPONSE_BODY_MAX_CHARS)}… (truncated)`;
}

/** What went wrong, from fetch's "fetch failed" down to the system error (ECONNREFUSED, ENOTFOUND, …). */
function describeFailure(error: unknown): string {
  let deepest = errorMessage(error);
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current instanceof AggregateError && current.errors.length > 0) {
      // Several addresses were tried (e.g. ::1 and 127.0.0.1 for localhost): say how each failed.
      return current.errors.map(errorMessage).join('; ');
    }
    const message = errorMessage(current);
    if (message !== '' && message !== 'fetch failed') deepest = message;
    current = current.cause;
  }
  return deepest;
}

function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.message) return error.message;
  return 'code' in error && typeof error.code === 'string' ? error.code : error.name;
}
