import { createContext, useContext } from 'react';
import type { ConsoleClient } from './session-client.js';

/** The languages the console speaks. */
export type ConsoleLocale = 'en' | 'fr';

/** What every screen of the console reads: the signed-in business, its client, the language, navigation. */
export interface ConsoleEnvironment {
  client: ConsoleClient;
  business: { id: string; name: string };
  csrfToken: string;
  locale: ConsoleLocale;
  /** Goes to a console path (`/dashboard/...`) without reloading the page. */
  navigate(path: string): void;
  /** The session ended (signed out, expired): back to the sign-in screen. */
  signedOut(): void;
}

export const ConsoleContext = createContext<ConsoleEnvironment | null>(null);

export function useConsole(): ConsoleEnvironment {
  const environment = useContext(ConsoleContext);
  if (!environment) throw new Error('useConsole() outside the console (no ConsoleContext provider)');
  return environment;
}

/**
 * Each part of the console keeps its words beside it, as `{ en: {...}, fr: {...} }` with the same keys (the
 * type says so); this picks the current language's.
 */
export type Translations<Words> = Record<ConsoleLocale, Words>;

export function useWords<Words>(translations: Translations<Words>): Words {
  return translations[useConsole().locale];
}

/** The same pick outside a signed-in console (the sign-in screen has no ConsoleContext yet). */
export function wordsFor<Words>(translations: Translations<Words>, locale: ConsoleLocale): Words {
  return translations[locale];
}
