import { formErrorsOf, type FormErrors } from '../form-errors.js';
import type { FiatCode } from '../../api/currencies.js';
import type {
  CreatePaymentLinkRequest,
  PaymentLink,
  UpdatePaymentLinkRequest,
} from '../../api/schemas/payment-link.js';

/** The payment link form's fields, as typed (text), before they become a request body. */
export interface LinkFormValues {
  name: string;
  description: string;
  baseFiat: FiatCode;
  amount: string;
  successMessage: string;
  redirectLink: string;
}

export type LinkFormField = keyof LinkFormValues;

export const LINK_FORM_FIELDS: readonly LinkFormField[] = [
  'name',
  'description',
  'baseFiat',
  'amount',
  'successMessage',
  'redirectLink',
];

export const EMPTY_LINK_FORM: LinkFormValues = {
  name: '',
  description: '',
  baseFiat: 'USD',
  amount: '',
  successMessage: '',
  redirectLink: '',
};

export function valuesFromLink(link: PaymentLink): LinkFormValues {
  return {
    name: link.name,
    description: link.description,
    baseFiat: link.baseFiat,
    amount: String(link.amount),
    successMessage: link.successMessage ?? '',
    redirectLink: link.redirectLink ?? '',
  };
}

/**
 * An amount as typed, in either language's way (`12.50` or `12,50`): a number, or NaN for anything else (the
 * request schema then says what is wrong, naming the field). Empty is NaN too, not 0.
 */
export function parseAmount(text: string): number {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** `POST /v1/payment-links`'s body: the optional texts left out when empty. */
export function createRequestFrom(values: LinkFormValues): CreatePaymentLinkRequest {
  const body: CreatePaymentLinkRequest = {
    name: values.name,
    description: values.description,
    baseFiat: values.baseFiat,
    amount: parseAmount(values.amount),
  };
  if (values.successMessage.trim() !== '') body.successMessage = values.successMessage;
  if (values.redirectLink.trim() !== '') body.redirectLink = values.redirectLink.trim();
  return body;
}

/**
 * `PATCH /v1/payment-links/:id`'s body: only what changed (the currency cannot change), an emptied success
 * message or redirect sent as null (removed). Undefined when nothing changed.
 */
export function updateRequestFrom(
  values: LinkFormValues,
  link: PaymentLink,
): UpdatePaymentLinkRequest | undefined {
  const body: UpdatePaymentLinkRequest = {};
  if (values.name !== link.name) body.name = values.name;
  if (values.description !== link.description) body.description = values.description;
  const amount = parseAmount(values.amount);
  if (amount !== link.amount) body.amount = amount;
  const successMessage = values.successMessage.trim() === '' ? null : values.successMessage;
  if (successMessage !== link.successMessage) body.successMessage = successMessage;
  const redirectLink = values.redirectLink.trim() === '' ? null : values.redirectLink.trim();
  if (redirectLink !== link.redirectLink) body.redirectLink = redirectLink;
  return Object.keys(body).length === 0 ? undefined : body;
}

/**
 * A refused request's messages by form field (a 400 from the service, or the client's own check before sending,
 * which names fields the same way), and what names no field of the form.
 */
export function fieldErrorsOf(error: unknown): FormErrors<LinkFormField> {
  return formErrorsOf(error, LINK_FORM_FIELDS);
}
