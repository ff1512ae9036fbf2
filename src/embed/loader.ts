import type { CheckoutEventDetail, CheckoutEventType } from '../widget/public-events.js';
import type { EmbedOptions } from '../widget/embed-options.js';
import { loaderStrings } from './strings.js';
import { httpUrl, optionsFromAttributes, resolveOptions, type ResolvedOptions } from './options.js';
import type {
  CheckoutEventHandler,
  CheckoutMode,
  CheckoutOptions,
  CryptoCheckoutGlobal,
  MountedCheckoutHandle,
} from './types.js';

/**
 * checkout.js, the script-tag loader: a few KB, no React. It defines one global, `CryptoCheckout`, turns every
 * `<script src=".../checkout.js" data-payment-link="…">` into a "Pay with crypto" button (or, with
 * `data-mode="inline"`, the checkout in place), and downloads the checkout itself (src/embed/widget.tsx) only on
 * the shopper's first sign of intent: hovering, focusing or pressing the button, an inline checkout coming into
 * view, or a call to `open()` / `mount()` / `preload()`. That download is one cached promise, tried again after a
 * failure. Loading the tag twice, or calling anything twice, does no harm; invalid options are reported on the
 * console (naming the option) and as an `error` event, and the page carries on.
 */

declare const __CC_WIDGET_PATH__: string;
declare const __CC_VERSION__: string;

type WidgetModule = typeof import('./widget.js');
type ModalHandle = NonNullable<ReturnType<WidgetModule['openModal']>>;

const EMBED_API_VERSION = 1;
const INTERNAL = Symbol.for('crypto-checkout.loader');
const PREFIX = 'crypto-checkout:';

const BUTTON_CSS =
  'button{all:initial;box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;gap:.5em;' +
  'min-height:44px;padding:10px 20px;border-radius:var(--cc-radius,10px);background:var(--cc-accent,#4f2ec4);' +
  'color:var(--cc-accent-text,#fff);font:600 16px/1.25 var(--cc-font,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif);' +
  'cursor:pointer;text-align:center}button:hover{background:var(--cc-accent-hover,#3f22a6)}' +
  'button:focus-visible{outline:3px solid var(--cc-focus,#4f2ec4);outline-offset:2px}' +
  'button[aria-busy=true]{cursor:progress;opacity:.8}p{all:initial;display:block;font:16px/1.5 system-ui,sans-serif;color:#55555f}';

interface Internal {
  scan(script: HTMLScriptElement): void;
}

function report(message: string): void {
  console.error(`crypto-checkout: ${message}`);
}

