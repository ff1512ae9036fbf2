import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, rememberLanguage, rememberedLanguage } from './language-menu.js';
import { urlWithLanguage } from './page-options.js';

/** The hosted page's language menu remembers the choice in local storage, and in its own address. */

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the remembered language', () => {
  it('is the one chosen before', () => {
    const storage = memoryStorage();
    expect(rememberedLanguage(storage)).toBeUndefined();
    rememberLanguage(storage, 'am');
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('am');
    expect(rememberedLanguage(storage)).toBe('am');
  });

  it('is ignored when it is not a language the checkout has', () => {
    const storage = memoryStorage();
    storage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(rememberedLanguage(storage)).toBeUndefined();
  });

  it('is simply not kept where storage refuses', () => {
    const refusing = {
      getItem: (): string | null => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: (): void => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(() => rememberLanguage(refusing, 'sw')).not.toThrow();
    expect(rememberedLanguage(refusing)).toBeUndefined();
    expect(rememberedLanguage(undefined)).toBeUndefined();
  });
});

describe('the address', () => {
  it('carries the choice as ?lang=, keeping the rest', () => {
    expect(urlWithLanguage('https://pay.example/pay/abc?reference=r1&lang=fr', 'ar')).toBe(
      'https://pay.example/pay/abc?reference=r1&lang=ar',
    );
    expect(urlWithLanguage('https://pay.example/pay/abc', 'sw')).toBe('https://pay.example/pay/abc?lang=sw');
  });
});
