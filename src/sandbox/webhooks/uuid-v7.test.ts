import { describe, expect, it } from 'vitest';
import { uuidSchema } from '../../api/schemas/common.js';
import { uuidV7 } from './uuid-v7.js';

describe('uuidV7', () => {
  it('makes version 7 UUIDs that carry the time', () => {
    const id = uuidV7(Date.UTC(2026, 0, 1));
    expect(uuidSchema.safeParse(id).success).toBe(true);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBeGreaterThanOrEqual(
      Date.UTC(2026, 0, 1),
    );
  });

  it('sorts in the order made, within one millisecond and past the counter, even if the clock steps back', () => {
    const now = Date.now() + 60_000;
    const ids = [...Array.from({ length: 5000 }, () => uuidV7(now)), uuidV7(now - 1000), uuidV7(now + 5000)];
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });
});
