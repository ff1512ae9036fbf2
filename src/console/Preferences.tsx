import { useId } from 'react';
import type { ConsoleLocale } from './context.js';
import { CONSOLE_LOCALES, CONSOLE_THEMES, type ConsoleTheme } from './preferences.js';
import type { ShellWords } from './shell-words.js';

/** Each language named in itself, so a merchant who cannot read the current one still finds theirs. */
const LANGUAGE_NAMES: Record<ConsoleLocale, string> = { en: 'English', fr: 'Français' };

/** The language and theme switches, in the header and on the sign-in screen. */
export function Preferences({
  words,
  locale,
  theme,
  onLocaleChange,
  onThemeChange,
}: {
  words: ShellWords;
  locale: ConsoleLocale;
  theme: ConsoleTheme;
  onLocaleChange: (locale: ConsoleLocale) => void;
  onThemeChange: (theme: ConsoleTheme) => void;
}) {
  const languageId = useId();
  const themeId = useId();
  const themeNames: Record<ConsoleTheme, string> = {
    auto: words.themeAuto,
    light: words.themeLight,
    dark: words.themeDark,
  };
  return (
    <div className="console-preferences">
      <label htmlFor={languageId}>{words.language}</label>
      <select
        id={languageId}
        value={locale}
        onChange={(event) => onLocaleChange(event.currentTarget.value === 'fr' ? 'fr' : 'en')}
      >
        {CONSOLE_LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
      <label htmlFor={themeId}>{words.theme}</label>
      <select
        id={themeId}
        value={theme}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onThemeChange(value === 'light' || value === 'dark' ? value : 'auto');
        }}
      >
        {CONSOLE_THEMES.map((option) => (
          <option key={option} value={option}>
            {themeNames[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
