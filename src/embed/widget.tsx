import { mountCheckout, type MountedCheckout } from '../widget/mount.js';
import { createIsolatedRoot } from '../widget/isolation.js';
import { describeOptionProblems, parseEmbedOptions, type EmbedOptions } from '../widget/embed-options.js';
import { PublicEventTracker, type CheckoutEventDetail } from '../widget/public-events.js';
import type { CheckoutEvent } from '../widget/events.js';
import { loaderStrings, modalStrings } from './strings.js';

/**
 * The embedded checkout: what `checkout.js` (the loader) downloads on the shopper's first sign of intent and
 * calls. It renders the React widget into a shadow root, isolated from the merchant's page both ways
 * (src/widget/isolation.ts), either in place (`mountInline`) or in a modal dialog (`openModal`) that traps the
 * focus, closes on Escape and gives the focus back to where it was.
 *
 * The loader and this module are built and deployed together; `EMBED_API_VERSION` guards against a cached loader
 * meeting a newer module.
 */

export const EMBED_API_VERSION = 1;

export interface EmbedCallbacks {
  /** Every public event of this checkout (the loader turns it into callbacks and DOM events). */
  emit(event: CheckoutEventDetail): void;
}

export interface ModalHandle {
  close(): void;
}

/**
 * Public events name the payment link ("" for the checkout of a transaction a merchant's server opened) and, from
 * the start for such a checkout, its reference.
 */
function trackerFor(options: EmbedOptions): PublicEventTracker {
  const tracker = new PublicEventTracker(options.paymentLink ?? '');
  if (options.reference) tracker.reference = options.reference;
  return tracker;
}

const MODAL_CSS = `
.cc-embed-dialog {
  box-sizing: border-box;
  width: min(60rem, calc(100vw - 2rem));
  max-width: none;
  max-height: calc(100dvh - 2rem);
  margin: auto;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  overflow: auto;
  overscroll-behavior: contain;
}
.cc-embed-dialog::backdrop {
  background: rgb(12 12 20 / 62%);
}
.cc-embed-dialog:focus {
  outline: none;
}
.cc-embed-bar {
  display: flex;
  justify-content: flex-end;
  padding: 0 0 0.5rem;
}
.cc-embed-close {
  all: initial;
  box-sizing: border-box;
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  background: #ffffff;
  color: #17171c;
  font: 400 1.75rem/1 system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif;
  cursor: pointer;
  box-shadow: 0 1px 4px rgb(0 0 0 / 30%);
}
.cc-embed-close:hover {
  background: #efeafd;
}
.cc-embed-close:focus-visible {
  outline: 3px solid #ab98ff;
  outline-offset: 2px;
}
@media (max-width: 600px) {
  .cc-embed-dialog {
    width: 100vw;
    max-height: 100dvh;
  }
  .cc-embed-bar {
    padding: 0.5rem;
  }
}
`;

const INLINE_HOST_CSS = `
.cc-embed-inline {
  display: block;
}
`;

/** Checks the options again with the zod schemas; reports problems as an `error` event and on the console. */
function checkedOptions(input: EmbedOptions, callbacks: EmbedCallbacks): EmbedOptions | undefined {
  const parsed = parseEmbedOptions(input);
  if (parsed.ok) return parsed.options;
  const message = describeOptionProblems(parsed.problems, input);
  console.error(message);
  const paymentLink = typeof input.paymentLink === 'string' ? input.paymentLink : '';
  callbacks.emit({
    type: 'error',
    paymentLink,
    reference: typeof input.reference === 'string' ? input.reference : null,
    status: null,
    error: { code: 'invalid_options', message },
  });
  return undefined;
}

function render(
  container: HTMLElement,
  options: EmbedOptions,
  tracker: PublicEventTracker,
  callbacks: EmbedCallbacks,
  onEvent?: (event: CheckoutEvent) => void,
): MountedCheckout {
  return mountCheckout(container, {
    paymentLinkId: options.paymentLink,
    reference: options.reference,
    serviceUrl: options.serviceUrl,
    rpcUrl: options.rpcUrl,
    locale: options.locale,
    theme: options.theme ?? 'auto',
    headingLevel: 2,
    metadata: options.metadata,
    signedMetadata: options.signedMetadata,
    redirectMode: options.redirect ?? 'never',
    injectStyles: false,
    onEvent: (event) => {
      onEvent?.(event);
      const detail = tracker.translate(event);
      if (detail) callbacks.emit(detail);
    },
  });
}

