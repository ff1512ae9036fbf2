/**
 * What a person types in an amount field, read as the API wants it. French writes a decimal comma ("12,5"), and
 * both languages may group thousands with spaces; neither may reach the API, which takes "12.5". Anything that is
 * not a plain positive decimal after that is left as typed, for the API's own schema to name the field.
 */
export function normaliseAmountText(text: string): string {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  return /^\d+,\d+$/.test(compact) ? compact.replace(',', '.') : compact;
}

/** The amount as a JSON number, or NaN when it is not a plain decimal (the request's schema then names it). */
export function amountFromText(text: string): number {
  const normalised = normaliseAmountText(text);
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}
