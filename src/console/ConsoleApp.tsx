import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ConsoleLink } from './ConsoleLink.js';
import {
  ConsoleContext,
  useWords,
  wordsFor,
  type ConsoleEnvironment,
  type ConsoleLocale,
} from './context.js';
import { readSession, type DashboardSession } from './dashboard-session.js';
import { CustomersSection } from './customers/CustomersSection.js';
import { DevelopersSection } from './developers/DevelopersSection.js';
import { LinksSection } from './links/LinksSection.js';
import { MoneySection } from './money/MoneySection.js';
import { PaymentCreate } from './new-payment/PaymentCreate.js';
import { PageHeading } from './PageHeading.js';
import { PaymentsSection } from './payments/PaymentsSection.js';
import {
  browserStorage,
  loadLocale,
  loadTheme,
  saveLocale,
  saveTheme,
  type ConsoleTheme,
} from './preferences.js';
import { matchRoute, routePath, sectionOf, type ConsoleRoute } from './router.js';
import { createSessionClient } from './session-client.js';
import { shellWords } from './shell-words.js';
import { Shell } from './Shell.js';
import { SignIn, type SignInNotice } from './SignIn.js';
import { useConsoleLocation } from './use-route.js';

type SessionState =
  | { kind: 'checking' }
  | { kind: 'checkFailed' }
  | { kind: 'signedOut'; notice: SignInNotice | undefined }
  | { kind: 'signedIn'; session: DashboardSession; throughForm: boolean };

/**
 * The merchant console (`/dashboard`): asks the service whether the browser holds a session, shows the sign-in
 * screen until it does, then the shell around the page the address names. The session's CSRF token is held here,
 * in memory only.
 */
export function ConsoleApp() {
  const storage = useMemo(() => browserStorage(), []);
  const [locale, setLocale] = useState<ConsoleLocale>(() =>
    loadLocale(storage, typeof navigator === 'undefined' ? [] : navigator.languages),
  );
  const [theme, setTheme] = useState<ConsoleTheme>(() => loadTheme(storage));
  const [session, setSession] = useState<SessionState>({ kind: 'checking' });
  const { location, navigate } = useConsoleLocation();
  const route = matchRoute(location.pathname);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => {
    // `auto` leaves the colours to prefers-color-scheme (console.css).
    if (theme === 'auto') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
  }, [theme]);

  const changeLocale = useCallback(
    (next: ConsoleLocale) => {
      setLocale(next);
      saveLocale(storage, next);
    },
    [storage],
  );
  const changeTheme = useCallback(
    (next: ConsoleTheme) => {
      setTheme(next);
      saveTheme(storage, next);
    },
    [storage],
  );

  const askForSession = useCallback(() => {
    readSession().then(
      (found) =>
        setSession(
          found
            ? { kind: 'signedIn', session: found, throughForm: false }
            : { kind: 'signedOut', notice: undefined },
        ),
      () => setSession({ kind: 'checkFailed' }),
    );
  }, []);
  // On load the state already says "checking"; the answer sets it.
  useEffect(askForSession, [askForSession]);
  const checkAgain = () => {
    setSession({ kind: 'checking' });
    askForSession();
  };

  // Signed in at /dashboard itself: the console opens on payments.
  const signedIn = session.kind === 'signedIn';
  useEffect(() => {
    if (signedIn && route.name === 'home') navigate(routePath({ name: 'payments' }), { replace: true });
  }, [signedIn, route.name, navigate]);

  const onSignedOut = useCallback(
    (notice: SignInNotice) => {
      setSession({ kind: 'signedOut', notice });
      // Signing out leaves for the console's front door; an expired session keeps the address, so signing in
      // again comes back to the same page.
      if (notice === 'signedOut') navigate(routePath({ name: 'home' }));
    },
    [navigate],
  );

  const words = wordsFor(shellWords, locale);
  if (session.kind === 'checking' || session.kind === 'checkFailed') {
    return (
      <main id="main-content" className="console-signin-main">
        {session.kind === 'checking' ? (
          <p role="status">{words.checkingSession}</p>
        ) : (
          <div role="alert">
            <p className="console-error">{words.sessionCheckFailed}</p>
            <button type="button" className="console-button" onClick={checkAgain}>
              {words.retry}
            </button>
          </div>
        )}
      </main>
    );
  }
  if (session.kind === 'signedOut') {
    return (
      <SignIn
        locale={locale}
        theme={theme}
        notice={session.notice}
        onLocaleChange={changeLocale}
        onThemeChange={changeTheme}
        onSignedIn={(started) => setSession({ kind: 'signedIn', session: started, throughForm: true })}
      />
    );
  }
  return (
    <SignedInConsole
      key={session.session.csrfToken}
      session={session.session}
      focusHeading={session.throughForm}
      locale={locale}
      theme={theme}
      route={route}
      search={location.search}
      pathname={location.pathname}
      navigate={navigate}
      onLocaleChange={changeLocale}
      onThemeChange={changeTheme}
      onSignedOut={onSignedOut}
    />
  );
}

