import type { ReactNode } from 'react';
import type { FormErrors } from './form-errors.js';

/** What a form control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * One labelled field of a console form, as the payment link form lays them out: the label (with "optional"), the
 * control, its hint, and what was refused about it (tied to the control with aria-describedby, the control marked
 * invalid).
 */
export function FormField({
  formId,
  name,
  label,
  optionalText,
  hint,
  error,
  children,
}: {
  /** useId() of the form: the field's ids start with it. */
  formId: string;
  name: string;
  label: string;
  /** Shown after the label when the field is optional. */
  optionalText?: string;
  hint?: string;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hintId = `${formId}-${name}-hint`;
  const errorId = `${formId}-${name}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="console-field">
      <label htmlFor={`${formId}-${name}`}>
        {label}
        {optionalText ? <span className="console-muted"> {optionalText}</span> : null}
      </label>
      {children({
        id: `${formId}-${name}`,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p id={hintId} className="console-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="console-field-error" data-testid={`field-error-${name}`}>
          {label} {error}
        </p>
      ) : null}
    </div>
  );
}

/** The alert above a form's buttons: every refusal, those of a field with its label. */
export function FormErrorSummary<Field extends string>({
  errors,
  title,
  labels,
}: {
  errors: FormErrors<Field>;
  title: string;
  labels: Record<Field, string>;
}) {
  const fields = Object.keys(errors.fields) as Field[];
  return (
    <div role="alert" className="console-alert-slot">
      {errors.general.length > 0 || fields.length > 0 ? (
        <div className="console-error">
          <p>{title}</p>
          <ul>
            {fields.map((field) => (
              <li key={field}>
                {labels[field]} {errors.fields[field]}
              </li>
            ))}
            {errors.general.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** After the render that marks it invalid, focus the first refused field of a form. */
export function focusFirstInvalid(form: HTMLFormElement | null, fields: readonly string[]): void {
  const first = fields[0];
  if (first === undefined) return;
  setTimeout(() => form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus(), 0);
}
