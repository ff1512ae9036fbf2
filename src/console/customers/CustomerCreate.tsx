import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { CustomerWithBusiness } from '../../api/schemas/customer.js';
import { ConsoleLink } from '../ConsoleLink.js';
import { useConsole, useWords } from '../context.js';
import { formatDateTime } from '../format.js';
import { FocusedHeading } from '../FocusedHeading.js';
import { FormActions } from '../FormActions.js';
import { FormErrorSummary, FormField } from '../FormField.js';
import { PageHeading } from '../PageHeading.js';
import { routePath } from '../router.js';
import { useConsoleForm } from '../use-console-form.js';
import {
  createCustomerRequestFrom,
  CUSTOMER_FORM_FIELDS,
  customerName,
  customerPaymentsPath,
  customersPath,
  EMPTY_CUSTOMER_FORM,
  type CustomerFormField,
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
  const formRef = useRef<HTMLFormElement>(null);
  const form = useConsoleForm({
    formRef,
    initialValues: EMPTY_CUSTOMER_FORM,
    fields: CUSTOMER_FORM_FIELDS,
    words,
  });
  const [created, setCreated] = useState<CustomerWithBusiness | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit(
      () => client.customers.create(createCustomerRequestFrom(form.values)),
      async (customer) => {
        setCreated(customer);
        form.setValues(EMPTY_CUSTOMER_FORM);
        await queryClient.invalidateQueries({ queryKey: customerKeys.all });
      },
    );
  };

  const field = (
    name: CustomerFormField,
    type: 'email' | 'text' | 'tel',
    autoComplete: string,
    optional: boolean,
  ) => (
    <FormField {...form.fieldProps(name, optional)}>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          required={!optional}
          value={form.values[name]}
          onChange={(event) => form.set(name, event.currentTarget.value)}
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
          <FormErrorSummary errors={form.errors} title={words.formErrors} labels={words.fieldLabels} />
          <FormActions
            submitLabel={form.submitting ? words.creating : words.create}
            submitting={form.submitting}
            cancelLabel={words.cancel}
            onCancel={() => navigate(routePath({ name: 'customers' }))}
          />
        </form>
      )}
    </section>
  );
}

function CreatedCustomer({ customer, onAnother }: { customer: CustomerWithBusiness; onAnother: () => void }) {
  const { locale } = useConsole();
  const words = useWords(customersWords);
  const name = customerName(customer);
  return (
    <div className="console-detail" data-testid="customer-created" data-ref-code={customer.refCode}>
      <FocusedHeading>{words.createdTitle}</FocusedHeading>
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
