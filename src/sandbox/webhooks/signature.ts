import { createHmac } from 'node:crypto';

/**
 * The service's side of webhook signing (docs/webhooks.md, "Verifying a request"): hex HMAC-SHA512 of
 * `"<timestamp>.<raw body>"` keyed with the endpoint's signing secret, or for the business's legacy webhook URL
 * with its secret API key. Merchants check it with `verifyWebhookSignature` (src/api/webhook-signature.ts) or the
 * same three lines of their platform's HMAC.
 */
export function signWebhookBody(input: { rawBody: string; timestamp: string; secretKey: string }): string {
  return createHmac('sha512', input.secretKey)
    .update(`${input.timestamp}.`)
    .update(input.rawBody)
    .digest('hex');
}

/**
 * The `X-Crypto-Checkout-Signature` header: one signature per secret, comma-separated, in the order given (the
 * newest secret first). During a rotation's grace period a receiver still holding the old secret and one that
 * already has the new one both find a signature they can check.
 */
export function webhookSignatureHeader(input: {
  rawBody: string;
  timestamp: string;
  secrets: readonly string[];
}): string {
  return input.secrets
    .map((secretKey) => signWebhookBody({ rawBody: input.rawBody, timestamp: input.timestamp, secretKey }))
    .join(',');
}

/** The signed timestamp of a request made at `now`: whole unix seconds, as text. */
export function webhookTimestamp(now: Date): string {
  return String(Math.floor(now.getTime() / 1000));
}