/**
 * The console with a session: its own query cache and client (both dropped on sign-out, so nothing of one session
 * is shown in the next), the shell, and the page.
 */
function SignedInConsole({
  session,
  focusHeading,
  locale,
  theme,
  route,
  search,
  pathname,
  navigate,
  onLocaleChange,
  onThemeChange,
  onSignedOut,
}: {
  session: DashboardSession;
  /** Signed in just now with the form, which is gone: focus goes to the page's heading. */
  focusHeading: boolean;
  locale: ConsoleLocale;
  theme: ConsoleTheme;
  route: ConsoleRoute;
  search: string;
  pathname: string;
  navigate: (path: string, options?: { replace?: boolean }) => void;
  onLocaleChange: (locale: ConsoleLocale) => void;
  onThemeChange: (theme: ConsoleTheme) => void;
  onSignedOut: (notice: SignInNotice) => void;
}) {
  const queryClient = useMemo(
    // The typed client retries what is worth retrying already; the cache does not retry on top of it.
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5_000 } } }),
    [],
  );
  const client = useMemo(
    () => createSessionClient(window.location.origin, session.csrfToken, () => onSignedOut('sessionEnded')),
    [session.csrfToken, onSignedOut],
  );
  useEffect(() => () => queryClient.clear(), [queryClient]);

  const environment = useMemo<ConsoleEnvironment>(
    () => ({
      client,
      business: session.business,
      csrfToken: session.csrfToken,
      locale,
      navigate: (path: string) => navigate(path),
      signedOut: () => onSignedOut('signedOut'),
    }),
    [client, session, locale, navigate, onSignedOut],
  );

  // A new page: focus goes to its heading, so a screen reader starts there (not on the first page shown).
  const firstPathname = useRef(focusHeading ? '' : pathname);
  useEffect(() => {
    if (pathname === firstPathname.current) return;
    firstPathname.current = '';
    document.querySelector<HTMLElement>('#main-content h1')?.focus();
  }, [pathname]);

  return (
    <QueryClientProvider client={queryClient}>
      <ConsoleContext.Provider value={environment}>
        <Shell
          section={sectionOf(route)}
          theme={theme}
          onLocaleChange={onLocaleChange}
          onThemeChange={onThemeChange}
        >
          <RoutedPage route={route} search={search} />
        </Shell>
      </ConsoleContext.Provider>
    </QueryClientProvider>
  );
}

function RoutedPage({ route, search }: { route: ConsoleRoute; search: string }) {
  switch (route.name) {
    case 'payments':
    case 'payment':
      return <PaymentsSection route={route} search={search} />;
    case 'newPayment':
      return <PaymentCreate />;
    case 'customers':
    case 'newCustomer':
      return <CustomersSection route={route} search={search} />;
    case 'links':
    case 'newLink':
    case 'link':
      return <LinksSection route={route} />;
    case 'money':
      return <MoneySection />;
    case 'developers':
      return <DevelopersSection />;
    case 'home':
      // Replaced by payments at once (ConsoleApp's redirect).
      return null;
    case 'notFound':
      return <NotFound />;
  }
}

function NotFound() {
  const words = useWords(shellWords);
  return (
    <section>
      <PageHeading title={words.notFoundTitle} />
      <p>{words.notFoundText}</p>
      <p>
        <ConsoleLink to={routePath({ name: 'payments' })}>{words.backToPayments}</ConsoleLink>
      </p>
    </section>
  );
}
