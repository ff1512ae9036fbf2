/**
 * Metadata a merchant's server signs for a payment link's checkout (README, "Orders and metadata"). Whatever a
 * browser sends is the browser's choice: a shopper can edit a page's `data-metadata` or a URL before paying. A
 * signed token is the merchant's own, and the service marks the transaction `metadataVerified: true` only for it
 * (or for metadata sent with the secret key).
 *
 *   token     = <payload> "." <signature>
 *   payload   = base64url (no padding) of the metadata's UTF-8 JSON text
 *   signature = lowercase hex HMAC-SHA256 of "<paymentLinkId>.<payload>", keyed with the business's secret key
 *
 * The payment link's id is signed with it, so a token made for one link is refused on another. The JSON is signed
 * as the merchant wrote it, byte for byte, so no language has to reproduce anyone's serialisation. Web Crypto
 * only: runs in Node 20+, Deno, Bun and edge workers (a merchant's server; never put a secret key in a browser).
 */

/** Longest token accepted: 4 KB of metadata JSON (MAX_METADATA_BYTES) in base64url, the dot and the signature. */
export const MAX_SIGNED_METADATA_LENGTH = 5_600;

/** What a token looks like: base64url, a dot, 64 hex digits. */
export const SIGNED_METADATA_PATTERN = /^[A-Za-z0-9_-]+\.[0-9a-f]{64}$/;

const encoder = new TextEncoder();

export interface SignCheckoutMetadataInput {
  /** Your secret API key (`sk_test_…`); sign on your server only. */
  secretKey: string;
  /** The payment link the checkout is for: the token is good on this link only. */
  paymentLinkId: string;
  /** A JSON object (at most 4096 bytes as JSON, 5 levels deep), e.g. `{ orderId: '1234' }`. */
  metadata: Record<string, unknown>;
}

/**
 * A signed-metadata token for a payment link's checkout: put it in the hosted page's URL
 * (`/pay/<linkId>?metadata=<token>`), in the script tag (`data-signed-metadata`), in `CryptoCheckout.open` /
 * `mount` (`signedMetadata`) or in React (`<Checkout signedMetadata>`).
 */
export async function signCheckoutMetadata(input: SignCheckoutMetadataInput): Promise<string> {
  if (typeof input.secretKey !== 'string' || !input.secretKey.startsWith('sk_')) {
    throw new TypeError('secretKey must be your secret API key (sk_test_…)');
  }
  const payload = base64UrlEncode(encoder.encode(JSON.stringify(input.metadata)));
  return `${payload}.${await metadataSignature(input.secretKey, input.paymentLinkId, payload)}`;
}

/** The hex HMAC-SHA256 a token's payload must carry for one link under one secret key. */
export async function metadataSignature(
  secretKey: string,
  paymentLinkId: string,
  payload: string,
): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('Web Crypto (crypto.subtle) is not available in this runtime');
  const key = await subtle.importKey(
    'raw',
    encoder.encode(secretKey),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await subtle.sign('HMAC', key, encoder.encode(`${paymentLinkId}.${payload}`));
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