function createGlobal(loaderUrl: string | undefined): CryptoCheckoutGlobal {
  const defaultServiceUrl = loaderUrl ? httpUrl(new URL('.', loaderUrl).href) : undefined;
  const listeners = new Map<string, Set<CheckoutEventHandler>>();
  const scanned = new WeakSet<Element>();
  const mounted = new WeakMap<Element, MountedCheckoutHandle>();
  let loading: Promise<WidgetModule> | undefined;
  let failures = 0;
  let modal: { key: string; handle?: ModalHandle; cancelled?: boolean } | undefined;
  /** Which checkout a modal shows: one per payment link or transaction at a time. */
  const keyOf = (options: ResolvedOptions) => options.paymentLink ?? `reference:${options.reference ?? ''}`;

  /** The checkout bundle: one download shared by every checkout on the page; a failed one is tried again. */
  const load = (serviceUrl?: string): Promise<WidgetModule> => {
    if (!loading) {
      loading = Promise.resolve()
        .then(() => {
          const url = new URL(__CC_WIDGET_PATH__, loaderUrl ?? `${serviceUrl ?? defaultServiceUrl}/`);
          // A failed module load stays failed in the page's module map: the retry asks for another URL.
          if (failures) url.searchParams.set('retry', String(failures));
          return import(/* @vite-ignore */ url.href) as Promise<WidgetModule>;
        })
        .then((module: WidgetModule) => {
          if (module.EMBED_API_VERSION !== EMBED_API_VERSION)
            throw new Error('checkout.js and the checkout differ');
          return module;
        })
        .catch((error: unknown) => {
          loading = undefined;
          failures++;
          throw error;
        });
    }
    return loading;
  };

  const emit = (target: EventTarget, options: ResolvedOptions | undefined, detail: CheckoutEventDetail) => {
    const call = (handler: CheckoutEventHandler | undefined) => {
      try {
        handler?.(detail);
      } catch (error) {
        report(`a ${detail.type} handler threw: ${String(error)}`);
      }
    };
    call(options?.handlers[detail.type]);
    for (const type of [detail.type, '*']) listeners.get(type)?.forEach(call);
    const node = target instanceof Node && !target.isConnected ? document : target;
    node.dispatchEvent(new CustomEvent(PREFIX + detail.type, { detail, bubbles: true, composed: true }));
  };

  const failed = (target: EventTarget, options: ResolvedOptions, code: string, message: string) => {
    report(message);
    emit(target, options, {
      type: 'error',
      paymentLink: options.paymentLink ?? '',
      reference: options.reference ?? null,
      status: null,
      error: { code, message },
    });
  };

  const check = (input: unknown, mode: CheckoutMode, target: EventTarget, fromAttributes = false) => {
    const { options, problems } = resolveOptions(
      input,
      { serviceUrl: defaultServiceUrl, mode },
      fromAttributes,
    );
    if (options) return options;
    const message = problems.join('; ');
    for (const problem of problems) report(problem);
    const given = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
    const onError = given.onError;
    const detail: CheckoutEventDetail = {
      type: 'error',
      paymentLink: typeof given.paymentLink === 'string' ? given.paymentLink : '',
      reference: null,
      status: null,
      error: { code: 'invalid_options', message },
    };
    emit(
      target,
      typeof onError === 'function' ? ({ handlers: { error: onError } } as ResolvedOptions) : undefined,
      detail,
    );
    return undefined;
  };

  const widgetOptions = (options: ResolvedOptions): EmbedOptions => ({
    paymentLink: options.paymentLink,
    reference: options.reference,
    serviceUrl: options.serviceUrl,
    rpcUrl: options.rpcUrl,
    theme: options.theme,
    locale: options.locale,
    metadata: options.metadata,
    signedMetadata: options.signedMetadata,
    redirect: options.redirect,
  });

  const closeModal = () => {
    const current = modal;
    modal = undefined;
    if (current) {
      current.cancelled = true;
      current.handle?.close();
    }
  };

  const openModal = (
    options: ResolvedOptions,
    target: EventTarget,
    returnFocusTo?: HTMLElement,
  ): Promise<void> => {
    if (modal?.key === keyOf(options)) return Promise.resolve();
    closeModal();
    const current: NonNullable<typeof modal> = { key: keyOf(options) };
    modal = current;
    return load(options.serviceUrl).then(
      (widget) => {
        if (current.cancelled) return;
        current.handle = widget.openModal(
          widgetOptions(options),
          {
            emit: (detail) => {
              if (detail.type === 'close' && modal === current) modal = undefined;
              emit(target, options, detail);
            },
          },
          returnFocusTo,
        );
        if (!current.handle && modal === current) modal = undefined;
      },
      (error: unknown) => {
        if (modal === current) modal = undefined;
        failed(target, options, 'load_failed', `the checkout could not be loaded (${String(error)})`);
      },
    );
  };

  const shadowOf = (host: HTMLElement): ShadowRoot => {
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(BUTTON_CSS);
      shadow.adoptedStyleSheets = [sheet];
    } catch {
      const style = document.createElement('style');
      style.textContent = BUTTON_CSS;
      shadow.appendChild(style);
    }
    return shadow;
  };

  const renderButton = (host: HTMLElement, options: ResolvedOptions) => {
    const strings = loaderStrings(options.locale);
    const button = document.createElement('button');
    button.type = 'button';
    button.lang = strings.lang;
    button.dir = strings.dir;
    button.setAttribute('part', 'button');
    button.textContent = strings.button;
    const intent = () => void load(options.serviceUrl).catch(() => undefined);
    for (const type of ['pointerenter', 'focus', 'touchstart']) {
      button.addEventListener(type, intent, { passive: true });
    }
    button.addEventListener('click', () => {
      if (button.getAttribute('aria-busy')) return;
      button.setAttribute('aria-busy', 'true');
      void openModal(options, host, button).finally(() => button.removeAttribute('aria-busy'));
    });
    shadowOf(host).replaceChildren(button);
    return () => {
      if (modal?.key === keyOf(options)) closeModal();
      host.shadowRoot?.replaceChildren();
    };
  };

  const renderInline = (host: HTMLElement, options: ResolvedOptions) => {
    const strings = loaderStrings(options.locale);
    const placeholder = document.createElement('p');
    placeholder.lang = strings.lang;
    placeholder.dir = strings.dir;
    placeholder.textContent = strings.loading;
    shadowOf(host).replaceChildren(placeholder);
    let handle: MountedCheckoutHandle | undefined;
    let removed = false;
    let observer: IntersectionObserver | undefined;
    const start = () => {
      observer?.disconnect();
      host.removeEventListener('pointerenter', start);
      host.removeEventListener('focusin', start);
      load(options.serviceUrl).then(
        (widget) => {
          if (removed || handle) return;
          handle = widget.mountInline(host, widgetOptions(options), {
            emit: (detail) => emit(host, options, detail),
          });
        },
        (error: unknown) => {
          if (removed) return;
          failed(host, options, 'load_failed', `the checkout could not be loaded (${String(error)})`);
          host.addEventListener('pointerenter', start);
          host.addEventListener('focusin', start);
        },
      );
    };
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => entries.some((entry) => entry.isIntersecting) && start(),
        {
          rootMargin: '200px',
        },
      );
      observer.observe(host);
      host.addEventListener('pointerenter', start);
      host.addEventListener('focusin', start);
    } else {
      start();
    }
    return () => {
      removed = true;
      observer?.disconnect();
      handle?.unmount();
      host.shadowRoot?.replaceChildren();
    };
  };

  const place = (host: HTMLElement, options: ResolvedOptions): MountedCheckoutHandle => {
    const remove = options.mode === 'inline' ? renderInline(host, options) : renderButton(host, options);
    let done = false;
    return {
      unmount() {
        if (done) return;
        done = true;
        remove();
        host.remove();
      },
    };
  };

  const api: CryptoCheckoutGlobal & { [INTERNAL]: Internal } = {
    version: __CC_VERSION__,
    open(input: CheckoutOptions) {
      const options = check(input, 'button', document);
      if (options) void openModal(options, document);
    },
    mount(element: Element | string, input: CheckoutOptions) {
      const container = typeof element === 'string' ? document.querySelector(element) : element;
      if (!(container instanceof Element)) {
        report(`mount: no element ${typeof element === 'string' ? `matches ${element}` : 'was given'}`);
        return null;
      }
      const options = check(input, 'inline', container);
      if (!options) return null;
      mounted.get(container)?.unmount();
      const host = document.createElement('crypto-checkout');
      container.appendChild(host);
      const handle = place(host, options);
      mounted.set(container, handle);
      return handle;
    },
    close: closeModal,
    on(type, handler) {
      let set = listeners.get(type);
      if (!set) listeners.set(type, (set = new Set()));
      set.add(handler);
      return () => api.off(type, handler);
    },
    off(type, handler) {
      listeners.get(type)?.delete(handler);
    },
    preload: () => load().then(() => undefined),
    [INTERNAL]: {
      scan(script) {
        if (scanned.has(script)) return;
        if (!script.hasAttribute('data-payment-link') && !script.hasAttribute('data-reference')) return;
        scanned.add(script);
        const options = check(optionsFromAttributes(script), 'button', script, true);
        if (!options) return;
        if (!document.body?.contains(script)) {
          failed(
            script,
            options,
            'invalid_options',
            'a script tag with data-payment-link must be in <body>, where the checkout goes',
          );
          return;
        }
        const host = document.createElement('crypto-checkout');
        if (options.paymentLink) host.setAttribute('data-payment-link', options.paymentLink);
        if (options.reference) host.setAttribute('data-reference', options.reference);
        script.after(host);
        place(host, options);
      },
    },
  };
  return api;
}

(() => {
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  try {
    const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
    let api = window.CryptoCheckout as (CryptoCheckoutGlobal & { [INTERNAL]?: Internal }) | undefined;
    if (!api?.[INTERNAL]) {
      api = createGlobal(script?.src || undefined) as CryptoCheckoutGlobal & { [INTERNAL]: Internal };
      Object.defineProperty(window, 'CryptoCheckout', {
        value: api,
        configurable: true,
        enumerable: false,
        writable: false,
      });
    }
    if (script) api[INTERNAL]?.scan(script);
  } catch (error) {
    report(`checkout.js failed to start: ${String(error)}`);
  }
})();

export type { CheckoutEventType };
