import { describe, expect, it } from 'vitest';
import { hostOf, safeImageUrl, safeRedirectUrl, secondsLeft, withPaymentOutcome } from './links.js';

describe('links from the merchant', () => {
  it('keeps only web URLs for redirects and logos', () => {
    expect(safeRedirectUrl('https://shop.example/thanks?o=1')).toBe('https://shop.example/thanks?o=1');
    expect(safeRedirectUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeRedirectUrl(null)).toBeUndefined();
    expect(safeImageUrl('/demo-business-logo.svg', 'http://127.0.0.1:8787')).toBe(
      'http://127.0.0.1:8787/demo-business-logo.svg',
    );
    expect(safeImageUrl('data:image/svg+xml,<svg/>', 'http://127.0.0.1:8787')).toBeUndefined();
    expect(hostOf('https://shop.example:8443/x')).toBe('shop.example:8443');
    expect(secondsLeft(4001)).toBe(5);
    expect(secondsLeft(-5)).toBe(0);
  });

  it('adds the payment’s reference and outcome to a redirect, keeping its own query', () => {
    expect(
      withPaymentOutcome('https://shop.example/thanks?order=9', { reference: 'abc_1', status: 'success' }),
    ).toBe('https://shop.example/thanks?order=9&reference=abc_1&status=success');
    // A redirect that already names them (a stale template) gets the real ones, once.
    expect(
      withPaymentOutcome('https://shop.example/t?reference=old&status=x#top', {
        reference: 'new',
        status: 'success',
      }),
    ).toBe('https://shop.example/t?reference=new&status=success#top');
  });
});
