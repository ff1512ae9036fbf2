import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createClient, type CryptoCheckoutClient } from '../api/index.js';
import { REDIRECT_DELAY_MS } from '../core/links.js';
import { ServerClock } from './clock.js';
import type { CheckoutEvent } from './events.js';
import { sessionResumeStore, type ResumeStore } from './resume-store.js';
import {
  checkoutLocale,
  loadStrings,
  loadedStrings,
  type CheckoutLocale,
  type CheckoutStrings,
} from './strings/index.js';

export type CheckoutTheme = 'light' | 'dark' | 'auto';
export type RedirectMode = 'never' | 'after-success';

export interface CheckoutProviderProps {
  /** The service's base URL, e.g. "https://checkout.example" (the hosted page uses its own origin). */
  serviceUrl: string;
  /** The Solana JSON-RPC endpoint wallet pay sends through (default: the service's own, `<serviceUrl>/rpc`). */
  rpcUrl?: string | undefined;
  /** A client to use instead of one made for `serviceUrl` (tests, custom fetch). */
  client?: CryptoCheckoutClient;
  /** A TanStack Query client to use instead of the checkout's own. */
  queryClient?: QueryClient;
  /**
   * Language: "en", "fr", "ar", … or a browser tag such as "fr-CA"; default: the browser's preferred languages.
   * A language other than English renders once its strings have loaded (strings/index.ts: `loadStrings` first
   * to render at once).
   */
  locale?: string | undefined;
  /** Colours: "auto" (default) follows the system's light or dark preference. */
  theme?: CheckoutTheme;
  /** Where the checkout remembers a transaction in progress (default: session storage per link). */
  resumeStore?: ResumeStore;
  /** Told about what happens: ready, started, status changes, success, failed, expired, errors. */
  onEvent?: (event: CheckoutEvent) => void;
  /**
   * Whether a paid checkout takes the customer to the link's redirect (with `reference` and `status` added to its
   * query): "never" (default: the merchant's page decides, from the success event) or "after-success" (the
   * hosted page's behaviour).
   */
  redirectMode?: RedirectMode;
  /** Goes to the merchant's redirect link after a payment (default: `window.location.assign`). */
  redirect?: (url: string) => void;
  /** Attached to every transaction this checkout starts: a JSON object the page chose (not verified). */
  metadata?: Record<string, unknown> | undefined;
  /** A token the merchant's server signed (signCheckoutMetadata): attached as verified metadata. */
  signedMetadata?: string | undefined;
  /** How long the paid screen shows before the redirect (default 5 s). */
  redirectDelayMs?: number;
  /** The level of the checkout's top heading: 1 on a page of its own, 2 (default) inside a merchant's page. */
  headingLevel?: 1 | 2 | 3;
  children: ReactNode;
}

export interface CheckoutEnvironment {
  client: CryptoCheckoutClient;
  serviceUrl: string;
  /** The Solana JSON-RPC endpoint (the `rpcUrl` option, or the service's own `/rpc`). */
  rpcUrl: string;
  strings: CheckoutStrings;
  theme: CheckoutTheme;
  clock: ServerClock;
  resumeStore: ResumeStore;
  emit: (event: CheckoutEvent) => void;
  redirectMode: RedirectMode;
  redirect: (url: string) => void;
  redirectDelayMs: number;
  /** What every initiation carries besides the customer's details (metadata or signedMetadata, or nothing). */
  initiationExtras: { metadata?: Record<string, unknown>; signedMetadata?: string };
  headingLevel: 1 | 2 | 3;
}

const EnvironmentContext = createContext<CheckoutEnvironment | null>(null);
const AnnounceContext = createContext<((message: string) => void) | null>(null);

/** The checkout's own TanStack Query defaults: reads are retried by the API client itself, so once more at most. */
export function createCheckoutQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * The catalog for `locale`: at once when it is already loaded (English always is), else undefined until its chunk
 * arrives, so that nothing shows in the wrong language meanwhile.
 */
function useCatalog(locale: CheckoutLocale): CheckoutStrings | undefined {
  const [fetched, setFetched] = useState<{ locale: CheckoutLocale; strings: CheckoutStrings }>();
  const strings = loadedStrings(locale) ?? (fetched?.locale === locale ? fetched.strings : undefined);
  useEffect(() => {
    if (strings) return;
    let current = true;
    void loadStrings(locale).then((loaded) => {
      if (current) setFetched({ locale, strings: loaded });
    });
    return () => {
      current = false;
    };
  }, [locale, strings]);
  return strings;
}

