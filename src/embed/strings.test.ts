import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../widget/strings/index.js';
import { EMBED_LOCALES, embedLocale, loaderStrings, modalStrings } from './strings.js';

/** The embed's own few words (the loader's button, the modal's frame) are in every language the checkout is. */

describe('the embed’s words', () => {
  it('come in the checkout’s languages, no more and no fewer', () => {
    expect([...EMBED_LOCALES].sort()).toEqual([...SUPPORTED_LOCALES].sort());
    for (const locale of EMBED_LOCALES) {
      const loader = loaderStrings(locale);
      const modal = modalStrings(locale);
      for (const text of [loader.button, loader.loading, modal.close, modal.dialogLabel]) {
        expect(text.trim(), locale).not.toBe('');
      }
      if (locale !== 'en') expect(loader.button, locale).not.toBe(loaderStrings('en').button);
    }
  });

  it('mark Arabic right to left and the rest left to right', () => {
    expect(loaderStrings('ar')).toMatchObject({ lang: 'ar', dir: 'rtl', button: 'ادفع بالعملات المشفّرة' });
    expect(loaderStrings('sw-KE')).toMatchObject({ lang: 'sw', dir: 'ltr', button: 'Lipa kwa kripto' });
  });

  it('follow the locale option, then the browser’s languages, then English', () => {
    expect(embedLocale('am-ET', ['fr'])).toBe('am');
    expect(embedLocale(undefined, ['de', 'ha-NG'])).toBe('ha');
    expect(embedLocale('de', ['it'])).toBe('en');
  });
});
