import {
  DEFAULT_WEBHOOK_SECRET_GRACE_SECONDS,
  MAX_WEBHOOK_SECRET_GRACE_SECONDS,
} from '../../api/schemas/webhook.js';

/**
 * The grace periods offered when an endpoint's signing secret is rolled: how long the old secret keeps signing
 * beside the new one, so that receivers can be switched without dropping a request. 0 revokes it at once (a leak).
 */
export const GRACE_PERIOD_CHOICES = [
  0,
  3_600,
  DEFAULT_WEBHOOK_SECRET_GRACE_SECONDS,
  MAX_WEBHOOK_SECRET_GRACE_SECONDS,
] as const;
export type GracePeriodSeconds = (typeof GRACE_PERIOD_CHOICES)[number];
