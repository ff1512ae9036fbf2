import {
  LOCALE_NAMES,
  SUPPORTED_LOCALES,
  type CheckoutLocale,
  type CheckoutStrings,
} from '../../widget/index.js';

/** Where the hosted page keeps the customer's language choice, for every link on this service. */
export const LANGUAGE_STORAGE_KEY = 'crypto-checkout:language';

/** The language the customer chose in the menu before, if storage allows and it is one the checkout has. */
export function rememberedLanguage(
  storage: Pick<Storage, 'getItem'> | undefined,
): CheckoutLocale | undefined {
  try {
    const saved = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return SUPPORTED_LOCALES.find((locale) => locale === saved);
  } catch {
    // Storage refused (private mode, blocked cookies): the page simply does not remember.
    return undefined;
  }
}

export function rememberLanguage(
  storage: Pick<Storage, 'setItem'> | undefined,
  locale: CheckoutLocale,
): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // As above: the choice still applies to this page.
  }
}

export interface LanguageMenu {
  /** Shows `locale` as chosen and labels the menu in that language. */
  update(locale: CheckoutLocale, strings: CheckoutStrings): void;
}

/**
 * The hosted page's language menu: a labelled native `<select>` (keyboard and screen readers for free), each
 * language written in its own name and script, so a customer finds theirs whatever the page speaks now.
 */
export function renderLanguageMenu(
  host: HTMLElement,
  onChoose: (locale: CheckoutLocale) => void,
): LanguageMenu {
  const document = host.ownerDocument;
  const label = document.createElement('label');
  label.className = 'pay-language-label';
  label.htmlFor = 'pay-language';
  const select = document.createElement('select');
  select.id = 'pay-language';
  select.className = 'pay-language';
  for (const locale of SUPPORTED_LOCALES) {
    const option = document.createElement('option');
    option.value = locale;
    option.lang = locale;
    option.textContent = LOCALE_NAMES[locale];
    select.appendChild(option);
  }
  select.addEventListener('change', () => {
    const chosen = SUPPORTED_LOCALES.find((locale) => locale === select.value);
    if (chosen) onChoose(chosen);
  });
  host.replaceChildren(label, select);
  return {
    update(locale, strings) {
      label.textContent = strings.languageLabel;
      select.value = locale;
    },
  };
}
