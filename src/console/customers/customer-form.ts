import type { CreateCustomerRequest, Customer } from '../../api/schemas/customer.js';
import { searchFromFilters } from '../payments/filters.js';
import { routePath } from '../router.js';

/** The new-customer form's fields, as typed, before they become `POST /v1/business-customers`'s body. */
export interface CustomerFormValues {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

export type CustomerFormField = keyof CustomerFormValues;

export const CUSTOMER_FORM_FIELDS: readonly CustomerFormField[] = [
  'email',
  'firstName',
  'lastName',
  'phoneNumber',
];

export const EMPTY_CUSTOMER_FORM: CustomerFormValues = {
  email: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
};

/** The request body: the e-mail trimmed, the optional fields left out when empty (the schema checks the rest). */
export function createCustomerRequestFrom(values: CustomerFormValues): CreateCustomerRequest {
  const body: CreateCustomerRequest = { email: values.email.trim() };
  const firstName = values.firstName.trim();
  if (firstName !== '') body.firstName = firstName;
  const lastName = values.lastName.trim();
  if (lastName !== '') body.lastName = lastName;
  const phoneNumber = values.phoneNumber.trim();
  if (phoneNumber !== '') body.phoneNumber = phoneNumber;
  return body;
}

/** The customer's name as given (first and last, either may be missing); undefined when neither was. */
export function customerName(customer: Pick<Customer, 'firstName' | 'lastName'>): string | undefined {
  const name = [customer.firstName, customer.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? undefined : name;
}

/** The payments table filtered by a customer's e-mail. */
export function customerPaymentsPath(email: string): string {
  return `${routePath({ name: 'payments' })}${searchFromFilters({ email })}`;
}

/**
 * The reference code the customers page looks up, as its address carries it (`?ref=AB12CD34EF`), so a lookup
 * can be bookmarked and gone back to; undefined when none. Spaces around it are dropped; its shape is left to the
 * client's check, which names the field.
 */
export function refCodeFromSearch(search: string): string | undefined {
  const refCode = new URLSearchParams(search).get('ref')?.trim();
  return refCode ? refCode : undefined;
}

/** The customers page's address for a lookup (or none). */
export function customersPath(refCode?: string): string {
  const trimmed = refCode?.trim();
  const base = routePath({ name: 'customers' });
  return trimmed ? `${base}?${new URLSearchParams({ ref: trimmed }).toString()}` : base;
}
