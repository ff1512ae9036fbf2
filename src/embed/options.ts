import type { CheckoutEventType } from '../widget/public-events.js';
import type { CheckoutEventHandler, CheckoutMode, CheckoutOptions, CheckoutThemeOption } from './types.js';

/**
 * The loader's check of the options a merchant gives, as `data-*` attributes or to `CryptoCheckout.open()` /
 * `mount()`. It has to stay tiny (no zod in the loader), so it checks the same rules by hand; the widget checks
 * them again with the zod schemas when it mounts (src/widget/embed-options.ts).
 */

/** Option → attribute of the script tag. */
export const ATTRIBUTES = {
  paymentLink: 'data-payment-link',
  serviceUrl: 'data-service-url',
  rpcUrl: 'data-rpc-url',
  mode: 'data-mode',
  theme: 'data-theme',
  locale: 'data-locale',
} as const;

type OptionName = keyof typeof ATTRIBUTES;

/** Callback option → the event it is called for. */
export const HANDLERS: Readonly<Record<string, CheckoutEventType>> = {
  onReady: 'ready',
  onSuccess: 'success',
  onFailed: 'failed',
  onExpired: 'expired',
  onClose: 'close',
  onError: 'error',
};

export interface ResolvedOptions {
  paymentLink: string;
  serviceUrl: string;
  rpcUrl?: string;
  mode: CheckoutMode;
  theme?: CheckoutThemeOption;
  locale?: string;
  handlers: Partial<Record<CheckoutEventType, CheckoutEventHandler>>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOCALE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;
const MODES: readonly string[] = ['button', 'inline'];
const THEMES: readonly string[] = ['light', 'dark', 'auto'];

/** An absolute http(s) URL without credentials, with no trailing slash; undefined when it is not one. */
export function httpUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (!/^https?:$/.test(url.protocol) || url.username || url.password) return undefined;
    return (url.origin + url.pathname).replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

function shown(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/** Options from a script tag's `data-*` attributes (attributes that are absent stay absent). */
export function optionsFromAttributes(element: Element): Record<string, string> {
  const options: Record<string, string> = {};
  for (const [name, attribute] of Object.entries(ATTRIBUTES)) {
    const value = element.getAttribute(attribute);
    if (value !== null) options[name] = value.trim();
  }
  return options;
}

/**
 * Checks options. Every problem is a message naming the option (as the attribute when they came from the script
 * tag); there is a result only when there is no problem.
 */
export function resolveOptions(
  input: unknown,
  defaults: { serviceUrl: string | undefined; mode: CheckoutMode },
  fromAttributes = false,
): { options?: ResolvedOptions; problems: string[] } {
  const problems: string[] = [];
  const name = (option: string) => (fromAttributes ? (ATTRIBUTES[option as OptionName] ?? option) : option);
  const problem = (option: string, rule: string, value: unknown) =>
    problems.push(
      `invalid option ${name(option)}: ${rule} (${value === undefined ? 'it is missing' : `got ${shown(value)}`})`,
    );
  if (!input || typeof input !== 'object') {
    return { problems: [`the options must be an object such as { paymentLink: "…" } (got ${shown(input)})`] };
  }
  const given = input as Record<string, unknown>;
  const text = (option: OptionName): string | undefined => {
    const value = given[option];
    if (value === undefined) return undefined;
    if (typeof value === 'string' && value !== '') return value;
    problem(option, 'must be a non-empty string', value);
    return undefined;
  };
  const handlers: ResolvedOptions['handlers'] = {};
  for (const [key, value] of Object.entries(given)) {
    if (key in HANDLERS) {
      if (typeof value === 'function')
        handlers[HANDLERS[key] as CheckoutEventType] = value as CheckoutEventHandler;
      else if (value !== undefined) problem(key, 'must be a function', value);
    } else if (!(key in ATTRIBUTES)) {
      problems.push(`unknown option ${shown(key)}`);
    }
  }

  const paymentLink = text('paymentLink');
  if (paymentLink === undefined && given.paymentLink === undefined) {
    problem('paymentLink', 'is required: the id of a payment link', undefined);
  } else if (paymentLink !== undefined && !UUID.test(paymentLink)) {
    problem('paymentLink', 'must be a payment link id (a UUID)', paymentLink);
  }
  const urlOption = (option: 'serviceUrl' | 'rpcUrl'): string | undefined => {
    const value = text(option);
    if (value === undefined) return undefined;
    const url = httpUrl(value);
    if (!url) problem(option, 'must be an absolute http:// or https:// URL', value);
    return url;
  };
  const serviceUrl =
    urlOption('serviceUrl') ?? (given.serviceUrl === undefined ? defaults.serviceUrl : undefined);
  if (given.serviceUrl === undefined && !serviceUrl) {
    problem('serviceUrl', 'is required when checkout.js was not loaded from the service', undefined);
  }
  const rpcUrl = urlOption('rpcUrl');
  const choice = <T extends string>(option: OptionName, allowed: readonly string[]): T | undefined => {
    const value = text(option);
    if (value === undefined) return undefined;
    if (allowed.includes(value)) return value as T;
    problem(option, `must be ${allowed.map((item) => `"${item}"`).join(', ')}`, value);
    return undefined;
  };
  const mode = choice<CheckoutMode>('mode', MODES) ?? defaults.mode;
  const theme = choice<CheckoutThemeOption>('theme', THEMES);
  const locale = text('locale');
  if (locale !== undefined && !LOCALE.test(locale)) {
    problem('locale', 'must be a language tag such as "en" or "fr-CA"', locale);
  }
  if (problems.length > 0 || !paymentLink || !serviceUrl) return { problems };
  const options: ResolvedOptions = { paymentLink, serviceUrl, mode, handlers };
  if (rpcUrl) options.rpcUrl = rpcUrl;
  if (theme) options.theme = theme;
  if (locale) options.locale = locale;
  return { options, problems };
}

export type { CheckoutOptions };
