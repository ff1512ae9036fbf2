import type { CheckoutEventType } from '../widget/public-events.js';
import type {
  CheckoutEventHandler,
  CheckoutMode,
  CheckoutOptions,
  CheckoutRedirectOption,
  CheckoutThemeOption,
} from './types.js';

/**
 * The loader's check of the options a merchant gives, as `data-*` attributes or to `CryptoCheckout.open()` /
 * `mount()`. It has to stay tiny (no zod in the loader), so it checks the same rules by hand; the widget checks
 * them again with the zod schemas when it mounts (src/widget/embed-options.ts).
 */

/** Option → attribute of the script tag. */
export const ATTRIBUTES = {
  paymentLink: 'data-payment-link',
  reference: 'data-reference',
  serviceUrl: 'data-service-url',
  rpcUrl: 'data-rpc-url',
  mode: 'data-mode',
  theme: 'data-theme',
  locale: 'data-locale',
  metadata: 'data-metadata',
  signedMetadata: 'data-signed-metadata',
  redirect: 'data-redirect',
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
  /** The payment link to sell through; or, instead, */
  paymentLink?: string;
  /** the transaction (opened by the merchant's server) to pay. */
  reference?: string;
  serviceUrl: string;
  rpcUrl?: string;
  mode: CheckoutMode;
  theme?: CheckoutThemeOption;
  locale?: string;
  metadata?: Record<string, unknown>;
  signedMetadata?: string;
  redirect?: CheckoutRedirectOption;
  handlers: Partial<Record<CheckoutEventType, CheckoutEventHandler>>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;
const LOCALE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;
const MODES: readonly string[] = ['button', 'inline'];
const THEMES: readonly string[] = ['light', 'dark', 'auto'];
const REDIRECTS: readonly string[] = ['never', 'after-success'];

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
  const reference = text('reference');
  if (given.paymentLink === undefined && given.reference === undefined) {
    problem(
      'paymentLink',
      'is required: the id of a payment link (or give a transaction reference)',
      undefined,
    );
  } else if (given.paymentLink !== undefined && given.reference !== undefined) {
    problem('reference', 'cannot be given with paymentLink: give one or the other', given.reference);
  }
  if (paymentLink !== undefined && !UUID.test(paymentLink)) {
    problem('paymentLink', 'must be a payment link id (a UUID)', paymentLink);
  }
  if (reference !== undefined && !REFERENCE.test(reference)) {
    problem('reference', 'must be a transaction reference', reference);
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
  const redirect = choice<CheckoutRedirectOption>('redirect', REDIRECTS);
  // Only the shape here: the loader must stay small. The widget checks the rest with the service's own schemas
  // (size, depth, the token's form, one of metadata or signedMetadata, none with a reference) when it mounts.
  const metadata = metadataOption(given.metadata, fromAttributes, (rule) =>
    problem('metadata', rule, given.metadata),
  );
  const signedMetadata = text('signedMetadata');
  if (problems.length > 0 || !(paymentLink ?? reference) || !serviceUrl) return { problems };
  const options: ResolvedOptions = { serviceUrl, mode, handlers };
  if (paymentLink) options.paymentLink = paymentLink;
  if (reference) options.reference = reference;
  if (rpcUrl) options.rpcUrl = rpcUrl;
  if (theme) options.theme = theme;
  if (locale) options.locale = locale;
  if (metadata) options.metadata = metadata;
  if (signedMetadata) options.signedMetadata = signedMetadata;
  if (redirect) options.redirect = redirect;
  return { options, problems };
}

/**
 * `metadata`: a JSON object, given as one (`open`, `mount`) or as its JSON text (`data-metadata`). Whatever the
 * page sends is recorded as not verified; a merchant who relies on it signs it (signedMetadata).
 */
function metadataOption(
  value: unknown,
  fromAttributes: boolean,
  refuse: (rule: string) => void,
): Record<string, unknown> | undefined {
  let parsed: unknown = value;
  try {
    if (fromAttributes && typeof value === 'string') parsed = JSON.parse(value) as unknown;
  } catch {
    parsed = undefined;
  }
  if (value === undefined) return undefined;
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
    return parsed as Record<string, unknown>;
  refuse('must be a JSON object such as {"orderId":"1234"}');
  return undefined;
}

export type { CheckoutOptions };
