import { CHECKOUT_CSS } from './styles.js';

/**
 * The checkout inside a shadow root, isolated from the page around it both ways: the merchant's selectors do not
 * reach into a shadow tree and ours do not reach out. What still crosses the boundary is handled here:
 *
 * - inherited properties (font, colour, line height, letter spacing, …) are cut by `all: initial` on the first
 *   element inside the shadow root, so a page's `* { all: unset }` or `body { font-size: 40px }` changes nothing;
 * - `rem` lengths follow the page's root font size, so they are rewritten to `var(--cc-rem)` (16px);
 * - the checkout's root element is exposed as a part, so a merchant themes it from the page with
 *   `crypto-checkout::part(checkout) { --cc-accent: … }` (page rules on a part win over the shadow root's own).
 *
 * Styles go in as a constructed stylesheet (`adoptedStyleSheets`): no `<style>` element, so no `style-src`
 * allowance is needed under a Content-Security-Policy.
 */

/** The class of the first element inside the shadow root, that cuts inheritance from the page. */
export const ISOLATION_CLASS = 'cc-isolate';

const ISOLATION_CSS = `
.${ISOLATION_CLASS} {
  all: initial;
  display: block;
  --cc-rem: 16px;
  font-size: 16px;
}
`;

/**
 * Rewrites `rem` lengths in declarations to `calc(n * var(--cc-rem))`. At-rule conditions (`@media (min-width:
 * 40rem)`) are left alone: they cannot hold `var()`.
 */
export function remToCustomProperty(css: string): string {
  return css.replace(/([^{};]*)([{};]|$)/g, (chunk: string, body: string, delimiter: string) =>
    delimiter === '{'
      ? chunk
      : body.replace(/(^|[^\w.-])(-?\d*\.?\d+)rem\b/g, '$1calc($2 * var(--cc-rem))') + delimiter,
  );
}

let isolatedCss: string | undefined;

/** The checkout's stylesheet as it must be inside a shadow root (rem rewritten, the isolation rules first). */
export function isolatedCheckoutCss(): string {
  isolatedCss ??= ISOLATION_CSS + remToCustomProperty(CHECKOUT_CSS);
  return isolatedCss;
}

const sheets = new WeakMap<Window, Map<string, CSSStyleSheet>>();

/**
 * Puts stylesheets into a shadow root: constructed sheets, shared between every shadow root of the page (one
 * parse per page); a `<style>` element only where constructed stylesheets are unavailable.
 */
export function adoptStyles(shadowRoot: ShadowRoot, cssTexts: readonly string[]): void {
  const window = shadowRoot.ownerDocument.defaultView;
  if (window && 'adoptedStyleSheets' in shadowRoot && typeof window.CSSStyleSheet === 'function') {
    try {
      let cache = sheets.get(window);
      if (!cache) sheets.set(window, (cache = new Map()));
      const adopted = cssTexts.map((text) => {
        let sheet = cache.get(text);
        if (!sheet) {
          sheet = new window.CSSStyleSheet();
          sheet.replaceSync(text);
          cache.set(text, sheet);
        }
        return sheet;
      });
      const current = shadowRoot.adoptedStyleSheets;
      shadowRoot.adoptedStyleSheets = [...current, ...adopted.filter((sheet) => !current.includes(sheet))];
      return;
    } catch {
      // Refused: fall back to <style> elements below.
    }
  }
  for (const text of cssTexts) {
    const style = shadowRoot.ownerDocument.createElement('style');
    style.textContent = text;
    shadowRoot.appendChild(style);
  }
}

export interface IsolatedRoot {
  shadowRoot: ShadowRoot;
  /** The isolating element (`.cc-isolate`) inside the shadow root: put the checkout in here. */
  isolate: HTMLElement;
}

/**
 * Gives `host` an open shadow root (or reuses the one it has) holding an isolating element, with the checkout's
 * isolated styles and `extraCss` (rem rewritten the same way) adopted.
 */
export function createIsolatedRoot(host: HTMLElement, extraCss: readonly string[] = []): IsolatedRoot {
  const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  adoptStyles(shadowRoot, [isolatedCheckoutCss(), ...extraCss.map(remToCustomProperty)]);
  let isolate = shadowRoot.querySelector<HTMLElement>(`:scope > .${ISOLATION_CLASS}`);
  if (!isolate) {
    isolate = shadowRoot.ownerDocument.createElement('div');
    isolate.className = ISOLATION_CLASS;
    shadowRoot.appendChild(isolate);
  }
  return { shadowRoot, isolate };
}
