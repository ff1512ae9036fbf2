import { pickLocale } from '../../core/locale.js';
import { en } from './en.js';
import type { CheckoutStrings } from './types.js';

export type { CheckoutStrings, WalletErrorKind } from './types.js';
export type { PluralForms } from './plural.js';
export { en };
export { formatFiat } from './fiat.js';

/** The languages the checkout speaks, English first (the fallback). */
export const SUPPORTED_LOCALES = ['en', 'fr', 'pt', 'sw', 'ha', 'yo', 'ig', 'am', 'zu', 'ar'] as const;
export type CheckoutLocale = (typeof SUPPORTED_LOCALES)[number];

/** Each language by its own name, for a language menu (the same in every language). */
export const LOCALE_NAMES: Readonly<Record<CheckoutLocale, string>> = {
  en: 'English',
  fr: 'Français',
  pt: 'Português',
  sw: 'Kiswahili',
  ha: 'Hausa',
  yo: 'Yorùbá',
  ig: 'Igbo',
  am: 'አማርኛ',
  zu: 'isiZulu',
  ar: 'العربية',
};

/**
 * Every catalog but English is its own chunk (a literal import() each, so bundlers split them): a customer
 * downloads English with the checkout, and another language's words only when that language is chosen.
 */
const LOADERS: Readonly<Record<Exclude<CheckoutLocale, 'en'>, () => Promise<CheckoutStrings>>> = {
  fr: () => import('./fr.js').then((catalog) => catalog.fr),
  pt: () => import('./pt.js').then((catalog) => catalog.pt),
  sw: () => import('./sw.js').then((catalog) => catalog.sw),
  ha: () => import('./ha.js').then((catalog) => catalog.ha),
  yo: () => import('./yo.js').then((catalog) => catalog.yo),
  ig: () => import('./ig.js').then((catalog) => catalog.ig),
  am: () => import('./am.js').then((catalog) => catalog.am),
  zu: () => import('./zu.js').then((catalog) => catalog.zu),
  ar: () => import('./ar.js').then((catalog) => catalog.ar),
};

const loaded = new Map<CheckoutLocale, CheckoutStrings>([['en', en]]);

/** The browser's preferred languages, most preferred first (none outside a browser). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The language to speak: an explicit choice (the merchant's `locale` option, or `?lang=` on the hosted page) when
 * the checkout has it, else the first of the browser's languages it has, else English.
 */
export function checkoutLocale(
  requested?: string | null,
  preferred: readonly string[] = browserLanguages(),
): CheckoutLocale {
  return pickLocale({ requested, preferred, supported: SUPPORTED_LOCALES, fallback: 'en' });
}

/** The catalog of `locale` if it is already here (English always is), so a render need not wait. */
export function loadedStrings(locale: CheckoutLocale): CheckoutStrings | undefined {
  return loaded.get(locale);
}

/**
 * The catalog of `locale`, downloading its chunk the first time. A chunk that fails to load (the network) gives
 * English for now, and is asked for again next time.
 */
export async function loadStrings(locale: CheckoutLocale): Promise<CheckoutStrings> {
  const ready = loaded.get(locale);
  if (ready || locale === 'en') return ready ?? en;
  try {
    const strings = await LOADERS[locale]();
    loaded.set(locale, strings);
    return strings;
  } catch (error) {
    console.error(`crypto-checkout: the "${locale}" strings did not load; showing English`, error);
    return en;
  }
}
