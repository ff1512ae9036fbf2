import { describe, expect, it } from 'vitest';
import { InvalidRequestError } from '../../api/errors.js';
import { createCustomerRequestSchema } from '../../api/schemas/customer.js';
import { formErrorsOf } from '../form-errors.js';
import { filtersFromSearch } from '../payments/filters.js';
import { createSessionClient } from '../session-client.js';
import {
  createCustomerRequestFrom,
  customerName,
  customerPaymentsPath,
  customersPath,
  EMPTY_CUSTOMER_FORM,
  refCodeFromSearch,
} from './customer-form.js';

describe('the new-customer form', () => {
  it('sends the e-mail trimmed and leaves empty optional fields out', () => {
    expect(createCustomerRequestFrom({ ...EMPTY_CUSTOMER_FORM, email: ' ada@example.com ' })).toEqual({
      email: 'ada@example.com',
    });
  });

  it('sends every field the request takes when given', () => {
    const body = createCustomerRequestFrom({
      email: 'ada@example.com',
      firstName: ' Ada ',
      lastName: 'Lovelace',
      phoneNumber: '+2348012345678',
    });
    expect(body).toEqual({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '+2348012345678',
    });
    // Every key the form sends is one the (strict) request schema takes.
    expect(createCustomerRequestSchema.safeParse(body).success).toBe(true);
  });
});

describe('customers', () => {
  it('are named by whatever name parts they have', () => {
    expect(customerName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(customerName({ firstName: null, lastName: 'Lovelace' })).toBe('Lovelace');
    expect(customerName({ firstName: ' ', lastName: null })).toBeUndefined();
  });

  it('lead to the payments filtered by their e-mail', () => {
    const path = customerPaymentsPath('ada+shop@example.com');
    expect(path.startsWith('/dashboard/payments?')).toBe(true);
    expect(filtersFromSearch(path.slice(path.indexOf('?')))).toEqual({ email: 'ada+shop@example.com' });
  });

  it('are looked up by the reference code in the address', () => {
    expect(refCodeFromSearch('?ref=AB12CD34EF')).toBe('AB12CD34EF');
    expect(refCodeFromSearch('?ref=%20AB12CD34EF%20')).toBe('AB12CD34EF');
    expect(refCodeFromSearch('?ref=')).toBeUndefined();
    expect(refCodeFromSearch('')).toBeUndefined();
    expect(customersPath(' AB12CD34EF ')).toBe('/dashboard/customers?ref=AB12CD34EF');
    expect(customersPath('')).toBe('/dashboard/customers');
    expect(customersPath()).toBe('/dashboard/customers');
  });
});

describe('the lookup', () => {
  it('gets a malformed reference code refused by the client, naming the field the page shows it beside', async () => {
    const client = createSessionClient('https://pay.example', 'csrf');
    const refused = await client.customers.get('nope').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InvalidRequestError);
    expect(formErrorsOf(refused, ['refCode']).fields.refCode).toBeDefined();
  });
});
