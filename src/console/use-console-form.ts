import { useId, useState, type RefObject } from 'react';
import { focusFirstInvalid } from './FormField.js';
import { formErrorsOf, noFormErrors, type FormErrors } from './form-errors.js';

/** The words a form's fields are shown with (see FormField). */
export interface FormFieldWords<Field extends string> {
  fieldLabels: Record<Field, string>;
  fieldHints: Partial<Record<Field, string>>;
  /** Shown after an optional field's label. */
  optional: string;
}

/**
 * The state of a console form that sends a request (a new customer, payment or payment link, a link's edit): its
 * values, whether it is sending, and what the service refused, by field (see FormField, FormErrorSummary).
 */
export function useConsoleForm<Field extends string, Values extends Record<Field, unknown>>({
  formRef,
  initialValues,
  fields,
  words,
}: {
  /** The form element, whose first refused field takes the focus. */
  formRef: RefObject<HTMLFormElement | null>;
  initialValues: Values;
  /** The fields a refusal may name; whatever else it names is shown as the form's own. */
  fields: readonly Field[];
  words: FormFieldWords<Field>;
}) {
  const id = useId();
  const [values, setValues] = useState(initialValues);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FormErrors<Field>>(noFormErrors);

  const set = <Key extends Field>(field: Key, value: Values[Key]) =>
    setValues((current) => ({ ...current, [field]: value }));

  /**
   * Sends `request` (unless a request is under way), then hands its answer to `onSent`; a refusal is shown beside
   * the fields it names, and the first of them focused.
   */
  const submit = <Answer>(
    request: () => Promise<Answer>,
    onSent: (answer: Answer) => Promise<void> | void,
  ) => {
    if (submitting) return;
    setSubmitting(true);
    setErrors(noFormErrors());
    request().then(
      async (answer) => {
        setSubmitting(false);
        await onSent(answer);
      },
      (error: unknown) => {
        setSubmitting(false);
        const found = formErrorsOf(error, fields);
        setErrors(found);
        focusFirstInvalid(formRef.current, Object.keys(found.fields));
      },
    );
  };

  /** A FormField's props for `name`; `shown` when the form adds refusals of its own to the service's. */
  const fieldProps = (name: Field, optional = false, shown: FormErrors<Field> = errors) => ({
    formId: id,
    name,
    label: words.fieldLabels[name],
    optionalText: optional ? words.optional : undefined,
    hint: words.fieldHints[name],
    error: shown.fields[name],
  });

  return {
    values,
    setValues,
    set,
    submitting,
    errors,
    /** Forgets the refusals shown, for a form that refuses something itself before sending. */
    clearErrors: () => setErrors(noFormErrors()),
    submit,
    fieldProps,
  };
}
