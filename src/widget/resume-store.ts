import {
  embedReferenceFromSearch,
  parseResumeRecord,
  resumeStorageKey,
  serializeResumeRecord,
  urlWithEmbedReference,
} from '../core/resume.js';

/**
 * Where the checkout remembers the transaction in progress, so that a reload picks it up again. The default keeps
 * it in session storage per payment link (this tab only, gone when the tab closes); the hosted page adds the URL.
 */
export interface ResumeStore {
  load(linkId: string): string | undefined;
  save(linkId: string, reference: string): void;
  /** Forgets the transaction (the customer went back to the form). */
  clear(linkId: string): void;
  /**
   * The transaction ended (paid, failed, expired). Session storage forgets it, so that opening the link again
   * starts a new payment; the hosted page keeps it in its URL, so a reload still shows the outcome.
   */
  closed(linkId: string): void;
  /**
   * The address that reopens this page on this link's transaction (in a wallet app's browser, where nothing of
   * this tab is remembered); undefined when there is no page to point at.
   */
  reopenUrl(linkId: string, reference: string): string | undefined;
}

function currentLocation(): Location | undefined {
  return typeof window === 'undefined' ? undefined : window.location;
}

/**
 * Session storage, keyed by payment link, and the page's address when it was opened by "Open in Phantom/Solflare"
 * (the embed's own parameters, core/resume.ts). Storage that is unavailable (privacy settings, sandboxed frames)
 * is skipped.
 */
export function sessionResumeStore(): ResumeStore {
  const storage = (): Storage | undefined => {
    try {
      return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
    } catch {
      return undefined;
    }
  };
  const clear = (linkId: string) => {
    try {
      storage()?.removeItem(resumeStorageKey(linkId));
    } catch {
      // As above.
    }
  };
  return {
    load(linkId) {
      const fromAddress = embedReferenceFromSearch(currentLocation()?.search ?? '', linkId);
      if (fromAddress) return fromAddress;
      try {
        return parseResumeRecord(storage()?.getItem(resumeStorageKey(linkId)), Date.now());
      } catch {
        return undefined;
      }
    },
    save(linkId, reference) {
      try {
        storage()?.setItem(resumeStorageKey(linkId), serializeResumeRecord(reference, Date.now()));
      } catch {
        // Full or forbidden: resuming after a reload is a convenience, not a requirement.
      }
    },
    clear,
    closed: clear,
    reopenUrl(linkId, reference) {
      const location = currentLocation();
      return location ? urlWithEmbedReference(location.href, linkId, reference) : undefined;
    },
  };
}

/** Remembers nothing: every load starts at the details form. */
export const noResumeStore: ResumeStore = {
  load: () => undefined,
  save: () => undefined,
  clear: () => undefined,
  closed: () => undefined,
  reopenUrl: () => undefined,
};
