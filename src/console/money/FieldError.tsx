/**
 * A refusal, announced (`role="alert"`): a field's, under the field and tied to it by `aria-describedby` (the id),
 * or the form's own (no id), above its button.
 */
export function FieldError({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="console-field-error">
      {message}
    </p>
  );
}
