import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  baseUnitsToNumber,
  decimalPlaces,
  formatBaseUnits,
  numberToDecimalString,
  toBaseUnits,
} from './money.js';

describe('money', () => {
  it('reads decimals into base units without floating-point error', () => {
    expect(toBaseUnits(0.1, 9)).toBe(100_000_000n);
    expect(toBaseUnits(19.99, 2)).toBe(1999n);
    expect(toBaseUnits('0.000000001', 9)).toBe(1n);
    expect(toBaseUnits(1e-7, 9)).toBe(100n);
    expect(toBaseUnits(1.5e21, 0)).toBe(1_500_000_000_000_000_000_000n);
  });

  it('refuses amounts more precise than the unit instead of rounding them', () => {
    expect(() => toBaseUnits(0.001, 2)).toThrow('more than 2 decimal places');
    expect(() => toBaseUnits('1.2.3', 2)).toThrow('not a plain decimal');
    expect(() => toBaseUnits(-1, 2)).toThrow('negative');
    expect(() => toBaseUnits(Number.NaN, 2)).toThrow('finite');
  });

  it('formats base units as the shortest exact decimal', () => {
    expect(formatBaseUnits(1_500_000n, 6)).toBe('1.5');
    expect(formatBaseUnits(1n, 9)).toBe('0.000000001');
    expect(formatBaseUnits(-250n, 2)).toBe('-2.5');
    expect(formatBaseUnits(100n, 2)).toBe('1');
    expect(baseUnitsToNumber(105_208_334n, 9)).toBe(0.105208334);
  });

  it('counts decimal places as written, ignoring trailing zeros', () => {
    expect(decimalPlaces(12.5)).toBe(1);
    expect(decimalPlaces('12.500')).toBe(1);
    expect(decimalPlaces(3)).toBe(0);
    expect(numberToDecimalString(1.23e-8)).toBe('0.0000000123');
  });

  it('round-trips every amount of up to 15 significant digits (what a double holds exactly)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }),
        fc.integer({ min: 0, max: 9 }),
        (units, decimals) => {
          const number = baseUnitsToNumber(units, decimals);
          expect(toBaseUnits(number, decimals)).toBe(units);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
