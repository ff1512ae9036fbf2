/**
 * Checking that a webhook request really comes from crypto-checkout (README, "Webhooks"). Every request carries
 *
 *   X-Crypto-Checkout-Timestamp: <unix seconds when it was signed>
 *   X-Crypto-Checkout-Signature: <hex HMAC-SHA512 of "<timestamp>.<raw body>", keyed with your secret key>
 *
 * Uses only Web Crypto (`crypto.subtle`), so it runs in Node 20+, Deno, Bun, edge workers and browsers (where
 * `crypto.subtle` needs a secure context).
 */

/** The headers of a webhook request (HTTP header names are case-insensitive). */
export const WEBHOOK_HEADERS = {
  signature: 'X-Crypto-Checkout-Signature',
  timestamp: 'X-Crypto-Checkout-Timestamp',
  event: 'X-Crypto-Checkout-Event',
  /** The delivery's id: the same on every retry of one event, so receivers can drop duplicates. */
  delivery: 'X-Crypto-Checkout-Delivery',
} as const;

/** How old (or how far in the future) a signed timestamp may be before it is refused, by default. */
export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

/** A header value as frameworks hand it over (Node gives `string[]` for a repeated header). */
export type WebhookHeaderValue = string | readonly string[] | null | undefined;

export interface VerifyWebhookSignatureInput {
  /**
   * The request body exactly as received: the bytes (a Node Buffer is fine) or their UTF-8 text. Not a re-serialised
   * `JSON.stringify(req.body)`, which need not match byte for byte.
   */
  rawBody: string | Uint8Array;
  /** The `X-Crypto-Checkout-Timestamp` header. */
  timestamp: WebhookHeaderValue;
  /** The `X-Crypto-Checkout-Signature` header. */
  signature: WebhookHeaderValue;
  /** Your secret API key (`sk_test_…`, or `sk_live_…` on devnet and mainnet-beta). */
  secretKey: string;
  /**
   * Largest accepted difference, in seconds, between the signed timestamp and `now` (default 300), which stops a
   * captured request from being replayed later. `Infinity` turns the check off.
   */
  toleranceSeconds?: number;
  /** The current time (a Date, or milliseconds since the epoch as `Date.now()` gives); default: the clock. */
  now?: Date | number;
}

const SIGNATURE_PATTERN = /^[0-9a-fA-F]{128}$/;
const TIMESTAMP_PATTERN = /^\d{1,12}$/;
const encoder = new TextEncoder();

/**
 * True when `signature` is the HMAC-SHA512 of `"<timestamp>.<rawBody>"` under `secretKey` and `timestamp` is within
 * `toleranceSeconds` of `now`; false for a missing, malformed, stale or wrong signature. Compares in constant time.
 * Throws TypeError only for a mistake of the caller's (no secret key, a bad tolerance) and Error when the runtime
 * has no Web Crypto.
 */
export async function verifyWebhookSignature(input: VerifyWebhookSignatureInput): Promise<boolean> {
  const { rawBody, secretKey, toleranceSeconds = DEFAULT_WEBHOOK_TOLERANCE_SECONDS } = input;
  if (typeof secretKey !== 'string' || secretKey === '') {
    throw new TypeError('secretKey must be your secret API key (sk_test_…)');
  }
  if (typeof toleranceSeconds !== 'number' || Number.isNaN(toleranceSeconds) || toleranceSeconds < 0) {
    throw new TypeError(`toleranceSeconds must be a number ≥ 0, got ${String(toleranceSeconds)}`);
  }
  if (typeof rawBody !== 'string' && !(rawBody instanceof Uint8Array)) {
    throw new TypeError(
      'rawBody must be the request body as received: a string or bytes (Uint8Array, Buffer)',
    );
  }
  const timestamp = singleHeader(input.timestamp);
  const signature = singleHeader(input.signature);
  if (timestamp === undefined || !TIMESTAMP_PATTERN.test(timestamp)) return false;
  if (signature === undefined || !SIGNATURE_PATTERN.test(signature)) return false;

  const nowMs = input.now === undefined ? Date.now() : Number(input.now);
  if (!Number.isFinite(nowMs)) throw new TypeError('now must be a valid Date or a number of milliseconds');
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > toleranceSeconds) return false;

  const expected = await computeWebhookSignatureBytes(secretKey, timestamp, rawBody);
  return constantTimeEqual(expected, hexToBytes(signature));
}

/**
 * The hex signature of a webhook body, as the service computes it: for tests of a receiver, and for anyone who
 * wants to check a signature by hand.
 */
export async function computeWebhookSignature(input: {
  rawBody: string | Uint8Array;
  timestamp: string | number;
  secretKey: string;
}): Promise<string> {
  const bytes = await computeWebhookSignatureBytes(input.secretKey, String(input.timestamp), input.rawBody);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function computeWebhookSignatureBytes(
  secretKey: string,
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
    encoder.encode(secretKey),
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
