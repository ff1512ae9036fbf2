/**
 * Solana Pay transaction requests (https://docs.solanapay.com/spec, "Transaction Request"): `solana:<link>`, where
 * a wallet that scans it asks `link` who it pays (GET) and what to sign (POST). The link is written as it is, or
 * URL-encoded whole when it has a query (so that the query stays the link's, not read as the Solana Pay URL's
 * own `label` and `message`) or a percent-escape (wallets URL-decode the link, which would undo it). Wallets
 * follow https links only (@solana/pay's parseURL refuses any other), so a service reached over plain http, such
 * as the local sandbox, shows a URL that only tests follow.
 */
export function encodeTransactionRequestUri(link: URL): string {
  const needsEncoding = link.search !== '' || link.href.includes('%');
  return `solana:${needsEncoding ? encodeURIComponent(link.href) : link.href}`;
}

/** The service's transaction request for one transaction (src/sandbox/routes/solana-pay.ts), as its QR encodes it. */
export function transactionRequestUriForCheckout(serviceUrl: string, reference: string): string {
  // Resolved under the service's URL, path included (a service mounted at https://shop.example/checkout).
  const base = new URL(serviceUrl);
  base.pathname = base.pathname.replace(/\/*$/, '/');
  return encodeTransactionRequestUri(
    new URL(`v1/transactions/${encodeURIComponent(reference)}/solana-pay`, base),
  );
}
