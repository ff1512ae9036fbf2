import { describe, expect, it } from 'vitest';
import { inAppBrowserWallet, isMobileDevice } from './mobile.js';

describe('isMobileDevice', () => {
  it('phones and tablets, iPadOS’s desktop user agent included; not desktops', () => {
    expect(
      isMobileDevice({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148' }),
    ).toBe(true);
    expect(
      isMobileDevice({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126 Mobile Safari' }),
    ).toBe(true);
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari';
    expect(isMobileDevice({ userAgent: mac, maxTouchPoints: 5 })).toBe(true);
    expect(isMobileDevice({ userAgent: mac, maxTouchPoints: 0 })).toBe(false);
    expect(isMobileDevice({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126 Safari/537.36' })).toBe(
      false,
    );
  });
});

describe('in-app browser links', () => {
  it('open the page, query included, in Phantom’s or Solflare’s browser, with our origin as ref', () => {
    const page = 'https://pay.example/pay/abc?reference=R&lang=fr';
    const encodedPage = 'https%3A%2F%2Fpay.example%2Fpay%2Fabc%3Freference%3DR%26lang%3Dfr';
    expect(inAppBrowserWallet('Phantom')?.browseLink(page, 'https://pay.example')).toBe(
      `https://phantom.app/ul/browse/${encodedPage}?ref=https%3A%2F%2Fpay.example`,
    );
    expect(inAppBrowserWallet('Solflare')?.browseLink(page, 'https://pay.example')).toBe(
      `https://solflare.com/ul/v1/browse/${encodedPage}?ref=https%3A%2F%2Fpay.example`,
    );
    expect(inAppBrowserWallet('Backpack')).toBeUndefined();
  });
});
