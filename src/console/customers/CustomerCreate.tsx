import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CustomerWithBusiness } from '../../api/schemas/customer.js';
import { ConsoleLink } from '../ConsoleLink.js';
import { useConsole, useWords } from '../context.js';
import { formatDateTime } from '../format.js';
import { focusFirstInvalid, FormErrorSummary, FormField } from '../FormField.js';
import { formErrorsOf, noFormErrors, type FormErrors } from '../form-errors.js';
import { PageHeading } from '../PageHeading.js';
import { routePath } from '../router.js';
import {
  createCustomerRequestFrom,
  CUSTOMER_FORM_FIELDS,
  customerName,
  customerPaymentsPath,
  customersPath,
  EMPTY_CUSTOMER_FORM,
  type CustomerFormField,
  type CustomerFormValues,
} from './customer-form.js';
import { customerKeys } from './query-keys.js';
import { customersWords } from './words.js';

/**
 * A new customer (`POST /v1/business-customers`): every field the request takes, what the service refuses shown
 * beside its field (a taken e-mail too). Once added, the customer (with its reference code) and where to go next.
 */
export function CustomerCreate() {
  const { client, navigate } = useConsole();
  const words = useWords(customersWords);
  const queryClient = useQueryClient();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CustomerFormValues>(EMPTY_CUSTOMER_FORM);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FormErrors<CustomerFormField>>(noFormErrors);
  const [created, setCreated] = useState<CustomerWithBusiness | undefined>();

  const set = (field: CustomerFormField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setErrors(noFormErrors());
    client.customers.create(createCustomerRequestFrom(values)).then(
      async (customer) => {
        setSubmitting(false);
        setCreated(customer);
        setValues(EMPTY_CUSTOMER_FORM);
        await queryClient.invalidateQueries({ queryKey: customerKeys.all });
      },
      (error: unknown) => {
        setSubmitting(false);
        const found = formErrorsOf(error, CUSTOMER_FORM_FIELDS);
        setErrors(found);
        focusFirstInvalid(formRef.current, Object.keys(found.fields));
      },
    );
  };

  const field = (
    name: CustomerFormField,
    type: 'email' | 'text' | 'tel',
    autoComplete: string,
    optional: boolean,
  ) => (
    <FormField
      formId={id}
      name={name}
      label={words.fieldLabels[name]}
      optionalText={optional ? words.optional : undefined}
      hint={words.fieldHints[name]}
      error={errors.fields[name]}
    >
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          required={!optional}
          value={values[name]}
          onChange={(event) => set(name, event.currentTarget.value)}
        />
      )}
    </FormField>
  );

  return (
    <section className="console-section">
      <p className="console-back">
        <ConsoleLink to={routePath({ name: 'customers' })}>{words.backToCustomers}</ConsoleLink>
      </p>
      <PageHeading title={words.createTitle} />
      {created ? (
        <CreatedCustomer customer={created} onAnother={() => setCreated(undefined)} />
      ) : (
        <form
          ref={formRef}
          className="console-form"
          onSubmit={onSubmit}
          noValidate
          data-testid="customer-form"
        >
          {field('email', 'email', 'off', false)}
          <div className="console-field-row">
            {field('firstName', 'text', 'off', true)}
            {field('lastName', 'text', 'off', true)}
          </div>
          {field('phoneNumber', 'tel', 'off', true)}
          <FormErrorSummary errors={errors} title={words.formErrors} labels={words.fieldLabels} />
          <div className="console-form-actions">
            <button type="submit" className="console-button" disabled={submitting}>
              {submitting ? words.creating : words.create}
            </button>
            <button
              type="button"
              className="console-button console-button-secondary"
              onClick={() => navigate(routePath({ name: 'customers' }))}
            >
              {words.cancel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

function CreatedCustomer({ customer, onAnother }: { customer: CustomerWithBusiness; onAnother: () => void }) {
  const { locale } = useConsole();
  const words = useWords(customersWords);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus goes to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);
  const name = customerName(customer);
  return (
    <div className="console-detail" data-testid="customer-created" data-ref-code={customer.refCode}>
      <h2 ref={headingRef} tabIndex={-1}>
        {words.createdTitle}
      </h2>
      <p className="console-notice" role="status">
        {words.createdNotice(customer.refCode)}
      </p>
      <dl className="console-facts">
        <dt>{words.name}</dt>
        <dd>{name ?? <span className="console-muted">{words.noName}</span>}</dd>
        <dt>{words.email}</dt>
        <dd className="console-break">{customer.email}</dd>
        <dt>{words.refCode}</dt>
        <dd className="console-mono">{customer.refCode}</dd>
        <dt>{words.created}</dt>
        <dd>{formatDateTime(customer.createdAt, locale)}</dd>
      </dl>
      <p className="console-inline-actions">
        <ConsoleLink to={customerPaymentsPath(customer.email)}>{words.viewPayments}</ConsoleLink>
        <ConsoleLink to={customersPath(customer.refCode)}>{words.backToCustomers}</ConsoleLink>
        <button type="button" className="console-button console-button-secondary" onClick={onAnother}>
          {words.addAnother}
        </button>
      </p>
    </div>
  );
}
