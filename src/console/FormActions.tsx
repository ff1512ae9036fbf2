/** A console form's buttons: the one that sends it (disabled while it sends), and the way out without sending. */
export function FormActions({
  submitLabel,
  submitting,
  cancelLabel,
  onCancel,
}: {
  /** Already says whether it is sending ("Creating…"). */
  submitLabel: string;
  submitting: boolean;
  cancelLabel: string;
  /** Without it, there is no cancel button (the form is part of a page that has its own way back). */
  onCancel?: (() => void) | undefined;
}) {
  return (
    <div className="console-form-actions">
      <button type="submit" className="console-button" disabled={submitting}>
        {submitLabel}
      </button>
      {onCancel ? (
        <button type="button" className="console-button console-button-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      ) : null}
    </div>
  );
}
