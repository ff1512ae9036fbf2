import { useRef, type FormEvent } from 'react';
import { FIAT_CODES } from '../../api/currencies.js';
import { useWords } from '../context.js';
import { CurrencySelect } from '../CurrencySelect.js';
import { FormActions } from '../FormActions.js';
import { FormErrorSummary, FormField } from '../FormField.js';
import { useConsoleForm } from '../use-console-form.js';
import { LINK_FORM_FIELDS, type LinkFormValues } from './link-form.js';
import { linksWords } from './words.js';

/**
 * The payment link form, for creating and editing. What the service (or the client's own check before sending)
 * refuses is shown under the field it names, the field marked invalid and focused; the rest in an alert above the
 * buttons.
 */
export function LinkForm({
  mode,
  initialValues,
  onSubmit,
  onCancel,
}: {
  mode: 'create' | 'edit';
  initialValues: LinkFormValues;
  /** Sends the values; rejects with the service's (or the client's) error. */
  onSubmit: (values: LinkFormValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const words = useWords(linksWords);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useConsoleForm({ formRef, initialValues, fields: LINK_FORM_FIELDS, words });
  const { values, set } = form;

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit(
      () => onSubmit(values),
      () => undefined,
    );
  };

  const textField = (field: 'name' | 'successMessage' | 'redirectLink' | 'amount', optional = false) => (
    <FormField {...form.fieldProps(field, optional)}>
      {(control) => (
        <input
          {...control}
          type={field === 'redirectLink' ? 'url' : 'text'}
          inputMode={field === 'amount' ? 'decimal' : undefined}
          required={!optional}
          value={values[field]}
          onChange={(event) => set(field, event.currentTarget.value)}
        />
      )}
    </FormField>
  );

  return (
    <form ref={formRef} className="console-form" onSubmit={onFormSubmit} noValidate data-testid="link-form">
      {textField('name')}
      <FormField {...form.fieldProps('description')}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={values.description}
            onChange={(event) => set('description', event.currentTarget.value)}
          />
        )}
      </FormField>
      <div className="console-field-row">
        <FormField {...form.fieldProps('baseFiat')}>
          {(control) => (
            <CurrencySelect
              {...control}
              codes={FIAT_CODES}
              disabled={mode === 'edit'}
              value={values.baseFiat}
              onChange={(code) => set('baseFiat', code)}
            />
          )}
        </FormField>
        {textField('amount')}
      </div>
      {textField('successMessage', true)}
      {textField('redirectLink', true)}
      <FormErrorSummary errors={form.errors} title={words.formErrors} labels={words.fieldLabels} />
      <FormActions
        submitLabel={
          mode === 'create'
            ? form.submitting
              ? words.creating
              : words.create
            : form.submitting
              ? words.saving
              : words.save
        }
        submitting={form.submitting}
        cancelLabel={words.cancel}
        onCancel={onCancel}
      />
    </form>
  );
}
