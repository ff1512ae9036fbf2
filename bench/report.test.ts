import { describe, expect, it } from 'vitest';
import { verdict, verdicts } from './report.js';

describe('goal verdicts', () => {
  it('says met (no miss) at or beyond the goal', () => {
    expect(verdict(1_000, 1_000, 'floor')).toBeUndefined();
    expect(verdict(20, 20, 'ceiling')).toBeUndefined();
    expect(verdicts([['req/s', undefined]])).toBe('met');
  });

  it('says how many times off a floor or a ceiling is missed', () => {
    expect(verdict(50, 1_000, 'floor')).toBe('missed by 20×');
    expect(verdict(600, 300, 'ceiling')).toBe('missed by 2.00×');
    expect(verdict(0, 1_000, 'floor')).toBe('missed (nothing measured)');
  });

  it('names each missed goal of a figure with several', () => {
    expect(
      verdicts([
        ['req/s', verdict(60, 1_000, 'floor')],
        ['p99', undefined],
      ]),
    ).toBe('req/s missed by 17×');
  });
});
