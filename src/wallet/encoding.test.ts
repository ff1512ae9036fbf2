import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, shortAddress } from './encoding.js';

describe('encoding', () => {
  it('base64 round-trips any bytes, long ones included', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, index) => (index * 31) % 256);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });

  it('shortens addresses for display', () => {
    expect(shortAddress('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')).toBe('9xQe…VFin');
    expect(shortAddress('short')).toBe('short');
  });
});
