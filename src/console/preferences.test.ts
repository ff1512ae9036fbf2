import { describe, expect, it } from 'vitest';
import { loadLocale, loadTheme, saveLocale, saveTheme, type PreferenceStorage } from './preferences.js';

function memoryStorage(): PreferenceStorage {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('preferences', () => {
  it('falls back to the browser language, then English', () => {
    expect(loadLocale(memoryStorage(), ['fr-CA', 'en'])).toBe('fr');
    expect(loadLocale(memoryStorage(), ['de-DE'])).toBe('en');
    expect(loadLocale(undefined, [])).toBe('en');
  });

  it('remembers the language and theme chosen', () => {
    const storage = memoryStorage();
    saveLocale(storage, 'fr');
    saveTheme(storage, 'dark');
    expect(loadLocale(storage, ['en'])).toBe('fr');
    expect(loadTheme(storage)).toBe('dark');
  });

  it('ignores what it does not understand, and storage that throws', () => {
    const storage = memoryStorage();
    storage.setItem('crypto-checkout:console:theme', 'neon');
    expect(loadTheme(storage)).toBe('auto');
    const broken: PreferenceStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(loadTheme(broken)).toBe('auto');
    expect(() => saveTheme(broken, 'light')).not.toThrow();
  });
});
