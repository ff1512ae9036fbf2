/**
 * Counted phrases ("1 minute", "5 minutes"): each catalog gives one form per plural category its language uses,
 * and Intl.PluralRules picks the form, so Arabic's six categories and Yoruba's one are both handled the same way.
 */
export type PluralForms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & { readonly other: string };

/** The phrase for `count` in `locale`, `{n}` replaced by the number as the locale writes it. */
export function countPhrase(locale: string, count: number, forms: PluralForms): string {
  const phrase = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return phrase.replace('{n}', new Intl.NumberFormat(locale).format(count));
}

/** A time left as the countdown announces it: whole minutes from a minute up, seconds below. */
export function durationPhrase(
  catalog: { locale: string; minuteCount: PluralForms; secondCount: PluralForms },
  seconds: number,
): string {
  return seconds >= 60
    ? countPhrase(catalog.locale, Math.round(seconds / 60), catalog.minuteCount)
    : countPhrase(catalog.locale, seconds, catalog.secondCount);
}
