import { useId, useRef, useState, type FormEvent } from 'react';
import { FIAT_CODES, isFiatCode } from '../../api/currencies.js';
import { useWords } from '../context.js';
import { fieldErrorsOf, type LinkFormField, type LinkFormValues } from './link-form.js';
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
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<{ fields: Partial<Record<LinkFormField, string>>; general: string[] }>(
    {
      fields: {},
      general: [],
    },
  );

  const set = (field: LinkFormField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setErrors({ fields: {}, general: [] });
    onSubmit(values).then(
      () => setSubmitting(false),
      (error: unknown) => {
        setSubmitting(false);
        const found = fieldErrorsOf(error);
        setErrors(found);
        const firstField = (Object.keys(found.fields) as LinkFormField[])[0];
        if (firstField) {
          // After the render that marks it invalid.
          setTimeout(() => formRef.current?.querySelector<HTMLElement>(`[name="${firstField}"]`)?.focus(), 0);
        }
      },
    );
  };

  const describedBy = (field: LinkFormField) =>
    [words.fieldHints[field] ? `${id}-${field}-hint` : '', errors.fields[field] ? `${id}-${field}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;

  const fieldExtras = (field: LinkFormField) => (
    <>
      {words.fieldHints[field] ? (
        <p id={`${id}-${field}-hint`} className="console-hint">
          {words.fieldHints[field]}
        </p>
      ) : null}
      {errors.fields[field] ? (
        <p id={`${id}-${field}-error`} className="console-field-error" data-testid={`field-error-${field}`}>
          {words.fieldLabels[field]} {errors.fields[field]}
        </p>
      ) : null}
    </>
  );

  const label = (field: LinkFormField, optional = false) => (
    <label htmlFor={`${id}-${field}`}>
      {words.fieldLabels[field]}
      {optional ? <span className="console-muted"> {words.optional}</span> : null}
    </label>
  );

  const textField = (field: 'name' | 'successMessage' | 'redirectLink' | 'amount', optional = false) => (
    <div className="console-field">
      {label(field, optional)}
      <input
        id={`${id}-${field}`}
        name={field}
        type={field === 'redirectLink' ? 'url' : 'text'}
        inputMode={field === 'amount' ? 'decimal' : undefined}
        required={!optional}
        aria-invalid={errors.fields[field] ? true : undefined}
        aria-describedby={describedBy(field)}
        value={values[field]}
        onChange={(event) => set(field, event.currentTarget.value)}
      />
      {fieldExtras(field)}
    </div>
  );

  return (
    <form ref={formRef} className="console-form" onSubmit={onFormSubmit} noValidate data-testid="link-form">
      {textField('name')}
      <div className="console-field">
        {label('description')}
        <textarea
          id={`${id}-description`}
          name="description"
          rows={3}
          aria-invalid={errors.fields.description ? true : undefined}
          aria-describedby={describedBy('description')}
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        {fieldExtras('description')}
      </div>
      <div className="console-field-row">
        <div className="console-field">
          {label('baseFiat')}
          <select
            id={`${id}-baseFiat`}
            name="baseFiat"
            disabled={mode === 'edit'}
            aria-invalid={errors.fields.baseFiat ? true : undefined}
            aria-describedby={describedBy('baseFiat')}
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
          {fieldExtras('baseFiat')}
        </div>
        {textField('amount')}
      </div>
      {textField('successMessage', true)}
      {textField('redirectLink', true)}
      <div role="alert" className="console-alert-slot">
        {errors.general.length > 0 || Object.keys(errors.fields).length > 0 ? (
          <div className="console-error">
            <p>{words.formErrors}</p>
            <ul>
              {(Object.keys(errors.fields) as LinkFormField[]).map((field) => (
                <li key={field}>
                  {words.fieldLabels[field]} {errors.fields[field]}
                </li>
              ))}
              {errors.general.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="console-form-actions">
        <button type="submit" className="console-button" disabled={submitting}>
          {mode === 'create'
            ? submitting
              ? words.creating
              : words.create
            : submitting
              ? words.saving
              : words.save}
        </button>
        {onCancel ? (
          <button type="button" className="console-button console-button-secondary" onClick={onCancel}>
            {words.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
