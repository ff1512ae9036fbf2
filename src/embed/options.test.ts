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
      'invalid option paymentLink: is required: the id of a payment link (or give a transaction reference) (it is missing)',
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

  it('takes metadata as an object, or as JSON text from data-metadata, with a redirect choice', () => {
    expect(
      resolveOptions(
        { paymentLink: LINK, metadata: { orderId: '7', lines: [1, 2] }, redirect: 'after-success' },
        { serviceUrl: SERVICE, mode: 'button' },
      ).options,
    ).toMatchObject({ metadata: { orderId: '7', lines: [1, 2] }, redirect: 'after-success' });
    expect(
      resolveOptions(
        { paymentLink: LINK, metadata: '{"orderId":"8"}', redirect: 'never' },
        { serviceUrl: SERVICE, mode: 'button' },
        true,
      ).options,
    ).toMatchObject({ metadata: { orderId: '8' }, redirect: 'never' });
  });

  it('refuses metadata that is not a JSON object and a bad redirect (the widget checks the rest)', () => {
    const problemsOf = (options: Record<string, unknown>, fromAttributes = false) =>
      resolveOptions(
        { paymentLink: LINK, ...options },
        { serviceUrl: SERVICE, mode: 'button' },
        fromAttributes,
      ).problems;
    expect(problemsOf({ metadata: '{oops' }, true)).toEqual([
      'invalid option data-metadata: must be a JSON object such as {"orderId":"1234"} (got "{oops")',
    ]);
    expect(problemsOf({ metadata: [1, 2] })[0]).toMatch(/^invalid option metadata: must be a JSON object/);
    expect(problemsOf({ redirect: 'always' }, true)).toEqual([
      'invalid option data-redirect: must be "never", "after-success" (got "always")',
    ]);
  });

  it('pays a transaction by its reference instead of a link, without metadata of its own', () => {
    const { options, problems } = resolveOptions(
      { reference: 'order_1234', serviceUrl: SERVICE },
      { serviceUrl: undefined, mode: 'inline' },
    );
    expect(problems).toEqual([]);
    expect(options).toEqual({ reference: 'order_1234', serviceUrl: SERVICE, mode: 'inline', handlers: {} });
    const problemsOf = (given: Record<string, unknown>) =>
      resolveOptions(given, { serviceUrl: SERVICE, mode: 'inline' }).problems;
    expect(problemsOf({ reference: 'order_1234', paymentLink: LINK })[0]).toMatch(
      /^invalid option reference: cannot be given with paymentLink/,
    );
    expect(problemsOf({ reference: 'no spaces allowed' })[0]).toMatch(/^invalid option reference: must be/);
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

  it('checks metadata with the service’s own rules, and takes a reference instead of a link', () => {
    const refused = (options: Record<string, unknown>) => {
      const parsed = parseEmbedOptions({ serviceUrl: SERVICE, ...options });
      return parsed.ok ? [] : parsed.problems.map((problem) => problem.option);
    };
    expect(refused({ paymentLink: LINK, metadata: { a: { b: { c: { d: { e: { f: 1 } } } } } } })).toEqual([
      'metadata',
    ]);
    expect(refused({ paymentLink: LINK, metadata: { note: 'x'.repeat(5000) } })).toEqual(['metadata']);
    expect(refused({ paymentLink: LINK, signedMetadata: 'not-a-token' })).toEqual(['signedMetadata']);
    expect(
      refused({ paymentLink: LINK, metadata: { a: 1 }, signedMetadata: `eyJhIjoxfQ.${'a'.repeat(64)}` }),
    ).toEqual(['signedMetadata']);
    expect(refused({ paymentLink: LINK, redirect: 'always' })).toEqual(['redirect']);
    expect(parseEmbedOptions({ reference: 'order_1234', serviceUrl: SERVICE, redirect: 'never' })).toEqual({
      ok: true,
      options: { reference: 'order_1234', serviceUrl: SERVICE, redirect: 'never' },
    });
    const neither = parseEmbedOptions({ serviceUrl: SERVICE });
    expect(neither.ok ? [] : neither.problems.map((problem) => problem.option)).toEqual(['paymentLink']);
    const withMetadata = parseEmbedOptions({
      reference: 'order_1234',
      serviceUrl: SERVICE,
      metadata: { a: 1 },
    });
    expect(withMetadata.ok ? [] : withMetadata.problems.map((problem) => problem.option)).toEqual([
      'metadata',
    ]);
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
