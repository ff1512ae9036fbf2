/**
 * The console's routes, read from and written to the address bar with the history API (there is no router
 * dependency: the console has ten screens, and this is all it takes). Matching is pure, so it is tested without
 * a browser; `useRoute` (use-route.ts) follows the address bar.
 */

/** Where every console path starts: the service serves the console's page for it and every path below. */
export const CONSOLE_BASE = '/dashboard';

export type ConsoleRoute =
  | { name: 'home' }
  | { name: 'payments' }
  | { name: 'payment'; reference: string }
  | { name: 'newPayment' }
  | { name: 'customers' }
  | { name: 'newCustomer' }
  | { name: 'links' }
  | { name: 'newLink' }
  | { name: 'link'; id: string }
  | { name: 'money' }
  | { name: 'developers' }
  | { name: 'notFound' };

/** The primary sections: what the navigation lists, and which one a route belongs to. */
export type ConsoleSection = 'payments' | 'customers' | 'links' | 'money' | 'developers';

/** The route a pathname (no query, no hash) names. A trailing slash is the same path. */
export function matchRoute(pathname: string): ConsoleRoute {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (trimmed !== CONSOLE_BASE && !trimmed.startsWith(`${CONSOLE_BASE}/`)) return { name: 'notFound' };
  const segments = trimmed
    .slice(CONSOLE_BASE.length)
    .split('/')
    .filter((segment) => segment !== '');
  let decoded: string[];
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return { name: 'notFound' };
  }
  const [section, detail, ...rest] = decoded;
  if (rest.length > 0) return { name: 'notFound' };
  if (section === undefined) return { name: 'home' };
  switch (section) {
    case 'payments':
      if (detail === undefined) return { name: 'payments' };
      // A reference is 32 characters (or at least never `new`): `new` is the form.
      return detail === 'new' ? { name: 'newPayment' } : { name: 'payment', reference: detail };
    case 'customers':
      if (detail === undefined) return { name: 'customers' };
      return detail === 'new' ? { name: 'newCustomer' } : { name: 'notFound' };
    case 'links':
      if (detail === undefined) return { name: 'links' };
      return detail === 'new' ? { name: 'newLink' } : { name: 'link', id: detail };
    case 'money':
      return detail === undefined ? { name: 'money' } : { name: 'notFound' };
    case 'developers':
      return detail === undefined ? { name: 'developers' } : { name: 'notFound' };
    default:
      return { name: 'notFound' };
  }
}

/** The pathname of a route: the inverse of matchRoute. */
export function routePath(route: ConsoleRoute): string {
  switch (route.name) {
    case 'home':
    case 'notFound':
      return CONSOLE_BASE;
    case 'payments':
      return `${CONSOLE_BASE}/payments`;
    case 'payment':
      return `${CONSOLE_BASE}/payments/${encodeURIComponent(route.reference)}`;
    case 'newPayment':
      return `${CONSOLE_BASE}/payments/new`;
    case 'customers':
      return `${CONSOLE_BASE}/customers`;
    case 'newCustomer':
      return `${CONSOLE_BASE}/customers/new`;
    case 'links':
      return `${CONSOLE_BASE}/links`;
    case 'newLink':
      return `${CONSOLE_BASE}/links/new`;
    case 'link':
      return `${CONSOLE_BASE}/links/${encodeURIComponent(route.id)}`;
    case 'money':
      return `${CONSOLE_BASE}/money`;
    case 'developers':
      return `${CONSOLE_BASE}/developers`;
  }
}

/** The section a route is in, for the navigation's `aria-current`; none for the sign-in and unknown paths. */
export function sectionOf(route: ConsoleRoute): ConsoleSection | undefined {
  switch (route.name) {
    case 'payments':
    case 'payment':
    case 'newPayment':
      return 'payments';
    case 'customers':
    case 'newCustomer':
      return 'customers';
    case 'links':
    case 'newLink':
    case 'link':
      return 'links';
    case 'money':
      return 'money';
    case 'developers':
      return 'developers';
    default:
      return undefined;
  }
}

/**
 * Whether a path (as `navigate` receives it, possibly with a query) stays inside the console, so the page can
 * change without a reload. Anything else (another page of the service, another site) is left to the browser.
 */
export function isConsolePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === CONSOLE_BASE || pathname.startsWith(`${CONSOLE_BASE}/`);
}

/**
 * Whether a click on a link should be left to the browser: another button than the main one, or a modifier that
 * asks for a new tab or window, or a download.
 */
export function isPlainLeftClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
