import {
  browserLanguages,
  checkoutLocale,
  loadStrings,
  mountCheckout,
  type CheckoutEvent,
  type CheckoutLocale,
  type CheckoutStrings,
  type MountedCheckout,
} from '../../widget/index.js';
import { rememberLanguage, rememberedLanguage, renderLanguageMenu } from './language-menu.js';
import { readPayPageOptions, urlResumeStore, urlWithLanguage } from './page-options.js';
import './pay.css';

/**
 * The hosted payment page: `/pay/<linkId>` (a payment link's checkout) or `/checkout/<reference>` (the checkout
 * of one transaction a merchant's server opened: its `checkoutUrl`), the checkout widget on a page of its own,
 * served by the service (pages and API on one origin). `?lang=fr` picks the language (else the one chosen in the
 * page's menu before, else the browser's), `?theme=light|dark` the colours.
 *
 * The language's strings are loaded before the checkout mounts, so its first render is already in that language.
 */
function elementById(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`pay/index.html has no #${id} element`);
  return element;
}

const container = elementById('root');
const menuHost = elementById('language');

const options = readPayPageOptions(window.location);
const storage = localStorageIfAny();
const resumeStore = urlResumeStore(window.history, window.location);
if (options.theme !== 'auto') document.documentElement.dataset.theme = options.theme;

let strings: CheckoutStrings | undefined;
let mounted: MountedCheckout | undefined;

function onEvent(event: CheckoutEvent): void {
  if (!strings) return;
  if (event.type === 'ready') document.title = `${event.link.name} · ${event.link.business.name}`;
  if (event.type === 'not_found') document.title = strings.notFoundTitle;
  if (event.type === 'inactive') document.title = `${strings.inactiveTitle} · ${event.link.business.name}`;
}

async function show(locale: CheckoutLocale): Promise<void> {
  strings = await loadStrings(locale);
  document.documentElement.lang = strings.locale;
  document.documentElement.dir = strings.dir;
  // Until the link has loaded (its name then titles the page), the title is the checkout's, in this language.
  if (!mounted) document.title = strings.checkoutLabel;
  menu.update(locale, strings);
  // A new language is a new checkout; the transaction in progress comes back from the page's URL.
  mounted?.unmount();
  mounted = mountCheckout(container, {
    ...(options.reference === undefined
      ? { paymentLinkId: options.linkId ?? '' }
      : { reference: options.reference }),
    serviceUrl: window.location.origin,
    locale,
    theme: options.theme,
    headingLevel: 1,
    // The hosted page is the merchant's page of its own: it goes on to the link's redirect once paid.
    redirectMode: 'after-success',
    signedMetadata: options.signedMetadata,
    resumeStore,
    onEvent,
  });
}

const menu = renderLanguageMenu(menuHost, (locale) => {
  rememberLanguage(storage, locale);
  window.history.replaceState(window.history.state, '', urlWithLanguage(window.location.href, locale));
  void show(locale);
});

function localStorageIfAny(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const remembered = rememberedLanguage(storage);
void show(
  checkoutLocale(options.locale, remembered ? [remembered, ...browserLanguages()] : browserLanguages()),
);
