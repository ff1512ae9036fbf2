import checkoutCss from './styles/checkout.css?inline';

/** The checkout's whole stylesheet as text (every selector under `.cc-checkout`). */
export const CHECKOUT_CSS: string = checkoutCss;

const STYLE_MARKER = 'data-crypto-checkout-styles';
const adopted = new WeakMap<Document | ShadowRoot, CSSStyleSheet>();

/**
 * Puts the checkout's styles into the document or shadow root it renders in, once per root. A constructed
 * stylesheet (adoptedStyleSheets) is used where supported, which needs no inline `<style>` and so no
 * `style-src 'unsafe-inline'` under a Content-Security-Policy; elsewhere a `<style>` element, with `nonce` if given.
 */
export function injectCheckoutStyles(root: Document | ShadowRoot, options: { nonce?: string } = {}): void {
  if (adopted.has(root)) return;
  const host = root instanceof Document ? root.head : root;
  if (host.querySelector(`style[${STYLE_MARKER}]`)) return;
  const document = root instanceof Document ? root : root.ownerDocument;
  const window = document.defaultView;
  if (window && 'adoptedStyleSheets' in root && typeof window.CSSStyleSheet === 'function') {
    try {
      const sheet = new window.CSSStyleSheet();
      sheet.replaceSync(CHECKOUT_CSS);
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      adopted.set(root, sheet);
      return;
    } catch {
      // Constructable stylesheets refused: fall back to a <style> element.
    }
  }
  const style = document.createElement('style');
  style.setAttribute(STYLE_MARKER, '');
  if (options.nonce) style.nonce = options.nonce;
  style.textContent = CHECKOUT_CSS;
  host.appendChild(style);
}

/** The document or shadow root an element lives in: where its styles must go. */
export function styleRootOf(element: Element): Document | ShadowRoot {
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root : element.ownerDocument;
}
