import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.js';

describe('formatMoney', () => {
  it('writes fiat as currency in the locale', () => {
    expect(formatMoney(20, 'USD', 'en')).toBe('$20.00');
    expect(formatMoney(20, 'EUR', 'fr')).toMatch(/^20,00\s€$/);
  });

  it('writes crypto with its code and no more than its decimals', () => {
    expect(formatMoney(0.125, 'SOL', 'en')).toBe('0.125\u00a0SOL');
    expect(formatMoney(1.2345678, 'USDC', 'en')).toBe('1.234568\u00a0USDC');
    expect(formatMoney(1234.5, 'USDT', 'fr')).toMatch(/^1\s234,5\u00a0USDT$/);
  });
});
