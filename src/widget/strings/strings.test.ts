import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES, checkoutLocale, en, loadStrings, type CheckoutStrings } from './index.js';
import { countPhrase } from './plural.js';
import type { WalletErrorKind } from './types.js';

/**
 * Every catalog is complete: the same entries as English, no more and no fewer, each one filled in, each
 * counted phrase with a form for every plural category its language has, and every fact a sentence is given
 * (amount, business, wallet, …) said in every language that English says it.
 */

type FunctionKey = {
  [K in keyof CheckoutStrings]: CheckoutStrings[K] extends (...args: never[]) => string ? K : never;
}[keyof CheckoutStrings];
type PluralKey = 'minuteCount' | 'secondCount';

const PLURAL_KEYS: readonly PluralKey[] = ['minuteCount', 'secondCount'];

/** One sample call per sentence: the type makes this list complete. */
const SAMPLE_ARGUMENTS: { [K in Exclude<FunctionKey, 'walletErrorBody'>]: Parameters<CheckoutStrings[K]> } = {
  inactiveBody: ['Demo Coffee'],
  checkoutTitle: ['Demo Coffee'],
  approximately: ['12.5', 'USDC'],
  startFailed: ['the service refused'],
  paymentTitle: ['12.5', 'USDC'],
  qrLabel: ['12.5', 'USDC'],
  transactionRequestQrLabel: ['12.5', 'USDC'],
  networkWarning: ['USDT'],
  timeLeftAnnouncement: [300],
  receivedSoFar: ['4.25', '12.5', 'USDC'],
  paidBody: ['12.5', 'USDC', 'Demo Coffee'],
  excessNote: ['1.75', 'USDC', 'Demo Coffee'],
  redirectingIn: ['shop.example', 5],
  continueTo: ['shop.example'],
  failedBody: ['4.25', '12.5', 'USDC'],
  failedContact: ['Demo Coffee'],
  expiredContact: ['Demo Coffee'],
  announceWaiting: ['12.5', 'USDC'],
  announcePartial: ['4.25', '8.25', 'USDC'],
  testSent: ['12.5', 'USDC'],
  testFailed: ['the service refused'],
  openInWalletApp: ['Phantom'],
  walletConnecting: ['Phantom'],
  walletConnectedAs: ['Phantom'],
  payFromWallet: ['12.5', 'USDC'],
  walletApprove: ['Phantom', '12.5', 'USDC'],
  walletInstall: ['Phantom'],
  walletNetworkName: ['solana:devnet'],
  announceWalletConnected: ['Phantom'],
};

const WALLET_ERROR_KINDS = Object.keys(en.walletErrorTitle) as WalletErrorKind[];
const WALLET_FACTS = {
  wallet: 'Phantom',
  needed: '12.5',
  balance: '3.5',
  crypto: 'USDC',
  network: 'Solana Devnet',
  reason: 'blockhash not found',
};

/** Every sentence of a catalog, each with the facts it was given (the strings among its arguments). */
function sentences(strings: CheckoutStrings): { name: string; text: string; facts: string[] }[] {
  const all: { name: string; text: string; facts: string[] }[] = [];
  for (const [key, args] of Object.entries(SAMPLE_ARGUMENTS)) {
    const sentence = strings[key as keyof typeof SAMPLE_ARGUMENTS] as (...values: unknown[]) => string;
    all.push({ name: key, text: sentence(...args), facts: args.map(String) });
  }
  for (const kind of WALLET_ERROR_KINDS) {
    all.push({
      name: `walletErrorBody(${kind})`,
      text: strings.walletErrorBody(kind, WALLET_FACTS),
      facts: Object.values(WALLET_FACTS),
    });
  }
  all.push({ name: 'timeLeftAnnouncement(0)', text: strings.timeLeftAnnouncement(0), facts: [] });
  all.push({ name: 'networkWarning(SOL)', text: strings.networkWarning('SOL'), facts: ['SOL'] });
  return all;
}

const english = sentences(en);
const here = path.dirname(fileURLToPath(import.meta.url));
const NOT_CATALOGS = new Set(['index.ts', 'types.ts', 'plural.ts', 'fiat.ts', 'shared.ts']);

