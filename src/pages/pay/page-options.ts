import { referenceFromSearch, urlWithReference } from '../../core/resume.js';
import { sessionResumeStore, type ResumeStore } from '../../widget/index.js';

/**
 * What the hosted page reads from its address: `/pay/<linkId>?lang=fr&theme=dark&reference=…&metadata=<token>`.
 * `metadata` is only ever a signed token (signCheckoutMetadata): anyone can edit a URL, so the page takes no
 * metadata it cannot prove came from the merchant; the service checks the signature.
 */
export interface PayPageOptions {
  /** `/pay/<linkId>`: the payment link's checkout; */
  linkId: string | undefined;
  /** `/checkout/<reference>`: the checkout of one transaction a merchant's server opened (its `checkoutUrl`). */
  reference: string | undefined;
  locale: string | undefined;
  theme: 'light' | 'dark' | 'auto';
  signedMetadata: string | undefined;
}

export function readPayPageOptions(location: Pick<Location, 'pathname' | 'search'>): PayPageOptions {
  const segments = location.pathname.split('/').filter(Boolean);
  const segmentAfter = (name: string): string | undefined => {
    const index = segments.indexOf(name);
    if (index < 0) return undefined;
    const raw = segments[index + 1] ?? '';
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  };
  const reference = segments[0] === 'checkout' ? segmentAfter('checkout') : undefined;
  const linkId = reference === undefined ? (segmentAfter('pay') ?? '') : undefined;
  const search = new URLSearchParams(location.search);
  const theme = search.get('theme');
  return {
    linkId,
    reference,
    locale: search.get('lang') ?? undefined,
    theme: theme === 'light' || theme === 'dark' ? theme : 'auto',
    signedMetadata: search.get('metadata') ?? undefined,
  };
}

/** The page's address with `?lang=` set: what the language menu writes, so a reload keeps the choice. */
export function urlWithLanguage(href: string, locale: string): string {
  const url = new URL(href);
  url.searchParams.set('lang', locale);
  return url.href;
}

/**
 * The hosted page remembers the transaction in progress in its own URL (`?reference=…`, so a reload or a copied
 * address resumes it) as well as in session storage. The URL wins when both are there.
 */
export function urlResumeStore(history: History, location: Location): ResumeStore {
  const session = sessionResumeStore();
  return {
    load(linkId) {
      return referenceFromSearch(location.search) ?? session.load(linkId);
    },
    save(linkId, reference) {
      session.save(linkId, reference);
      history.replaceState(history.state, '', urlWithReference(location.href, reference));
    },
    clear(linkId) {
      session.clear(linkId);
      history.replaceState(history.state, '', urlWithReference(location.href, null));
    },
    closed(linkId) {
      session.clear(linkId);
    },
    reopenUrl(_linkId, reference) {
      return urlWithReference(location.href, reference);
    },
  };
}