/** Renders the checkout in place, inside `host` (its shadow root is created, or reused and emptied). */
export function mountInline(
  host: HTMLElement,
  input: EmbedOptions,
  callbacks: EmbedCallbacks,
): { unmount(): void } {
  const options = checkedOptions(input, callbacks);
  if (!options) return { unmount: () => undefined };
  host.shadowRoot?.replaceChildren();
  // Inline, CSSOM (not an attribute): allowed under CSP, and it outranks a page's `* { all: unset }`.
  host.style.setProperty('display', 'block');
  const { isolate } = createIsolatedRoot(host, [INLINE_HOST_CSS]);
  isolate.classList.add('cc-embed-inline');
  const mounted = render(isolate, options, trackerFor(options), callbacks);
  let mountedNow = true;
  return {
    unmount() {
      if (!mountedNow) return;
      mountedNow = false;
      mounted.unmount();
      host.shadowRoot?.replaceChildren();
    },
  };
}

/** The element that has the focus, looking into shadow roots (a focused shadow host is not where focus is). */
export function deepActiveElement(document: Document): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

const TABBABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest('[inert]'),
  );
}

/**
 * Opens the checkout in a modal dialog on top of the page: a native modal `<dialog>` (top layer, the page behind
 * inert) in a shadow root at the end of `<body>`. Tab and Shift+Tab cycle inside it, Escape and the close button
 * close it, and the focus goes back to `returnFocusTo` (by default whatever had it when it opened).
 */
export function openModal(
  input: EmbedOptions,
  callbacks: EmbedCallbacks,
  returnFocusTo: HTMLElement | null = deepActiveElement(document),
): ModalHandle | undefined {
  const options = checkedOptions(input, callbacks);
  if (!options) return undefined;
  const strings = modalStrings(options.locale);
  const host = document.createElement('crypto-checkout-modal');
  host.style.setProperty('display', 'block');
  document.body.appendChild(host);
  const { isolate, shadowRoot } = createIsolatedRoot(host, [MODAL_CSS]);

  const dialog = document.createElement('dialog');
  dialog.className = 'cc-embed-dialog';
  // The frame's language and direction: in Arabic, its close button sits on the left.
  const { lang, dir } = loaderStrings(options.locale);
  dialog.lang = lang;
  dialog.dir = dir;
  dialog.setAttribute('aria-label', strings.dialogLabel);
  const bar = document.createElement('div');
  bar.className = 'cc-embed-bar';
  const closeButton = document.createElement('button');
  closeButton.type = 'button';
  closeButton.className = 'cc-embed-close';
  closeButton.setAttribute('aria-label', strings.close);
  closeButton.setAttribute('part', 'close');
  closeButton.textContent = '×';
  bar.appendChild(closeButton);
  const body = document.createElement('div');
  dialog.append(bar, body);
  isolate.appendChild(dialog);

  const root = document.documentElement;
  const previousOverflow = root.style.getPropertyValue('overflow');
  const previousPriority = root.style.getPropertyPriority('overflow');
  root.style.setProperty('overflow', 'hidden');

  const tracker = trackerFor(options);
  const mounted = render(body, options, tracker, callbacks, (event) => {
    if (event.type === 'ready')
      dialog.setAttribute('aria-label', `${strings.dialogLabel}: ${event.link.name}`);
  });

  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    mounted.unmount();
    if (dialog.open) dialog.close();
    host.remove();
    if (previousOverflow) root.style.setProperty('overflow', previousOverflow, previousPriority);
    else root.style.removeProperty('overflow');
    if (returnFocusTo?.isConnected) returnFocusTo.focus();
    callbacks.emit(tracker.detail('close'));
  };

  closeButton.addEventListener('click', close);
  // Escape: handled here rather than by the dialog's own cancel, so that it always closes (and says so).
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = tabbables(dialog);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = shadowRoot.activeElement;
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  });
  // Focus that escapes anyway (a click on the page behind, browser chrome) is brought back.
  host.ownerDocument.addEventListener('focusin', function keepFocus(event) {
    if (!open) {
      host.ownerDocument.removeEventListener('focusin', keepFocus);
      return;
    }
    if (event.target !== host) closeButton.focus();
  });

  dialog.showModal();
  closeButton.focus();
  return { close };
}
