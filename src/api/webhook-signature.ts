/**
 * Checking that a webhook request really comes from crypto-checkout (docs/webhooks.md). Every request carries
 *
 *   X-Crypto-Checkout-Timestamp: <unix seconds when it was signed>
 *   X-Crypto-Checkout-Signature: <hex HMAC-SHA512 of "<timestamp>.<raw body>">[,<another one>]
 *
 * keyed with the endpoint's signing secret (`whsec_…`), or, for the business's legacy `webhookUrl`, with its secret
 * API key. While an endpoint's secret is being rotated the header lists two signatures, the new secret's first:
 * a request is genuine when any of them matches.
 *
 * Uses only Web Crypto (`crypto.subtle`), so it runs in Node 20+, Deno, Bun, edge workers and browsers (where
 * `crypto.subtle` needs a secure context).
 */

/** The headers of a webhook request (HTTP header names are case-insensitive). */
export const WEBHOOK_HEADERS = {
  signature: 'X-Crypto-Checkout-Signature',
  timestamp: 'X-Crypto-Checkout-Timestamp',
  event: 'X-Crypto-Checkout-Event',
  /** The event's id: the same on every attempt, redelivery and endpoint of one event. Deduplicate on this. */
  eventId: 'X-Crypto-Checkout-Event-Id',
  /** The delivery's id: the same on every retry of one delivery to one endpoint; a redelivery has a new one. */
  delivery: 'X-Crypto-Checkout-Delivery',
} as const;

/** How old (or how far in the future) a signed timestamp may be before it is refused, by default. */
export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

/** A header value as frameworks hand it over (Node gives `string[]` for a repeated header). */
export type WebhookHeaderValue = string | readonly string[] | null | undefined;

/** The request to check, and how strictly. */
export interface WebhookVerificationRequest {
  /**
   * The request body exactly as received: the bytes (a Node Buffer is fine) or their UTF-8 text. Not a re-serialised
   * `JSON.stringify(req.body)`, which need not match byte for byte.
   */
  rawBody: string | Uint8Array;
  /** The `X-Crypto-Checkout-Timestamp` header. */
  timestamp: WebhookHeaderValue;
  /** The `X-Crypto-Checkout-Signature` header. */
  signature: WebhookHeaderValue;
  /**
   * Largest accepted difference, in seconds, between the signed timestamp and `now` (default 300), which stops a
   * captured request from being replayed later. `Infinity` turns the check off.
   */
  toleranceSeconds?: number;
  /** The current time (a Date, or milliseconds since the epoch as `Date.now()` gives); default: the clock. */
  now?: Date | number;
}

/**
 * What to check a request against: `secret`, the endpoint's signing secret (`whsec_…`), or for the business's
 * legacy `webhookUrl` its secret API key (`sk_test_…`, `sk_live_…`). `secretKey` is the older name of the same
 * option, kept so that code written for the legacy URL keeps working.
 */
export type WebhookVerificationSecret =
  { secret: string; secretKey?: undefined } | { secretKey: string; secret?: undefined };

export type VerifyWebhookSignatureInput = WebhookVerificationRequest & WebhookVerificationSecret;

const SIGNATURE_PATTERN = /^[0-9a-fA-F]{128}$/;
const TIMESTAMP_PATTERN = /^\d{1,12}$/;
const encoder = new TextEncoder();

/** More signatures than a rotation ever puts in one header: a longer list is refused unread. */
const MAX_SIGNATURES = 8;

/**
 * True when one of the signatures in `signature` (a comma-separated list, as during a secret's rotation) is the
 * HMAC-SHA512 of `"<timestamp>.<rawBody>"` under the secret and `timestamp` is within `toleranceSeconds` of `now`;
 * false for a missing, malformed, stale or wrong signature. Each comparison takes constant time, and every listed
 * signature is compared. Throws TypeError only for a mistake of the caller's (no secret, a bad tolerance) and Error
 * when the runtime has no Web Crypto.
 */
