import { describe, expect, it } from 'vitest';
import { pickLocale } from './locale.js';

describe('pickLocale', () => {
  const supported = ['en', 'fr'] as const;
  it('prefers an explicit choice, then the browser’s languages, then the fallback', () => {
    expect(pickLocale({ requested: 'fr', preferred: ['en-US'], supported, fallback: 'en' })).toBe('fr');
    expect(pickLocale({ requested: 'de', preferred: ['de-DE', 'fr-CA'], supported, fallback: 'en' })).toBe(
      'fr',
    );
    expect(pickLocale({ requested: null, preferred: ['pt-BR'], supported, fallback: 'en' })).toBe('en');
    expect(pickLocale({ requested: 'FR_be', preferred: [], supported, fallback: 'en' })).toBe('fr');
  });
});
