import { describe, expect, it } from 'vitest';
import { ConflictError, InvalidRequestError } from '../api/errors.js';
import { formErrorsOf, hasFormErrors, noFormErrors } from './form-errors.js';

describe('formErrorsOf', () => {
  it('puts each refusal next to the field it names, the rest apart', () => {
    const error = new InvalidRequestError('Invalid request body', {
      errors: [
        { field: 'email', message: 'must be an e-mail address' },
        { field: 'email', message: 'must be at most 254 characters' },
        { field: 'metadata.order', message: 'must be storable text' },
        { field: 'body', message: 'is not JSON' },
      ],
    });
    expect(formErrorsOf(error, ['email', 'metadata'] as const)).toEqual({
      fields: {
        email: 'must be an e-mail address; must be at most 254 characters',
        metadata: 'must be storable text',
      },
      general: ['body is not JSON'],
    });
  });

  it('keeps a conflict naming a field beside it', () => {
    const error = new ConflictError('Customer already exists', {
      errors: [{ field: 'email', message: 'is already a customer of this business' }],
    });
    expect(formErrorsOf(error, ['email']).fields.email).toBe('is already a customer of this business');
  });

  it('says what names no field, and what is not an API error', () => {
    expect(formErrorsOf(new InvalidRequestError('Nope'), ['email'])).toEqual({
      fields: {},
      general: ['Nope'],
    });
    expect(formErrorsOf(new Error('offline'), ['email'])).toEqual({ fields: {}, general: ['offline'] });
    expect(hasFormErrors(noFormErrors())).toBe(false);
  });
});
