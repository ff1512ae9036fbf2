import { useState, type ReactNode } from 'react';
import { ConsoleLink } from './ConsoleLink.js';
import { useConsole, useWords, type ConsoleLocale } from './context.js';
import { endSession } from './dashboard-session.js';
import type { ConsoleTheme } from './preferences.js';
import { Preferences } from './Preferences.js';
import { routePath, type ConsoleSection } from './router.js';
import { shellWords } from './shell-words.js';

/**
 * The frame of every signed-in page: a skip link, the header (business, navigation, language and theme, sign
 * out) and the main region the page goes in. On a narrow screen the navigation wraps onto its own row.
 */
export function Shell({
  section,
  theme,
  onLocaleChange,
  onThemeChange,
  children,
}: {
  section: ConsoleSection | undefined;
  theme: ConsoleTheme;
  onLocaleChange: (locale: ConsoleLocale) => void;
  onThemeChange: (theme: ConsoleTheme) => void;
  children: ReactNode;
}) {
  const { business, csrfToken, locale, signedOut } = useConsole();
  const words = useWords(shellWords);
  const [signingOut, setSigningOut] = useState(false);
  const [signOutFailed, setSignOutFailed] = useState(false);

  const sections: { id: ConsoleSection; label: string }[] = [
    { id: 'payments', label: words.payments },
    { id: 'customers', label: words.customers },
    { id: 'links', label: words.paymentLinks },
    { id: 'money', label: words.money },
    { id: 'developers', label: words.developers },
  ];

  const onSignOut = () => {
    setSigningOut(true);
    setSignOutFailed(false);
    endSession(csrfToken).then(
      () => signedOut(),
      () => {
        setSigningOut(false);
        setSignOutFailed(true);
      },
    );
  };

  return (
    <div className="console-shell">
      <a className="console-skip-link" href="#main-content">
        {words.skipToContent}
      </a>
      <header className="console-header">
        <div className="console-header-top">
          <p className="console-business">
            <span className="console-product">{words.consoleTitle}</span>
            <span className="console-business-name" data-testid="business-name">
              {business.name}
            </span>
          </p>
          <div className="console-header-tools">
            <Preferences
              words={words}
              locale={locale}
              theme={theme}
              onLocaleChange={onLocaleChange}
              onThemeChange={onThemeChange}
            />
            <button
              type="button"
              className="console-button console-button-secondary"
              onClick={onSignOut}
              disabled={signingOut}
            >
              {signingOut ? words.signingOut : words.signOut}
            </button>
          </div>
        </div>
        <nav className="console-nav" aria-label={words.primaryNavigation}>
          <ul>
            {sections.map((item) => (
              <li key={item.id}>
                <ConsoleLink to={routePath({ name: item.id })} current={section === item.id}>
                  {item.label}
                </ConsoleLink>
              </li>
            ))}
          </ul>
        </nav>
        <div role="alert" className="console-alert-slot">
          {signOutFailed ? <p className="console-error">{words.signOutFailed}</p> : null}
        </div>
      </header>
      <main id="main-content" className="console-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