/**
 * Everything the checkout's components share: the API client, the strings, the server clock, the query cache.
 * Options are read once, when the provider mounts (change `key` to apply new ones).
 */
export function CheckoutProvider(props: CheckoutProviderProps) {
  const [fixed] = useState(() => ({
    client: props.client ?? createClient({ baseUrl: props.serviceUrl }),
    queryClient: props.queryClient ?? createCheckoutQueryClient(),
    clock: new ServerClock(),
    resumeStore: props.resumeStore ?? sessionResumeStore(),
  }));
  const { onEvent, redirect } = props;
  const strings = useCatalog(useMemo(() => checkoutLocale(props.locale), [props.locale]));
  const emit = useCallback(
    (event: CheckoutEvent) => {
      try {
        onEvent?.(event);
      } catch (error) {
        // A merchant's handler that throws must not break the checkout.
        console.error('crypto-checkout: an onEvent handler threw', error);
      }
    },
    [onEvent],
  );
  const environment = useMemo<CheckoutEnvironment | undefined>(
    () =>
      strings && {
        client: fixed.client,
        serviceUrl: props.serviceUrl,
        rpcUrl: props.rpcUrl ?? `${props.serviceUrl.replace(/\/+$/, '')}/rpc`,
        strings,
        theme: props.theme ?? 'auto',
        clock: fixed.clock,
        resumeStore: fixed.resumeStore,
        emit,
        redirectMode: props.redirectMode ?? 'never',
        redirect: redirect ?? ((url) => window.location.assign(url)),
        redirectDelayMs: props.redirectDelayMs ?? REDIRECT_DELAY_MS,
        headingLevel: props.headingLevel ?? 2,
        initiationExtras:
          props.signedMetadata !== undefined
            ? { signedMetadata: props.signedMetadata }
            : props.metadata !== undefined
              ? { metadata: props.metadata }
              : {},
      },
    [
      fixed,
      props.serviceUrl,
      props.rpcUrl,
      strings,
      props.theme,
      emit,
      props.redirectMode,
      redirect,
      props.redirectDelayMs,
      props.headingLevel,
      props.metadata,
      props.signedMetadata,
    ],
  );
  return (
    <QueryClientProvider client={fixed.queryClient}>
      {environment ? (
        <EnvironmentContext.Provider value={environment}>{props.children}</EnvironmentContext.Provider>
      ) : null}
    </QueryClientProvider>
  );
}

export function useCheckoutEnvironment(): CheckoutEnvironment {
  const environment = useContext(EnvironmentContext);
  if (!environment) throw new Error('crypto-checkout: components must be rendered inside <CheckoutProvider>');
  return environment;
}

export function useStrings(): CheckoutStrings {
  return useCheckoutEnvironment().strings;
}

/** Says something to screen-reader users through the checkout's polite live region. */
export function useAnnounce(): (message: string) => void {
  const announce = useContext(AnnounceContext);
  if (!announce) throw new Error('crypto-checkout: components must be rendered inside <CheckoutRoot>');
  return announce;
}

/**
 * The checkout's root element: the class every style is scoped under, the theme, the language and its direction
 * (`dir`, so an Arabic checkout is right to left in a shadow root too), a container for
 * container queries, and the one live region that announces status changes and the countdown's coarse steps.
 */
export function CheckoutRoot({ children }: { children: ReactNode }) {
  const { strings, theme } = useCheckoutEnvironment();
  const [announcement, setAnnouncement] = useState({ message: '', serial: 0 });
  const announce = useCallback((message: string) => {
    // A new serial re-mounts the text node, so the same words said twice are announced twice.
    setAnnouncement((previous) => ({ message, serial: previous.serial + 1 }));
  }, []);
  return (
    // part="checkout": in a shadow root (the embed, <Checkout>), the page themes it with `::part(checkout) { --cc-… }`.
    <div className="cc-checkout" part="checkout" data-theme={theme} lang={strings.locale} dir={strings.dir}>
      <AnnounceContext.Provider value={announce}>{children}</AnnounceContext.Provider>
      <div className="cc-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        <span key={announcement.serial}>{announcement.message}</span>
      </div>
    </div>
  );
}
