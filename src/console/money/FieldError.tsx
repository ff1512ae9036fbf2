/** A field's error, under the field, tied to it by `aria-describedby` (the id) and announced (`role="alert"`). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="console-field-error">
      {message}
    </p>
  );
}
