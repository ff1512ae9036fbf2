import { randomBytes } from 'node:crypto';

/**
 * A new signing secret for a webhook endpoint: `whsec_` and 256 random bits as base64url (43 characters). The
 * prefix tells it apart from an API key at a glance (and in a leaked-secret scan); the whole string, prefix
 * included, is the HMAC key, as an API key is for the legacy webhook URL.
 */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}
