/** Phones: where a browser extension cannot be installed, and a wallet app's own browser is the way in. */

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i;

/**
 * Whether the page runs on a phone or tablet. iPadOS reports a desktop Safari user agent; its touch points give
 * it away.
 */
export function isMobileDevice(input: { userAgent: string; maxTouchPoints?: number }): boolean {
  if (MOBILE_USER_AGENT.test(input.userAgent)) return true;
  return /Macintosh/.test(input.userAgent) && (input.maxTouchPoints ?? 0) > 1;
}

/**
 * Phantom's universal link that opens `pageUrl` in the Phantom app's own browser, where its wallet is injected
 * (https://docs.phantom.com/phantom-deeplinks/other-methods/browse).
 */
export function phantomBrowseLink(pageUrl: string, origin: string): string {
  return `https://phantom.app/ul/browse/${encodeURIComponent(pageUrl)}?ref=${encodeURIComponent(origin)}`;
}

/** Where to get Phantom. */
export const PHANTOM_DOWNLOAD_URL = 'https://phantom.com/download';
