import { describe, expect, it } from 'vitest';
import { remToCustomProperty } from './isolation.js';

describe('remToCustomProperty', () => {
  it('rewrites rem lengths in declarations, whatever the page root font size', () => {
    expect(remToCustomProperty('.a { padding: 2rem 1.25rem; font-size: .85rem; }')).toBe(
      '.a { padding: calc(2 * var(--cc-rem)) calc(1.25 * var(--cc-rem)); font-size: calc(.85 * var(--cc-rem)); }',
    );
    expect(remToCustomProperty('.a{margin:-0.5rem}')).toBe('.a{margin:calc(-0.5 * var(--cc-rem))}');
  });

  it('leaves at-rule conditions, selectors and other units alone', () => {
    const css = '@media (min-width: 40rem) { .x-2rem { width: 3em; max-width: 60rem } }';
    expect(remToCustomProperty(css)).toBe(
      '@media (min-width: 40rem) { .x-2rem { width: 3em; max-width: calc(60 * var(--cc-rem)) } }',
    );
  });
});
