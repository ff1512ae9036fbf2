/**
 * Which language the checkout speaks: an explicit choice (an option, or `?lang=` on the hosted page) when it is
 * one we have, else the first of the browser's preferred languages we have, else the fallback. Tags are matched
 * on their language part, so "fr-CA" gets French.
 */
export function pickLocale<Locale extends string>(input: {
  requested?: string | null | undefined;
  preferred: readonly string[];
  supported: readonly Locale[];
  fallback: Locale;
}): Locale {
  const match = (tag: string | null | undefined): Locale | undefined => {
    if (!tag) return undefined;
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    return input.supported.find((locale) => locale.toLowerCase() === language);
  };
  const requested = match(input.requested);
  if (requested) return requested;
  for (const tag of input.preferred) {
    const preferred = match(tag);
    if (preferred) return preferred;
  }
  return input.fallback;
}
