import { InvalidRequestError } from './errors.js';

/**
 * `Idempotency-Key` values: 1 to 255 printable ASCII characters (the service refuses anything else). The client
 * makes one per POST call and sends it on every retry of that call, so the service acts at most once.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** A fresh random key (a version 4 UUID), from the platform's cryptographic generator. */
export function generateIdempotencyKey(): string {
  const crypto = globalThis.crypto as Crypto | undefined;
  // randomUUID exists in Node and in browsers on secure origins; plain-http pages only have getRandomValues.
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  if (typeof crypto?.getRandomValues !== 'function') {
    throw new Error('crypto.getRandomValues is not available: pass an idempotencyKey to each POST call');
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Throws InvalidRequestError for a caller-chosen key the service would refuse. */
export function assertValidIdempotencyKey(key: string): void {
  if (typeof key === 'string' && IDEMPOTENCY_KEY_PATTERN.test(key)) return;
  const message = 'must be 1 to 255 printable ASCII characters';
  throw new InvalidRequestError(`Idempotency-Key ${message}`, {
    errors: [{ field: 'Idempotency-Key', message }],
  });
}
