import type { ReactNode } from 'react';
import { FieldError } from './FieldError.js';

/** What a Money form's control needs to be tied to its label and to what was refused about it. */
export interface MoneyControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * One field of a Money form: the label, the control (drawn by `children`, with the props that tie it), and the
 * service's refusal of the field under it, announced. Ids start with the form's `useId()`: `formId-control` for
 * the control, `formId-name-error` for the refusal (`name` is the field as the service names it).
 */
export function MoneyField({
  formId,
  name,
  control = name,
  label,
  error,
  invalid = false,
  children,
}: {
  formId: string;
  name: string;
  /** The control's id suffix, when it differs from the field's name. */
  control?: string;
  label: string;
  error?: string | undefined;
  /** Marks the control invalid for a reason of the form's own (no refusal to show). */
  invalid?: boolean;
  children: (control: MoneyControlProps) => ReactNode;
}) {
  const errorId = `${formId}-${name}-error`;
  return (
    <div className="money-field">
      <label htmlFor={`${formId}-${control}`}>{label}</label>
      {children({
        id: `${formId}-${control}`,
        'aria-invalid': invalid || error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
