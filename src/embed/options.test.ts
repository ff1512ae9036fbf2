import { describe, expect, it } from 'vitest';
import { parseEmbedOptions } from '../widget/embed-options.js';
import { httpUrl, resolveOptions } from './options.js';

const LINK = '3f1c2b9e-6a7d-4c1e-9b2a-5d8e7f6a1b2c';
const SERVICE = 'https://checkout.example';

describe('resolveOptions (the loader, no zod)', () => {
  it('takes valid options, with the service URL and mode defaulted', () => {
    const onSuccess = () => undefined;
    const { options, problems } = resolveOptions(
      { paymentLink: LINK, theme: 'dark', locale: 'fr-CA', onSuccess },
      { serviceUrl: SERVICE, mode: 'button' },
    );
    expect(problems).toEqual([]);
    expect(options).toEqual({
      paymentLink: LINK,
      serviceUrl: SERVICE,
      mode: 'button',
      theme: 'dark',
      locale: 'fr-CA',
      handlers: { success: onSuccess },
    });
  });

  it('names every bad option, as the attribute when it came from the script tag', () => {
    const { options, problems } = resolveOptions(
      { paymentLink: 'abc', serviceUrl: 'ftp://x', mode: 'popup', theme: 'blue', locale: 'english!' },
      { serviceUrl: SERVICE, mode: 'button' },
      true,
    );
    expect(options).toBeUndefined();
    expect(problems).toEqual([
      'invalid option data-payment-link: must be a payment link id (a UUID) (got "abc")',
      'invalid option data-service-url: must be an absolute http:// or https:// URL (got "ftp://x")',
      'invalid option data-mode: must be "button", "inline" (got "popup")',
      'invalid option data-theme: must be "light", "dark", "auto" (got "blue")',
      'invalid option data-locale: must be a language tag such as "en" or "fr-CA" (got "english!")',
    ]);
  });

  it('refuses a missing payment link, unknown options, handlers that are not functions, and a non-object', () => {
    expect(
      resolveOptions({ onSucess: () => 1, onError: 'x' }, { serviceUrl: SERVICE, mode: 'inline' }).problems,
    ).toEqual([
      'unknown option "onSucess"',
      'invalid option onError: must be a function (got "x")',
      'invalid option paymentLink: is required: the id of a payment link (it is missing)',
    ]);
    expect(resolveOptions('abc', { serviceUrl: SERVICE, mode: 'inline' }).problems).toHaveLength(1);
  });

  it('needs a service URL when checkout.js did not come from the service', () => {
    expect(resolveOptions({ paymentLink: LINK }, { serviceUrl: undefined, mode: 'inline' }).problems).toEqual(
      [
        'invalid option serviceUrl: is required when checkout.js was not loaded from the service (it is missing)',
      ],
    );
  });

  it('normalises http(s) URLs and refuses others', () => {
    expect(httpUrl('https://checkout.example/')).toBe('https://checkout.example');
    expect(httpUrl('http://127.0.0.1:8787/base/')).toBe('http://127.0.0.1:8787/base');
    expect(httpUrl('https://user:pw@checkout.example')).toBeUndefined();
    expect(httpUrl('javascript:alert(1)')).toBeUndefined();
    expect(httpUrl('/relative')).toBeUndefined();
  });
});

describe('parseEmbedOptions (the widget, zod)', () => {
  it('agrees with the loader on valid options', () => {
    expect(parseEmbedOptions({ paymentLink: LINK, serviceUrl: `${SERVICE}/`, theme: 'auto' })).toEqual({
      ok: true,
      options: { paymentLink: LINK, serviceUrl: SERVICE, theme: 'auto' },
    });
  });

  it('names the options it refuses', () => {
    const parsed = parseEmbedOptions({
      paymentLink: 'abc',
      serviceUrl: 'nope',
      rpcUrl: 'ws://x',
      theme: 'blue',
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems.map((problem) => problem.option).sort()).toEqual([
      'paymentLink',
      'rpcUrl',
      'serviceUrl',
      'theme',
    ]);
  });
});
