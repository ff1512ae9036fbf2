import { emailSchema } from '../api/schemas/common.js';
import type { CheckoutDetails } from './checkout-flow.js';

/**
 * Checks the details form before anything is sent, with the same rules the service applies (the e-mail schema
 * is the contract's own), and names each problem by a code the widget turns into words in the customer's
 * language.
 */
export type DetailsProblem = 'required' | 'invalid_email' | 'too_long';

export type DetailsProblems = Partial<Record<'email' | 'firstName' | 'lastName', DetailsProblem>>;

const MAX_NAME_LENGTH = 100;

export function validateDetails(
  details: Pick<CheckoutDetails, 'email' | 'firstName' | 'lastName'>,
): DetailsProblems {
  const problems: DetailsProblems = {};
  const email = details.email.trim();
  if (!email) problems.email = 'required';
  else if (!emailSchema.safeParse(email).success) problems.email = 'invalid_email';
  if (details.firstName.trim().length > MAX_NAME_LENGTH) problems.firstName = 'too_long';
  if (details.lastName.trim().length > MAX_NAME_LENGTH) problems.lastName = 'too_long';
  return problems;
}

export function hasProblems(problems: DetailsProblems): boolean {
  return Object.keys(problems).length > 0;
}
