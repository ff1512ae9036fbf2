import { ApiError } from '../api/errors.js';

/** A form's refusals: messages by the field they name, and what names no field of the form. */
export interface FormErrors<Field extends string> {
  fields: Partial<Record<Field, string>>;
  general: string[];
}

export function noFormErrors<Field extends string>(): FormErrors<Field> {
  return { fields: {}, general: [] };
}

/**
 * A refused request's messages by form field (a 400 or 409 from the service, or the typed client's own check
 * before sending, which names fields the same way), and the rest. The same reading as the payment link form's.
 */
export function formErrorsOf<Field extends string>(
  error: unknown,
  formFields: readonly Field[],
): FormErrors<Field> {
  const found = noFormErrors<Field>();
  if (!(error instanceof ApiError)) {
    found.general.push(error instanceof Error ? error.message : String(error));
    return found;
  }
  for (const fieldError of error.errors) {
    const field = fieldError.field.split('.')[0] as Field;
    if (formFields.includes(field)) {
      const before = found.fields[field];
      found.fields[field] = before ? `${before}; ${fieldError.message}` : fieldError.message;
    } else {
      found.general.push(`${fieldError.field} ${fieldError.message}`);
    }
  }
  if (error.errors.length === 0) found.general.push(error.message);
  return found;
}

/** Whether there is anything to show. */
export function hasFormErrors<Field extends string>(errors: FormErrors<Field>): boolean {
  return errors.general.length > 0 || Object.keys(errors.fields).length > 0;
}
