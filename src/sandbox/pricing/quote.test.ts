import { describe, expect, it } from 'vitest';
import { DEFAULT_USD_RATES, parseUsdRates } from './rates.js';
import { Rational } from './rational.js';
import { convertBaseUnits, quoteTransaction } from './quote.js';

const rates = parseUsdRates(undefined);

describe('Rational', () => {
  it('parses decimals and fractions exactly and reduces them', () => {
    expect(Rational.parse('1/1600').toString()).toBe('1/1600');
    expect(Rational.parse('1/15.5').toString()).toBe('2/31');
    expect(Rational.parse('0.000625').toString()).toBe('1/1600');
    expect(() => Rational.parse('abc')).toThrow('not a decimal number or fraction');
  });

  it('rounds up or half up only at the end', () => {
    expect(new Rational(1n, 3n).toBaseUnitsCeil(2)).toBe(34n);
    expect(new Rational(1n, 3n).toBaseUnitsRounded(2)).toBe(33n);
    expect(new Rational(5n, 1000n).toBaseUnitsRounded(2)).toBe(1n);
    expect(new Rational(1n, 1n).toBaseUnitsCeil(9)).toBe(1_000_000_000n);
  });
});

describe('quoteTransaction', () => {
  it('prices NGN 25,000 in SOL at 150 USD with a 1% fee, rounding the charge up', () => {
    const quote = quoteTransaction({
      crypto: 'SOL',
      baseFiat: 'NGN',
      primaryFiat: 'NGN',
      amountInBaseFiat: 2_500_000n,
      rates,
      feePercent: Rational.parse('1'),
    });
    // 25,000 NGN = 15.625 USD = 0.1041666… SOL → 104,166,667 lamports (rounded up).
    expect(quote.amountInCrypto).toBe(104_166_667n);
    expect(quote.feeInCrypto).toBe(1_041_667n);
    expect(quote.amountInUsd).toBe(1563n);
    expect(quote.amountInPrimaryFiat).toBe(2_500_000n);
  });

  it('charges exactly the price for stablecoins priced in USD', () => {
    const quote = quoteTransaction({
      crypto: 'USDC',
      baseFiat: 'USD',
      primaryFiat: 'NGN',
      amountInBaseFiat: 1999n,
      rates,
      feePercent: Rational.parse('0.5'),
    });
    expect(quote.amountInCrypto).toBe(19_990_000n);
    expect(quote.feeInCrypto).toBe(99_950n);
    expect(quote.amountInPrimaryFiat).toBe(3_198_400n);
  });

  it('prices whole CFA francs, which have no minor unit', () => {
    const quote = quoteTransaction({
      crypto: 'USDC',
      baseFiat: 'XOF',
      primaryFiat: 'XAF',
      amountInBaseFiat: 1000n,
      rates,
      feePercent: Rational.parse('1'),
    });
    // 1000 XOF at the euro peg (1.08 USD / 655.957) = 1.6464493… USD.
    expect(quote.amountInCrypto).toBe(1_646_450n);
    expect(quote.amountInUsd).toBe(165n);
    // The two CFA francs share the peg: a franc of one is a franc of the other.
    expect(quote.amountInPrimaryFiat).toBe(1000n);
    expect(convertBaseUnits(100n, 'EUR', 'XOF', rates.EUR, rates.XOF)).toBe(656n);
  });

  it('converts between any two currencies at the configured rates', () => {
    expect(convertBaseUnits(100n, 'USD', 'NGN', rates.USD, rates.NGN)).toBe(160_000n);
    expect(convertBaseUnits(1_000_000_000n, 'SOL', 'USDT', rates.SOL, rates.USDT)).toBe(150_000_000n);
  });
});

describe('parseUsdRates', () => {
  it('keeps defaults for currencies not overridden', () => {
    const custom = parseUsdRates('{"SOL":"162.5"}');
    expect(custom.SOL.toString()).toBe('325/2');
    expect(custom.NGN.toString()).toBe(DEFAULT_USD_RATES.NGN);
    const euro = parseUsdRates('{"EUR":"1.1","GBP":"1.25","XOF":"1.1/655.957","XAF":"1.1/655.957"}');
    expect(euro.EUR.toString()).toBe('11/10');
    expect(euro.GBP.toString()).toBe('5/4');
    expect(euro.XOF.toString()).toBe('1100/655957');
    expect(euro.XAF.toString()).toBe(euro.XOF.toString());
  });

  it('names the bad entry', () => {
    expect(() => parseUsdRates('{"XYZ":"1"}')).toThrow('unknown currency "XYZ"');
    expect(() => parseUsdRates('{"SOL":"cheap"}')).toThrow('rate of SOL');
    expect(() => parseUsdRates('{"SOL":"0"}')).toThrow('greater than 0');
    expect(() => parseUsdRates('{"USD":"2"}')).toThrow('always 1');
    expect(() => parseUsdRates('[1]')).toThrow('JSON object');
  });
});
