import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { wordsFor, type ConsoleLocale } from './context.js';
import { signIn, type DashboardSession, type SignInFailure } from './dashboard-session.js';
import type { ConsoleTheme } from './preferences.js';
import { Preferences } from './Preferences.js';
import { shellWords } from './shell-words.js';

/** Why the sign-in screen is shown, when there is something to say about it. */
export type SignInNotice = 'sessionEnded' | 'signedOut';

/**
 * The sign-in screen: the business's secret key, in a password field (not shown, not offered to autocomplete
 * as something to remember). The key goes to `POST /dashboard/session` and is dropped from the form once signed
 * in; what went wrong is announced (role=alert).
 */
export function SignIn({
  locale,
  theme,
  notice,
  onLocaleChange,
  onThemeChange,
  onSignedIn,
}: {
  locale: ConsoleLocale;
  theme: ConsoleTheme;
  notice: SignInNotice | undefined;
  onLocaleChange: (locale: ConsoleLocale) => void;
  onThemeChange: (theme: ConsoleTheme) => void;
  onSignedIn: (session: DashboardSession) => void;
}) {
  const words = wordsFor(shellWords, locale);
  const fieldId = useId();
  const hintId = useId();
  const [secretKey, setSecretKey] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<SignInFailure | undefined>();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = words.signInTitle;
    // Arriving here after the session ended: the notice is read out with the page heading.
    if (notice) headingRef.current?.focus();
  }, [notice, words.signInTitle]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setFailure(undefined);
    void signIn(secretKey.trim()).then((result) => {
      setSubmitting(false);
      if (result.ok) {
        setSecretKey('');
        onSignedIn(result.session);
      } else {
        setFailure(result);
      }
    });
  };

  return (
    <div className="console-signin">
      <header className="console-signin-header">
        <Preferences
          words={words}
          locale={locale}
          theme={theme}
          onLocaleChange={onLocaleChange}
          onThemeChange={onThemeChange}
        />
      </header>
      <main id="main-content" className="console-signin-main">
        <h1 ref={headingRef} tabIndex={-1} className="console-page-title">
          {words.signInTitle}
        </h1>
        {notice ? (
          <p className="console-notice" role="status">
            {notice === 'sessionEnded' ? words.sessionEnded : words.signedOutNotice}
          </p>
        ) : null}
        <p>{words.signInIntro}</p>
        <form className="console-form" onSubmit={onSubmit} noValidate>
          <div className="console-field">
            <label htmlFor={fieldId}>{words.secretKey}</label>
            <input
              id={fieldId}
              name="secretKey"
              type="password"
              autoComplete="current-password"
              spellCheck={false}
              required
              aria-describedby={hintId}
              aria-invalid={
                failure?.reason === 'wrong_key' || failure?.reason === 'invalid' ? true : undefined
              }
              value={secretKey}
              onChange={(event) => setSecretKey(event.currentTarget.value)}
            />
            <p id={hintId} className="console-hint">
              {words.secretKeyHint}
            </p>
          </div>
          <div role="alert" className="console-alert-slot">
            {failure ? <p className="console-error">{failureText(failure, words)}</p> : null}
          </div>
          <button type="submit" className="console-button" disabled={submitting}>
            {submitting ? words.signingIn : words.signIn}
          </button>
        </form>
      </main>
    </div>
  );
}

function failureText(failure: SignInFailure, words: (typeof shellWords)['en']): string {
  switch (failure.reason) {
    case 'wrong_key':
      return words.wrongKey;
    case 'rate_limited':
      return words.rateLimited(failure.retryAfterSeconds);
    case 'network':
      return words.networkDown;
    case 'invalid':
      return words.invalidKey(failure.message);
    case 'server':
      return words.serverError(failure.message);
  }
}