export async function verifyWebhookSignature(input: VerifyWebhookSignatureInput): Promise<boolean> {
  const { rawBody, toleranceSeconds = DEFAULT_WEBHOOK_TOLERANCE_SECONDS } = input;
  const secret = signingSecretOf(input);
  if (typeof toleranceSeconds !== 'number' || Number.isNaN(toleranceSeconds) || toleranceSeconds < 0) {
    throw new TypeError(`toleranceSeconds must be a number ≥ 0, got ${String(toleranceSeconds)}`);
  }
  if (typeof rawBody !== 'string' && !(rawBody instanceof Uint8Array)) {
    throw new TypeError(
      'rawBody must be the request body as received: a string or bytes (Uint8Array, Buffer)',
    );
  }
  const timestamp = singleHeader(input.timestamp);
  const signatures = signatureList(singleHeader(input.signature));
  if (timestamp === undefined || !TIMESTAMP_PATTERN.test(timestamp)) return false;
  if (signatures === undefined) return false;

  const nowMs = input.now === undefined ? Date.now() : Number(input.now);
  if (!Number.isFinite(nowMs)) throw new TypeError('now must be a valid Date or a number of milliseconds');
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > toleranceSeconds) return false;

  const expected = await computeWebhookSignatureBytes(secret, timestamp, rawBody);
  // No early exit: which entry matched (the new secret's or the old one's) is not told by the time taken.
  let matched = false;
  for (const signature of signatures) matched = constantTimeEqual(expected, hexToBytes(signature)) || matched;
  return matched;
}

/** The secret to check against: `secret`, or its older name `secretKey`; both given must agree. */
function signingSecretOf(input: WebhookVerificationSecret): string {
  const { secret, secretKey } = input;
  if (secret !== undefined && secretKey !== undefined && secret !== secretKey) {
    throw new TypeError('give the signing secret as `secret` or as `secretKey`, not two different ones');
  }
  const chosen: unknown = secret ?? secretKey;
  if (typeof chosen !== 'string' || chosen === '') {
    throw new TypeError(
      "secret must be the endpoint's signing secret (whsec_…), or for the legacy webhook URL your secret API key (sk_test_…)",
    );
  }
  return chosen;
}

/** The header's signatures, or undefined when any entry is not 128 hex digits (the service sends nothing else). */
function signatureList(header: string | undefined): string[] | undefined {
  if (header === undefined) return undefined;
  const entries = header.split(',').map((entry) => entry.trim());
  if (entries.length > MAX_SIGNATURES) return undefined;
  return entries.every((entry) => SIGNATURE_PATTERN.test(entry)) ? entries : undefined;
}

/**
 * The hex signature of a webhook body, as the service computes it: for tests of a receiver, and for anyone who
 * wants to check a signature by hand.
 */
export async function computeWebhookSignature(
  input: { rawBody: string | Uint8Array; timestamp: string | number } & WebhookVerificationSecret,
): Promise<string> {
  const bytes = await computeWebhookSignatureBytes(
    signingSecretOf(input),
    String(input.timestamp),
    input.rawBody,
  );
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function computeWebhookSignatureBytes(
  secret: string,
  timestamp: string,
  rawBody: string | Uint8Array,
): Promise<Uint8Array> {
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (!subtle) {
    throw new Error(
      'Web Crypto (crypto.subtle) is not available here; in a browser it needs a secure context (https)',
    );
  }
  const key = await subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-512' },
    false,
    ['sign'],
  );
  return new Uint8Array(await subtle.sign('HMAC', key, signedContent(timestamp, rawBody)));
}

/** `"<timestamp>."` followed by the body's bytes, untouched. */
function signedContent(timestamp: string, rawBody: string | Uint8Array): Uint8Array<ArrayBuffer> {
  const prefix = encoder.encode(`${timestamp}.`);
  const body = typeof rawBody === 'string' ? encoder.encode(rawBody) : rawBody;
  const content = new Uint8Array(prefix.length + body.length);
  content.set(prefix, 0);
  content.set(body, prefix.length);
  return content;
}

function singleHeader(value: WebhookHeaderValue): string | undefined {
  if (typeof value === 'string') return value.trim();
  // A repeated header is not something the service sends; refuse rather than guess which one counts.
  return undefined;
}

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

/** Compares every byte whatever the first difference, so the time taken tells nothing about the expected value. */
function constantTimeEqual(left: Uint8Array, right: Uint8Array): boolean {
  if (left.length !== right.length) return false;
  let difference = 0;
  for (let index = 0; index < left.length; index++) difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  return difference === 0;
}
