import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { CRYPTO_CODES, FIAT_CODES } from '../../api/currencies.js';
import type { InitiatedTransaction } from '../../api/schemas/transaction.js';
import { ConsoleLink } from '../ConsoleLink.js';
import { useConsole, useWords } from '../context.js';
import { CopyButton } from '../CopyButton.js';
import { CurrencySelect } from '../CurrencySelect.js';
import { customerKeys } from '../customers/query-keys.js';
import { FocusedHeading } from '../FocusedHeading.js';
import { formatDateTime, formatMoney } from '../format.js';
import { FormActions } from '../FormActions.js';
import { focusFirstInvalid, FormErrorSummary, FormField } from '../FormField.js';
import type { FormErrors } from '../form-errors.js';
import { PageHeading } from '../PageHeading.js';
import { paymentKeys } from '../payments/query-keys.js';
import { routePath } from '../router.js';
import { ShareableUrl } from '../ShareableUrl.js';
import { useConsoleForm } from '../use-console-form.js';
import {
  checkoutUrlOf,
  EMPTY_PAYMENT_FORM,
  initiateRequestFrom,
  PAYMENT_FORM_FIELDS,
  type PaymentFormField,
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
  const formRef = useRef<HTMLFormElement>(null);
  const form = useConsoleForm({
    formRef,
    initialValues: EMPTY_PAYMENT_FORM,
    fields: PAYMENT_FORM_FIELDS,
    words,
  });
  const { values, set } = form;
  // Kept as a flag, not a text, so that it follows a change of language.
  const [metadataNotJson, setMetadataNotJson] = useState(false);
  const [created, setCreated] = useState<Created | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const request = initiateRequestFrom(values);
    if (!request.ok) {
      form.clearErrors();
      setMetadataNotJson(true);
      focusFirstInvalid(formRef.current, ['metadata']);
      return;
    }
    setMetadataNotJson(false);
    form.submit(
      () => client.transactions.initiate(request.body),
      async (transaction) => {
        setCreated({ transaction, amount: request.body.amount, baseFiat: request.body.baseFiat });
        form.setValues(EMPTY_PAYMENT_FORM);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: paymentKeys.lists }),
          queryClient.invalidateQueries({ queryKey: customerKeys.all }),
        ]);
      },
    );
  };

  const shownErrors: FormErrors<PaymentFormField> = metadataNotJson
    ? { ...form.errors, fields: { ...form.errors.fields, metadata: words.metadataNotJson } }
    : form.errors;
  const fieldProps = (name: PaymentFormField, optional = false) =>
    form.fieldProps(name, optional, shownErrors);

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
                  <CurrencySelect
                    {...control}
                    codes={CRYPTO_CODES}
                    value={values.crypto}
                    onChange={(code) => set('crypto', code)}
                  />
                )}
              </FormField>
              <FormField {...fieldProps('baseFiat')}>
                {(control) => (
                  <CurrencySelect
                    {...control}
                    codes={FIAT_CODES}
                    value={values.baseFiat}
                    onChange={(code) => set('baseFiat', code)}
                  />
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
            <FormActions
              submitLabel={form.submitting ? words.creating : words.create}
              submitting={form.submitting}
              cancelLabel={words.cancel}
              onCancel={() => navigate(routePath({ name: 'payments' }))}
            />
          </form>
        </>
      )}
    </section>
  );
}

function CreatedPayment({ created, onAnother }: { created: Created; onAnother: () => void }) {
  const { locale } = useConsole();
  const words = useWords(newPaymentWords);
  const { transaction } = created;
  const checkoutUrl = checkoutUrlOf(transaction, window.location.origin);
  return (
    <div className="console-detail" data-testid="payment-created" data-reference={transaction.reference}>
      <FocusedHeading>{words.createdTitle}</FocusedHeading>
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
      <ShareableUrl url={checkoutUrl} testId="checkout-url" copyLabel={words.copyCheckoutUrl} />
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
