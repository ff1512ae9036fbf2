import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CRYPTO_CODES, FIAT_CODES, isCryptoCode, isFiatCode } from '../../api/currencies.js';
import type { InitiatedTransaction } from '../../api/schemas/transaction.js';
import { ConsoleLink } from '../ConsoleLink.js';
import { useConsole, useWords } from '../context.js';
import { CopyButton } from '../CopyButton.js';
import { customerKeys } from '../customers/query-keys.js';
import { formatDateTime, formatMoney } from '../format.js';
import { focusFirstInvalid, FormErrorSummary, FormField } from '../FormField.js';
import { formErrorsOf, noFormErrors, type FormErrors } from '../form-errors.js';
import { PageHeading } from '../PageHeading.js';
import { paymentKeys } from '../payments/query-keys.js';
import { routePath } from '../router.js';
import {
  checkoutUrlOf,
  EMPTY_PAYMENT_FORM,
  initiateRequestFrom,
  PAYMENT_FORM_FIELDS,
  type PaymentFormField,
  type PaymentFormValues,
} from './payment-form.js';
import { newPaymentWords } from './words.js';

interface Created {
  transaction: InitiatedTransaction;
  amount: number;
  baseFiat: string;
}

/**
 * A new payment opened with the session's secret key (`POST /v1/transactions`): what the service refuses is shown
 * beside its field, metadata whose JSON does not parse before anything is sent. Once created, its reference,
 * where and how much the customer deposits, and its hosted checkout to send them.
 */
