import { referenceFromSearch, urlWithReference } from '../../core/resume.js';
import { sessionResumeStore, type ResumeStore } from '../../widget/index.js';

/** What the hosted page reads from its address: `/pay/<linkId>?lang=fr&theme=dark&reference=…`. */
export interface PayPageOptions {
  linkId: string;
  locale: string | undefined;
  theme: 'light' | 'dark' | 'auto';
}

export function readPayPageOptions(location: Pick<Location, 'pathname' | 'search'>): PayPageOptions {
  const segments = location.pathname.split('/').filter(Boolean);
  const payIndex = segments.indexOf('pay');
  const rawId = payIndex >= 0 ? (segments[payIndex + 1] ?? '') : '';
  let linkId: string;
  try {
    linkId = decodeURIComponent(rawId);
  } catch {
    linkId = rawId;
  }
  const search = new URLSearchParams(location.search);
  const theme = search.get('theme');
  return {
    linkId,
    locale: search.get('lang') ?? undefined,
    theme: theme === 'light' || theme === 'dark' ? theme : 'auto',
  };
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
  };
}
