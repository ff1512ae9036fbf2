import { describe, expect, it } from 'vitest';
import { settledSince } from './list-refresh.js';

describe('settledSince', () => {
  it('is true when a record unsettled before is now listed settled', () => {
    expect(settledSince(new Set(['a']), [{ id: 'a', unsettled: false }])).toBe(true);
  });

  it('is false when it is still unsettled, or merely left the page', () => {
    expect(settledSince(new Set(['a']), [{ id: 'a', unsettled: true }])).toBe(false);
    expect(settledSince(new Set(['a']), [{ id: 'b', unsettled: false }])).toBe(false);
    expect(settledSince(new Set(), [{ id: 'a', unsettled: false }])).toBe(false);
  });
});
