import type { CryptoCode, FiatCode } from '../../api/currencies.js';
import type { InitiatedTransaction, InitiateTransactionRequest } from '../../api/schemas/transaction.js';
import { parseAmount } from '../links/link-form.js';

/** The new-payment form's fields, as typed, before they become `POST /v1/transactions`'s body. */
export interface PaymentFormValues {
  crypto: CryptoCode;
  baseFiat: FiatCode;
  amount: string;
  email: string;
  reference: string;
  metadata: string;
  redirectUrl: string;
}

export type PaymentFormField = keyof PaymentFormValues;

export const PAYMENT_FORM_FIELDS: readonly PaymentFormField[] = [
  'crypto',
  'baseFiat',
  'amount',
  'email',
  'reference',
  'metadata',
  'redirectUrl',
];

export const EMPTY_PAYMENT_FORM: PaymentFormValues = {
  crypto: 'USDC',
  baseFiat: 'USD',
  amount: '',
  email: '',
  reference: '',
  metadata: '',
  redirectUrl: '',
};

/**
 * The metadata textarea read as JSON: absent when left empty, the parsed value when it parses (whether it is an
 * object the service takes is the request schema's to say, naming the field), refused when it does not parse.
 */
export type MetadataReading =
  { kind: 'absent' } | { kind: 'parsed'; value: unknown } | { kind: 'notJson'; detail: string };

export function readMetadata(text: string): MetadataReading {
  if (text.trim() === '') return { kind: 'absent' };
  try {
    return { kind: 'parsed', value: JSON.parse(text) as unknown };
  } catch (error) {
    return { kind: 'notJson', detail: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The request body, or the fields refused before sending: only the metadata can be (its JSON does not parse);
 * the rest is checked by the typed client's schema, which names the field, and by the service. Empty optional
 * texts are left out.
 */
export function initiateRequestFrom(
  values: PaymentFormValues,
): { ok: true; body: InitiateTransactionRequest } | { ok: false; metadataDetail: string } {
  const metadata = readMetadata(values.metadata);
  if (metadata.kind === 'notJson') return { ok: false, metadataDetail: metadata.detail };
  const body: InitiateTransactionRequest = {
    crypto: values.crypto,
    baseFiat: values.baseFiat,
    amount: parseAmount(values.amount),
    email: values.email.trim(),
  };
  const reference = values.reference.trim();
  if (reference !== '') body.reference = reference;
  // The schema's input type is the object it takes; what parsed is handed to it as is, to be judged there.
  if (metadata.kind === 'parsed') body.metadata = metadata.value as InitiateTransactionRequest['metadata'];
  const redirectUrl = values.redirectUrl.trim();
  if (redirectUrl !== '') body.redirectUrl = redirectUrl;
  return { ok: true, body };
}

/**
 * The hosted checkout of a transaction opened here: the answer's `checkoutUrl`, or (from a service that does not
 * send it) the same page as the service builds it, `<origin>/checkout/<reference>`.
 */
export function checkoutUrlOf(
  initiated: Pick<InitiatedTransaction, 'checkoutUrl' | 'reference'>,
  origin: string,
): string {
  return initiated.checkoutUrl ?? `${origin}/checkout/${encodeURIComponent(initiated.reference)}`;
}