describe('the locale catalogs', () => {
  it('has one file per supported locale, and a locale for every catalog file', () => {
    const files = readdirSync(here)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !NOT_CATALOGS.has(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(files).toEqual([...SUPPORTED_LOCALES].sort());
    expect(SUPPORTED_LOCALES).toHaveLength(10);
  });

  it('covers every sentence with a sample call', () => {
    const functionKeys = Object.entries(en)
      .filter(([, value]) => typeof value === 'function')
      .map(([key]) => key)
      .sort();
    expect(functionKeys).toEqual([...Object.keys(SAMPLE_ARGUMENTS), 'walletErrorBody'].sort());
  });

  describe.each(SUPPORTED_LOCALES)('%s', (locale) => {
    it('has exactly the entries of the English catalog, of the same kinds', async () => {
      const strings = await loadStrings(locale);
      expect(Object.keys(strings).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en) as (keyof CheckoutStrings)[]) {
        expect(typeof strings[key], key).toBe(typeof en[key]);
        const reference = en[key];
        if (typeof reference === 'object' && !PLURAL_KEYS.includes(key as PluralKey)) {
          expect(Object.keys(strings[key] as object).sort(), key).toEqual(Object.keys(reference).sort());
        }
      }
    });

    it('fills in every entry', async () => {
      const strings = await loadStrings(locale);
      for (const [key, value] of Object.entries(strings)) {
        if (typeof value === 'string') expect(value.trim(), key).not.toBe('');
        if (typeof value === 'object') {
          for (const [inner, text] of Object.entries(value as Record<string, string>)) {
            expect(text.trim(), `${key}.${inner}`).not.toBe('');
          }
        }
      }
      for (const sentence of sentences(strings)) {
        expect(sentence.text.trim(), sentence.name).not.toBe('');
        expect(sentence.text, sentence.name).not.toMatch(/undefined|NaN|\[object/);
      }
    });

    it('says every fact English says', async () => {
      const strings = await loadStrings(locale);
      const translated = sentences(strings);
      english.forEach((reference, index) => {
        const sentence = translated[index];
        for (const fact of reference.facts.filter((fact) => reference.text.includes(fact))) {
          expect(sentence?.text, `${reference.name} should include "${fact}"`).toContain(fact);
        }
      });
    });

    it('has a form for every plural category of its language (Intl.PluralRules), and no other', async () => {
      const strings = await loadStrings(locale);
      const categories = new Intl.PluralRules(strings.locale).resolvedOptions().pluralCategories;
      for (const key of PLURAL_KEYS) {
        expect(Object.keys(strings[key]).sort(), key).toEqual([...categories].sort());
        // "One" and "two" may spell their number out (Arabic's دقيقتان); the forms for any other count cannot.
        for (const category of ['zero', 'few', 'many', 'other'] as const) {
          const form = strings[key][category];
          if (form !== undefined) expect(form, `${key}.${category}`).toContain('{n}');
        }
      }
    });

    it('names its own language and direction', async () => {
      const strings = await loadStrings(locale);
      expect(checkoutLocale(strings.locale, [])).toBe(locale);
      expect(strings.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    });

    if (locale !== 'en') {
      it('is translated, not a copy of English', async () => {
        const strings = await loadStrings(locale);
        const texts = (catalog: CheckoutStrings) =>
          Object.values(catalog).filter((value): value is string => typeof value === 'string');
        const englishTexts = texts(en);
        const same = texts(strings).filter((text, index) => text === englishTexts[index]);
        // Names stay the same in every language ("Devnet", "Total" in French): a few, not most.
        expect(same.length).toBeLessThan(englishTexts.length / 10);
      });
    }
  });
});

describe('counted phrases', () => {
  it('uses each of Arabic’s plural forms', async () => {
    const arabic = await loadStrings('ar');
    const minutes = (count: number) => countPhrase('ar', count, arabic.minuteCount);
    expect(minutes(1)).toBe('دقيقة واحدة');
    expect(minutes(2)).toBe('دقيقتان');
    expect(minutes(5)).toBe('5 دقائق');
    expect(minutes(11)).toBe('11 دقيقة');
    expect(minutes(100)).toBe('100 دقيقة');
  });

  it('announces the time left in the catalog’s language', async () => {
    expect(en.timeLeftAnnouncement(60)).toBe('1 minute left to pay.');
    expect(en.timeLeftAnnouncement(45)).toBe('45 seconds left to pay.');
    expect((await loadStrings('fr')).timeLeftAnnouncement(1)).toBe('Il reste 1 seconde pour payer.');
    expect((await loadStrings('ar')).timeLeftAnnouncement(120)).toBe('الوقت المتبقي للدفع: دقيقتان.');
  });
});

describe('choosing a locale', () => {
  it('takes an explicit choice first, then the browser’s languages in order, then English', () => {
    expect(checkoutLocale('sw', ['ar', 'fr'])).toBe('sw');
    expect(checkoutLocale('pt-AO', [])).toBe('pt');
    expect(checkoutLocale('de', ['de-DE', 'am-ET', 'fr'])).toBe('am');
    expect(checkoutLocale(undefined, ['zu-ZA'])).toBe('zu');
    expect(checkoutLocale(null, ['de', 'it'])).toBe('en');
  });
});
