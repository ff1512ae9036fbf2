import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useWords } from '../context.js';
import { DIALOG_WORDS } from './dialog-words.js';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The confirming button's text: says what it does ("Delete the endpoint"), never just "OK". */
  confirmLabel: string;
  /** When given, the confirming button stays disabled until this is typed (for what cannot be undone). */
  confirmPhrase?: string;
  busy?: boolean;
  /** An error of the confirmed action, shown inside the dialog. */
  error?: string | undefined;
  onConfirm(): void;
  onClose(): void;
}

/**
 * A confirmation as a native modal `<dialog>`: the browser traps focus inside it, Escape closes it, and the rest
 * of the page is inert. `showModal()` focuses the first focusable element, which the order below makes the phrase
 * field or else Cancel (the safe choice, before the confirming button); closing it gives focus back to whatever had
 * it before (the button that opened it).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    open,
    title,
    children,
    confirmLabel,
    confirmPhrase,
    busy = false,
    error,
    onConfirm,
    onClose,
  } = props;
  const words = useWords(DIALOG_WORDS);
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [typed, setTyped] = useState('');
  useModal(dialog, open);
  const confirmable = !busy && (confirmPhrase === undefined || typed.trim() === confirmPhrase);
  return (
    <dialog
      ref={dialog}
      className="console-dialog"
      aria-labelledby={`${id}-title`}
      onClose={() => {
        setTyped('');
        onClose();
      }}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmable) onConfirm();
        }}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        <div className="console-dialog-body">{children}</div>
        {confirmPhrase !== undefined ? (
          <div className="console-field">
            <label htmlFor={`${id}-phrase`}>{words.typeToConfirm(confirmPhrase)}</label>
            <input
              id={`${id}-phrase`}
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="console-field-error">
            {error}
          </p>
        ) : null}
        <div className="console-actions">
          <button
            type="button"
            className="console-secondary"

            onClick={onClose}
          >
            {words.cancel}
          </button>
          <button type="submit" className="console-danger" disabled={!confirmable}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** Shows a `<dialog>` as modal while `open`, and gives focus back to its opener when it closes. */
export function useModal(dialog: RefObject<HTMLDialogElement | null>, open: boolean): void {
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
    if (!open && opener.current instanceof HTMLElement) {
      opener.current.focus();
      opener.current = null;
    }
  }, [dialog, open]);
}
