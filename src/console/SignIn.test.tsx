import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SignIn } from './SignIn.js';

function render(notice?: 'sessionEnded' | 'signedOut', locale: 'en' | 'fr' = 'en'): string {
  return renderToStaticMarkup(
    <SignIn
      locale={locale}
      theme="auto"
      notice={notice}
      onLocaleChange={() => undefined}
      onThemeChange={() => undefined}
      onSignedIn={() => undefined}
    />,
  );
}

describe('SignIn', () => {
  it('asks for the secret key in a labelled password field', () => {
    const html = render();
    const id = /<label for="([^"]+)">Secret key<\/label>/.exec(html)?.[1];
    expect(id).toBeDefined();
    const input = new RegExp(`<input id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(input).toContain('type="password"');
    expect(input).toContain('name="secretKey"');
    expect(html).toContain(
      '<h1 tabindex="-1" class="console-page-title">Sign in to the merchant console</h1>',
    );
    expect(html).toContain('role="alert"');
  });

  it('says why the merchant is back at sign-in, in their language', () => {
    expect(render('sessionEnded')).toContain('Your session ended; sign in again.');
    expect(render('sessionEnded', 'fr')).toContain('Votre session a pris fin ; reconnectez-vous.');
  });
});
