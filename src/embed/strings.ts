/**
 * The few words the embed adds around the checkout (the loader's button, the modal's frame), in the checkout's
 * languages. Everything inside the checkout comes from src/widget/strings.ts.
 */
const STRINGS = {
  en: { button: 'Pay with crypto', loading: 'Loading…', close: 'Close', dialogLabel: 'Checkout' },
  fr: { button: 'Payer en crypto', loading: 'Chargement…', close: 'Fermer', dialogLabel: 'Paiement' },
} as const;

export type EmbedStrings = (typeof STRINGS)[keyof typeof STRINGS];

/** The strings for a language tag ("fr-CA" → French), falling back to the browser's languages, then English. */
export function embedStrings(
  requested?: string,
  preferred: readonly string[] = browserLanguages(),
): EmbedStrings {
  for (const tag of [requested, ...preferred]) {
    const language = tag?.toLowerCase().split('-')[0];
    if (language === 'en' || language === 'fr') return STRINGS[language];
  }
  return STRINGS.en;
}

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}
