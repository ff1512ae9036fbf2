import { toBaseUnits } from '../api/money.js';
import { CURRENCY_DECIMALS } from '../api/currencies.js';
import type { PaymentLink } from '../api/schemas/payment-link.js';
import type { PublicVerifiedTransaction } from '../api/schemas/transaction.js';

/**
 * Picking a checkout up again after a reload: the reference of the transaction in progress is kept in the page's
 * URL (`?reference=…`, so a copied or reloaded address resumes it) and in session storage keyed by payment link
 * (so an embedded checkout, which does not own the URL, resumes too). Everything read back is checked: storage
 * and URLs are input like any other.
 */

/** The query parameter the hosted page keeps the reference in. */
export const REFERENCE_PARAMETER = 'reference';

/** How long a stored reference is worth resuming: well past any payment window, short of a stale one. */
export const RESUME_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const REFERENCE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isReferenceLike(value: string): boolean {
  return REFERENCE_PATTERN.test(value);
}

/** The storage key for a payment link's checkout in progress. */
export function resumeStorageKey(linkId: string): string {
  return `crypto-checkout:payment-link:${linkId}`;
}

export interface ResumeRecord {
  reference: string;
  savedAt: number;
}

export function serializeResumeRecord(reference: string, now: number): string {
  return JSON.stringify({ reference, savedAt: now } satisfies ResumeRecord);
}

/** The stored reference, if the record is well-formed and recent; undefined otherwise. */
export function parseResumeRecord(raw: string | null | undefined, now: number): string | undefined {
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { reference, savedAt } = value as Partial<Record<keyof ResumeRecord, unknown>>;
  if (typeof reference !== 'string' || !isReferenceLike(reference)) return undefined;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return undefined;
  if (now - savedAt > RESUME_MAX_AGE_MS || savedAt - now > 60_000) return undefined;
  return reference;
}

/** The reference in a URL's query string (`?reference=…`), if it looks like one. */
export function referenceFromSearch(search: string): string | undefined {
  const value = new URLSearchParams(search).get(REFERENCE_PARAMETER);
  return value !== null && isReferenceLike(value) ? value : undefined;
}

/** `url` with its `reference` parameter set to `reference`, or removed when null; other parts unchanged. */
export function urlWithReference(url: string, reference: string | null): string {
  const parsed = new URL(url);
  if (reference === null) parsed.searchParams.delete(REFERENCE_PARAMETER);
  else parsed.searchParams.set(REFERENCE_PARAMETER, reference);
  return parsed.toString();
}

/**
 * An embedded checkout does not own its page's URL, so it never writes it; but "Open in Phantom/Solflare" reopens
 * the merchant's page in the wallet's own browser, where session storage is empty, and that address must carry the
 * transaction. These two namespaced parameters do, naming the payment link too, so that only that link's checkout
 * on the page picks the transaction up (and a merchant's own `reference` parameter is never read).
 */
export const EMBED_REFERENCE_PARAMETER = 'crypto-checkout-reference';
export const EMBED_LINK_PARAMETER = 'crypto-checkout-link';

/** `url` with the embedded checkout's parameters for this link's transaction; other parts unchanged. */
export function urlWithEmbedReference(url: string, linkId: string, reference: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set(EMBED_LINK_PARAMETER, linkId);
  parsed.searchParams.set(EMBED_REFERENCE_PARAMETER, reference);
  return parsed.toString();
}

/** The reference an address carries for this link's embedded checkout, if it looks like one. */
export function embedReferenceFromSearch(search: string, linkId: string): string | undefined {
  const parameters = new URLSearchParams(search);
  if (parameters.get(EMBED_LINK_PARAMETER) !== linkId) return undefined;
  const value = parameters.get(EMBED_REFERENCE_PARAMETER);
  return value !== null && isReferenceLike(value) ? value : undefined;
}

/**
 * Whether a transaction found by a reference from the URL can be this link's: started through a payment link,
 * for the link's price. A reference pasted from another checkout must not be shown under this link's name.
 * (Verification does not name the payment link, so this is as close as the page can check.)
 */
export function transactionFitsLink(transaction: PublicVerifiedTransaction, link: PaymentLink): boolean {
  if (transaction.origin !== 'PAYMENT_LINK') return false;
  if (transaction.baseFiat !== link.baseFiat) return false;
  const decimals = CURRENCY_DECIMALS[link.baseFiat];
  try {
    return toBaseUnits(transaction.expectedAmountInBaseFiat, decimals) === toBaseUnits(link.amount, decimals);
  } catch {
    return false;
  }
}