export function PaymentCreate() {
  const { client, navigate } = useConsole();
  const words = useWords(newPaymentWords);
  const queryClient = useQueryClient();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PaymentFormValues>(EMPTY_PAYMENT_FORM);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FormErrors<PaymentFormField>>(noFormErrors);
  // Kept as a flag, not a text, so that it follows a change of language.
  const [metadataNotJson, setMetadataNotJson] = useState(false);
  const [created, setCreated] = useState<Created | undefined>();

  const set = (field: PaymentFormField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setErrors(noFormErrors());
    const request = initiateRequestFrom(values);
    if (!request.ok) {
      setMetadataNotJson(true);
      focusFirstInvalid(formRef.current, ['metadata']);
      return;
    }
    setMetadataNotJson(false);
    setSubmitting(true);
    client.transactions.initiate(request.body).then(
      async (transaction) => {
        setSubmitting(false);
        setCreated({ transaction, amount: request.body.amount, baseFiat: request.body.baseFiat });
        setValues(EMPTY_PAYMENT_FORM);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: paymentKeys.lists }),
          queryClient.invalidateQueries({ queryKey: customerKeys.all }),
        ]);
      },
      (error: unknown) => {
        setSubmitting(false);
        const found = formErrorsOf(error, PAYMENT_FORM_FIELDS);
        setErrors(found);
        focusFirstInvalid(formRef.current, Object.keys(found.fields));
      },
    );
  };

  const shownErrors: FormErrors<PaymentFormField> = metadataNotJson
    ? { ...errors, fields: { ...errors.fields, metadata: words.metadataNotJson } }
    : errors;

  const fieldProps = (name: PaymentFormField, optional = false) => ({
    formId: id,
    name,
    label: words.fieldLabels[name],
    optionalText: optional ? words.optional : undefined,
    hint: words.fieldHints[name],
    error: shownErrors.fields[name],
  });

  return (
    <section className="console-section">
      <p className="console-back">
        <ConsoleLink to={routePath({ name: 'payments' })}>{words.backToPayments}</ConsoleLink>
      </p>
      <PageHeading title={words.title} />
      {created ? (
        <CreatedPayment created={created} onAnother={() => setCreated(undefined)} />
      ) : (
        <>
          <p>{words.intro}</p>
          <form
            ref={formRef}
            className="console-form"
            onSubmit={onSubmit}
            noValidate
            data-testid="payment-form"
          >
            <div className="console-field-row">
              <FormField {...fieldProps('crypto')}>
                {(control) => (
                  <select
                    {...control}
                    value={values.crypto}
                    onChange={(event) => {
                      const code = event.currentTarget.value;
                      if (isCryptoCode(code)) setValues((current) => ({ ...current, crypto: code }));
                    }}
                  >
                    {CRYPTO_CODES.map((code) => (
                      <option key={code} value={code}>
                        {code}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField {...fieldProps('baseFiat')}>
                {(control) => (
                  <select
                    {...control}
                    value={values.baseFiat}
                    onChange={(event) => {
                      const code = event.currentTarget.value;
                      if (isFiatCode(code)) setValues((current) => ({ ...current, baseFiat: code }));
                    }}
                  >
                    {FIAT_CODES.map((code) => (
                      <option key={code} value={code}>
                        {code}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField {...fieldProps('amount')}>
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    inputMode="decimal"
                    required
                    value={values.amount}
                    onChange={(event) => set('amount', event.currentTarget.value)}
                  />
                )}
              </FormField>
            </div>
            <FormField {...fieldProps('email')}>
              {(control) => (
                <input
                  {...control}
                  type="email"
                  autoComplete="off"
                  required
                  value={values.email}
                  onChange={(event) => set('email', event.currentTarget.value)}
                />
              )}
            </FormField>
            <FormField {...fieldProps('reference', true)}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  className="console-mono"
                  value={values.reference}
                  onChange={(event) => set('reference', event.currentTarget.value)}
                />
              )}
            </FormField>
            <FormField {...fieldProps('metadata', true)}>
              {(control) => (
                <textarea
                  {...control}
                  rows={5}
                  spellCheck={false}
                  className="console-mono"
                  value={values.metadata}
                  onChange={(event) => {
                    setMetadataNotJson(false);
                    set('metadata', event.currentTarget.value);
                  }}
                />
              )}
            </FormField>
            <FormField {...fieldProps('redirectUrl', true)}>
              {(control) => (
                <input
                  {...control}
                  type="url"
                  value={values.redirectUrl}
                  onChange={(event) => set('redirectUrl', event.currentTarget.value)}
                />
              )}
            </FormField>
            <FormErrorSummary errors={shownErrors} title={words.formErrors} labels={words.fieldLabels} />
            <div className="console-form-actions">
              <button type="submit" className="console-button" disabled={submitting}>
                {submitting ? words.creating : words.create}
              </button>
              <button
                type="button"
                className="console-button console-button-secondary"
                onClick={() => navigate(routePath({ name: 'payments' }))}
              >
                {words.cancel}
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}

function CreatedPayment({ created, onAnother }: { created: Created; onAnother: () => void }) {
  const { locale } = useConsole();
  const words = useWords(newPaymentWords);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus goes to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);
  const { transaction } = created;
  const checkoutUrl = checkoutUrlOf(transaction, window.location.origin);
  return (
    <div className="console-detail" data-testid="payment-created" data-reference={transaction.reference}>
      <h2 ref={headingRef} tabIndex={-1}>
        {words.createdTitle}
      </h2>
      <p className="console-notice">{words.createdNotice(transaction.reference)}</p>
      <dl className="console-facts">
        <dt>{words.reference}</dt>
        <dd className="console-mono console-break" data-testid="created-reference">
          {transaction.reference}
        </dd>
        <dt>{words.amountToSend}</dt>
        <dd data-testid="created-amount">
          {formatMoney(transaction.expectedAmountWithFeeInCrypto, transaction.crypto, locale)}
        </dd>
        <dt>{words.amountInFiat}</dt>
        <dd>{formatMoney(created.amount, created.baseFiat, locale)}</dd>
        <dt>{words.depositAddress}</dt>
        <dd>
          <span className="console-mono console-break" data-testid="created-address">
            {transaction.address}
          </span>{' '}
          <CopyButton value={transaction.address} label={words.copyAddress} />
        </dd>
        {transaction.expiresAt ? (
          <>
            <dt>{words.expires}</dt>
            <dd>{formatDateTime(transaction.expiresAt, locale)}</dd>
          </>
        ) : null}
      </dl>
      <h3>{words.checkoutUrl}</h3>
      <p className="console-hint">{words.checkoutUrlHelp}</p>
      <p>
        <a
          className="console-mono console-break"
          href={checkoutUrl}
          target="_blank"
          rel="noopener"
          data-testid="checkout-url"
        >
          {checkoutUrl}
        </a>
      </p>
      <p className="console-inline-actions">
        <CopyButton value={checkoutUrl} label={words.copyCheckoutUrl} />
      </p>
      <p className="console-inline-actions">
        <ConsoleLink
          to={routePath({ name: 'payment', reference: transaction.reference })}
          className="console-button"
          testId="created-payment-link"
        >
          {words.viewPayment}
        </ConsoleLink>
        <button type="button" className="console-button console-button-secondary" onClick={onAnother}>
          {words.another}
        </button>
      </p>
    </div>
  );
}
