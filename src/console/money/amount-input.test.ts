import { describe, expect, it } from 'vitest';
import { amountFromText, normaliseAmountText } from './amount-input.js';

describe('amount fields', () => {
  it('reads a French decimal comma and grouping spaces as the API writes numbers', () => {
    expect(normaliseAmountText(' 12,5 ')).toBe('12.5');
    expect(normaliseAmountText('1 234,56')).toBe('1234.56');
    expect(normaliseAmountText('1\u202f234.5')).toBe('1234.5');
    expect(amountFromText('0,000001')).toBe(0.000001);
  });

  it('leaves anything else for the request schema to name', () => {
    expect(normaliseAmountText('1,234,5')).toBe('1,234,5');
    expect(amountFromText('abc')).toBeNaN();
    expect(amountFromText('-3')).toBeNaN();
    expect(amountFromText('')).toBeNaN();
  });
});
