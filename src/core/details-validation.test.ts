import { describe, expect, it } from 'vitest';
import { hasProblems, validateDetails } from './details-validation.js';

describe('details validation', () => {
  it('requires a valid e-mail and bounds the names, as the service does', () => {
    expect(validateDetails({ email: '', firstName: '', lastName: '' })).toEqual({ email: 'required' });
    expect(validateDetails({ email: 'not-an-email', firstName: '', lastName: '' })).toEqual({
      email: 'invalid_email',
    });
    expect(validateDetails({ email: ' ada@example.com ', firstName: 'x'.repeat(101), lastName: '' })).toEqual(
      {
        firstName: 'too_long',
      },
    );
    expect(hasProblems(validateDetails({ email: 'ada@example.com', firstName: 'Ada', lastName: 'L' }))).toBe(
      false,
    );
  });
});
