/**
 * URLs that come from a merchant's payment link (its redirect, its business logo) reach the customer's browser,
 * so only plain web addresses are used: no `javascript:`, `data:` or other schemes.
 */

/** How long the paid screen shows before it takes the customer to the merchant's redirect link. */
export const REDIRECT_DELAY_MS = 5000;

/** The redirect target as an absolute http(s) URL, or undefined when there is none or it is not one. */
export function safeRedirectUrl(redirectLink: string | null | undefined): string | undefined {
  return webUrl(redirectLink, undefined);
}

/** An image path (absolute, or relative to the service) as an absolute http(s) URL, or undefined. */
export function safeImageUrl(path: string | null | undefined, serviceUrl: string): string | undefined {
  return webUrl(path, serviceUrl);
}

/**
 * The merchant's redirect with the payment's outcome in its query (`reference`, `status`), so the page it leads
 * to knows which order to show: it should still verify the reference with its secret key before trusting it.
 */
export function withPaymentOutcome(url: string, outcome: { reference: string; status: string }): string {
  const target = new URL(url);
  target.searchParams.set('reference', outcome.reference);
  target.searchParams.set('status', outcome.status);
  return target.toString();
}

/** The host a URL points at, for telling the customer where they are being taken. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function webUrl(value: string | null | undefined, base: string | undefined): string | undefined {
  if (!value) return undefined;
  let parsed: URL;
  try {
    parsed = base === undefined ? new URL(value) : new URL(value, base);
  } catch {
    return undefined;
  }
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : undefined;
}

/** Whole seconds left before a redirect, for "Taking you back in 4 s". */
export function secondsLeft(milliseconds: number): number {
  return Math.max(0, Math.ceil(milliseconds / 1000));
}
