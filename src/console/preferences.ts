import type { ConsoleLocale } from './context.js';

/**
 * The merchant's choices of language and colours, remembered in localStorage (they are not secrets; the session's
 * CSRF token never goes there). Storage may be missing or refuse (private modes, blocked storage): the console
 * then simply forgets.
 */

export type ConsoleTheme = 'light' | 'dark' | 'auto';

export const CONSOLE_THEMES: readonly ConsoleTheme[] = ['auto', 'light', 'dark'];
export const CONSOLE_LOCALES: readonly ConsoleLocale[] = ['en', 'fr'];

const LOCALE_KEY = 'crypto-checkout:console:locale';
const THEME_KEY = 'crypto-checkout:console:theme';

/** The part of `Storage` the preferences use. */
export type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>;

function read(storage: PreferenceStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: PreferenceStorage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage full or refused: the choice holds for this visit only.
  }
}

/** The remembered language, else the first of the browser's languages the console speaks, else English. */
export function loadLocale(
  storage: PreferenceStorage | undefined,
  browserLanguages: readonly string[],
): ConsoleLocale {
  const saved = read(storage, LOCALE_KEY);
  if (saved === 'en' || saved === 'fr') return saved;
  for (const language of browserLanguages) {
    const primary = language.toLowerCase().split('-')[0];
    if (primary === 'en' || primary === 'fr') return primary;
  }
  return 'en';
}

export function saveLocale(storage: PreferenceStorage | undefined, locale: ConsoleLocale): void {
  write(storage, LOCALE_KEY, locale);
}

export function loadTheme(storage: PreferenceStorage | undefined): ConsoleTheme {
  const saved = read(storage, THEME_KEY);
  return saved === 'light' || saved === 'dark' ? saved : 'auto';
}

export function saveTheme(storage: PreferenceStorage | undefined, theme: ConsoleTheme): void {
  write(storage, THEME_KEY, theme);
}

/** The browser's localStorage, or nothing where reading it throws (storage blocked). */
export function browserStorage(): PreferenceStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
