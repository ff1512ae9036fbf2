import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.js';

/** A JSON array nested `depth` levels deep around `inner`, built without recursion. */
function nestedArrays(depth: number, inner: unknown): unknown {
  let value = inner;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

describe('nesting depth', () => {
  it('counts objects and arrays, the outermost being the first level', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan({}, 0)).toBe(true);
    expect(nestsDeeperThan({}, 1)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 2)).toBe(true);
    expect(nestsDeeperThan({ a: 1, b: { c: [[]] } }, 3)).toBe(true);
  });

  it('answers at once for a value 30,000 levels deep, and for a cycle', () => {
    expect(nestsDeeperThan(nestedArrays(30_000, 1), 5)).toBe(true);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(nestsDeeperThan(cycle, 5)).toBe(true);
  });
});
