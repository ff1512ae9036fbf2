import { createHmac } from 'node:crypto';

/**
 * The service's side of webhook signing (README, "Webhooks"): hex HMAC-SHA512 of `"<timestamp>.<raw body>"` keyed
 * with the business's secret API key. Merchants check it with `verifyWebhookSignature` (src/api/webhook-signature.ts)
 * or the same three lines of their platform's HMAC.
 */
export function signWebhookBody(input: { rawBody: string; timestamp: string; secretKey: string }): string {
  return createHmac('sha512', input.secretKey)
    .update(`${input.timestamp}.`)
    .update(input.rawBody)
    .digest('hex');
}

/** The signed timestamp of a request made at `now`: whole unix seconds, as text. */
export function webhookTimestamp(now: Date): string {
  return String(Math.floor(now.getTime() / 1000));
}
