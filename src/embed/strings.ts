import { pickLocale } from '../core/locale.js';

/**
 * The few words the embed adds around the checkout, in the checkout's languages (everything inside the checkout
 * comes from src/widget/strings/). The loader's two are apart from the modal's two, so that the loader, which
 * every merchant page downloads, carries only its own.
 */
const LOADER_STRINGS = {
  en: { button: 'Pay with crypto', loading: 'Loading…' },
  fr: { button: 'Payer en crypto', loading: 'Chargement…' },
  pt: { button: 'Pagar com cripto', loading: 'A carregar…' },
  sw: { button: 'Lipa kwa kripto', loading: 'Inapakia…' },
  ha: { button: 'Biya da kuɗin kirifto', loading: 'Ana lodawa…' },
  yo: { button: 'Sanwó pẹ̀lú kírípítò', loading: 'Ó ń gbé e jáde…' },
  ig: { button: 'Jiri kripto kwụọ ụgwọ', loading: 'Ọ na-ebu…' },
  am: { button: 'በክሪፕቶ ይክፈሉ', loading: 'በመጫን ላይ…' },
  zu: { button: 'Khokha nge-crypto', loading: 'Iyalayisha…' },
  ar: { button: 'ادفع بالعملات المشفّرة', loading: 'جارٍ التحميل…' },
} as const;

const MODAL_STRINGS: Readonly<Record<EmbedLocale, { close: string; dialogLabel: string }>> = {
  en: { close: 'Close', dialogLabel: 'Checkout' },
  fr: { close: 'Fermer', dialogLabel: 'Paiement' },
  pt: { close: 'Fechar', dialogLabel: 'Pagamento' },
  sw: { close: 'Funga', dialogLabel: 'Malipo' },
  ha: { close: 'Rufe', dialogLabel: 'Biyan kuɗi' },
  yo: { close: 'Pa á dé', dialogLabel: 'Ìsanwó' },
  ig: { close: 'Mechie', dialogLabel: 'Ịkwụ ụgwọ' },
  am: { close: 'ይዝጉ', dialogLabel: 'ክፍያ' },
  zu: { close: 'Vala', dialogLabel: 'Inkokhelo' },
  ar: { close: 'إغلاق', dialogLabel: 'الدفع' },
};

export type EmbedLocale = keyof typeof LOADER_STRINGS;
export const EMBED_LOCALES = Object.keys(LOADER_STRINGS) as EmbedLocale[];
/** The loader's words, with the language and direction to mark them with (`lang`, `dir`). */
export type LoaderStrings = (typeof LOADER_STRINGS)[EmbedLocale] & { lang: EmbedLocale; dir: 'ltr' | 'rtl' };

const RIGHT_TO_LEFT: readonly EmbedLocale[] = ['ar'];

/** The language for a `locale` option ("fr-CA" → French), else the browser's languages, else English. */
export function embedLocale(
  requested?: string,
  preferred: readonly string[] = browserLanguages(),
): EmbedLocale {
  return pickLocale({ requested, preferred, supported: EMBED_LOCALES, fallback: 'en' });
}

export function loaderStrings(requested?: string): LoaderStrings {
  const lang = embedLocale(requested);
  return { ...LOADER_STRINGS[lang], lang, dir: RIGHT_TO_LEFT.includes(lang) ? 'rtl' : 'ltr' };
}

export function modalStrings(requested?: string): { close: string; dialogLabel: string } {
  return MODAL_STRINGS[embedLocale(requested)];
}

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}
