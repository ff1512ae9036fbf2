import { describe, expect, it } from 'vitest';
import { InvalidRequestError } from '../../api/errors.js';
import type { PaymentLink } from '../../api/schemas/payment-link.js';
import {
  EMPTY_LINK_FORM,
  createRequestFrom,
  fieldErrorsOf,
  parseAmount,
  updateRequestFrom,
  valuesFromLink,
} from './link-form.js';
import { hostedPageUrl, reactSnippet, scriptTagSnippet } from './snippets.js';

const ID = '00000000-0000-4000-8000-000000000001';
const link: PaymentLink = {
  id: ID,
  name: 'Coffee, 1 kg',
  description: 'Washed Yirgacheffe',
  baseFiat: 'USD',
  amount: 20,
  successMessage: 'Thank you!',
  redirectLink: null,
  business: { name: 'Demo Coffee Roasters', logoImagePath: null },
  environment: 'TEST',
  active: true,
  createdAt: '2026-11-22T10:00:00.000Z',
};

describe('the payment link form', () => {
  it('reads amounts written either way, and refuses the rest', () => {
    expect(parseAmount('12.50')).toBe(12.5);
    expect(parseAmount('12,50')).toBe(12.5);
    expect(parseAmount(' 25 000 ')).toBe(25000);
    expect(parseAmount('')).toBeNaN();
    expect(parseAmount('1e3')).toBeNaN();
  });

  it('leaves empty optional texts out of a creation', () => {
    expect(createRequestFrom({ ...EMPTY_LINK_FORM, name: 'Tea', amount: '5' })).toEqual({
      name: 'Tea',
      description: '',
      baseFiat: 'USD',
      amount: 5,
    });
  });

  it('sends only what changed, an emptied text as null', () => {
    const values = { ...valuesFromLink(link), amount: '25', successMessage: '' };
    expect(updateRequestFrom(values, link)).toEqual({ amount: 25, successMessage: null });
    expect(updateRequestFrom(valuesFromLink(link), link)).toBeUndefined();
  });

  it('puts each refusal next to the field it names', () => {
    const error = new InvalidRequestError('Invalid request body', {
      errors: [
        { field: 'amount', message: 'must have at most 2 decimal places for USD' },
        { field: 'redirectLink', message: 'must be an http or https URL' },
        { field: 'body', message: 'must change at least one field' },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({
      fields: {
        amount: 'must have at most 2 decimal places for USD',
        redirectLink: 'must be an http or https URL',
      },
      general: ['body must change at least one field'],
    });
  });
});

describe('snippets', () => {
  it('fill the README’s forms with the link and the service', () => {
    const origin = 'https://pay.example';
    expect(hostedPageUrl(origin, ID)).toBe(`https://pay.example/pay/${ID}`);
    expect(scriptTagSnippet(origin, ID)).toBe(
      `<script src="https://pay.example/checkout.js" data-payment-link="${ID}" async></script>`,
    );
    expect(reactSnippet(origin, ID)).toContain(`paymentLink="${ID}"\n  serviceUrl="https://pay.example"`);
  });
});
