import { describe, expect, it } from 'vitest';
import { ConflictError, InvalidRequestError } from '../../api/errors.js';
import { formErrorsFrom, NO_FORM_ERRORS } from './api-errors.js';

describe('formErrorsFrom', () => {
  it('puts each 400 beside the field it names, when the form shows that field', () => {
    const error = new InvalidRequestError('Invalid request body: amount must be greater than 0', {
      errors: [{ field: 'amount', message: 'must be greater than 0' }],
    });
    expect(formErrorsFrom(error, ['amount', 'currency'])).toEqual({
      general: undefined,
      fields: { amount: 'must be greater than 0' },
    });
  });

  it('keeps what names a field the form does not show, so nothing the service said is lost', () => {
    const error = new InvalidRequestError('Invalid request body', {
      errors: [
        { field: 'amount', message: 'must be greater than 0' },
        { field: 'accountName', message: 'does not match the account' },
      ],
    });
    expect(formErrorsFrom(error, ['amount'])).toEqual({
      general: 'accountName does not match the account',
      fields: { amount: 'must be greater than 0' },
    });
  });

  it('uses the message of an error that names no field, and of anything that is not an ApiError', () => {
    expect(formErrorsFrom(new ConflictError('Payout is FULFILLED, not PENDING'), ['amount'])).toEqual({
      general: 'Payout is FULFILLED, not PENDING',
      fields: {},
    });
    expect(formErrorsFrom(new Error('offline'), []).general).toBe('offline');
    expect(formErrorsFrom(null, [])).toBe(NO_FORM_ERRORS);
  });
});
