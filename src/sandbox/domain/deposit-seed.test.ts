import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DepositSeed } from './deposit-seed.js';

const SEED_HEX = 'a1'.repeat(32);

describe('a deposit seed', () => {
  it('is read from 32 to 64 bytes of hexadecimal, in either case', () => {
    expect(DepositSeed.fromHex(SEED_HEX).toHex()).toBe(SEED_HEX);
    expect(DepositSeed.fromHex('B2'.repeat(64)).toHex()).toBe('b2'.repeat(64));
    expect(DepositSeed.fromHex('c3'.repeat(48)).bytes()).toHaveLength(48);
  });

  it('refuses anything else, without repeating what it was given', () => {
    const refused = [
      'a1'.repeat(31),
      'a1'.repeat(65),
      `${SEED_HEX}a`,
      `0x${SEED_HEX}`,
      `${SEED_HEX}\n`,
      ` ${SEED_HEX}`,
      'g1'.repeat(32),
      Buffer.from('a1'.repeat(32), 'hex').toString('base64'),
    ];
    for (const text of refused) {
      let message = '';
      try {
        DepositSeed.fromHex(text);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/64 to 128 hexadecimal characters/);
      expect(message).not.toContain(text.trim());
    }
  });

  it('never shows its bytes when printed, logged or serialised', () => {
    const seed = DepositSeed.fromHex(SEED_HEX);
    for (const shown of [
      String(seed),
      `${seed}`,
      JSON.stringify({ seed }),
      inspect(seed),
      inspect({ nested: { seed } }, { depth: 10, showHidden: true }),
    ]) {
      expect(shown).toContain('redacted');
      expect(shown.toLowerCase()).not.toContain('a1a1');
    }
  });

  it('hands out copies, so wiping one leaves the seed intact', () => {
    const seed = DepositSeed.fromHex(SEED_HEX);
    seed.bytes().fill(0);
    expect(seed.toHex()).toBe(SEED_HEX);
  });

  it('is generated as 32 random bytes', () => {
    const first = DepositSeed.generate();
    expect(first.bytes()).toHaveLength(32);
    expect(first.toHex()).not.toBe(DepositSeed.generate().toHex());
  });
});
