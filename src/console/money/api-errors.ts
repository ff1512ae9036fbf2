import { ApiError } from '../../api/errors.js';

/**
 * What a failed call means to a form: the message for the form as a whole, and the message for each field the
 * service (or the typed client, which checks requests with the service's own schemas before sending) named.
 * Shared by both console sections, whose forms show a 400 beside the field it is about.
 */
export interface FormErrors {
  /** The error as a whole, when no field it names is one the form shows. */
  general: string | undefined;
  /** Field name (as the API names it, e.g. `accountNumber`) → what is wrong with it. */
  fields: Readonly<Record<string, string>>;
}

export const NO_FORM_ERRORS: FormErrors = { general: undefined, fields: {} };

/**
 * Splits an error between the fields the form shows (`shownFields`) and the rest. A field the form does not show
 * (or an error that names none) goes to `general`, so that nothing the service said is lost.
 */
export function formErrorsFrom(error: unknown, shownFields: readonly string[]): FormErrors {
  if (error === null || error === undefined) return NO_FORM_ERRORS;
  if (!(error instanceof ApiError)) {
    return { general: error instanceof Error ? error.message : String(error), fields: {} };
  }
  const fields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const fieldError of error.errors) {
    if (shownFields.includes(fieldError.field) && fields[fieldError.field] === undefined) {
      fields[fieldError.field] = fieldError.message;
    } else {
      elsewhere.push(`${fieldError.field} ${fieldError.message}`);
    }
  }
  const named = Object.keys(fields).length > 0;
  const general = elsewhere.length > 0 ? elsewhere.join('; ') : named ? undefined : error.message;
  return { general, fields };
}
