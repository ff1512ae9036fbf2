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

/** A wallet app that opens any web page in its own browser, where its wallet is injected. */
export interface InAppBrowserWallet {
  name: 'Phantom' | 'Solflare';
  /** Where to get the app. */
  downloadUrl: string;
  /** The universal link that opens `pageUrl` inside the app (`origin` names the site asking). */
  browseLink(pageUrl: string, origin: string): string;
}

/**
 * Phantom's and Solflare's universal links: on a phone with the app they open the page in the app's browser; without
 * it they land on the wallet's site, which offers the app (docs.phantom.com, "Browse" deeplink; docs.solflare.com,
 * "Browse" deeplink).
 */
export const IN_APP_BROWSER_WALLETS: readonly InAppBrowserWallet[] = [
  {
    name: 'Phantom',
    downloadUrl: 'https://phantom.com/download',
    browseLink: (pageUrl, origin) =>
      `https://phantom.app/ul/browse/${encodeURIComponent(pageUrl)}?ref=${encodeURIComponent(origin)}`,
  },
  {
    name: 'Solflare',
    downloadUrl: 'https://solflare.com/download',
    browseLink: (pageUrl, origin) =>
      `https://solflare.com/ul/v1/browse/${encodeURIComponent(pageUrl)}?ref=${encodeURIComponent(origin)}`,
  },
];

export function inAppBrowserWallet(name: string): InAppBrowserWallet | undefined {
  return IN_APP_BROWSER_WALLETS.find((wallet) => wallet.name === name);
}
