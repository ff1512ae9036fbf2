import { useId, useRef, useState } from 'react';
import { useWords } from '../context.js';
import { useModal } from './ConfirmDialog.js';
import { DIALOG_WORDS } from './dialog-words.js';

/**
 * A secret the API shows once (a rolled secret key, a webhook endpoint's `whsec_`), in a modal dialog with a copy
 * button and what it means. Opening it focuses the secret's field (the first focusable), which selects it. Once
 * closed it is gone: the caller forgets it, and no later answer carries it.
 */
export function SecretReveal(props: {
  secret: string | undefined;
  title: string;
  warning: string;
  label: string;
  onDone(): void;
}) {
  const { secret, title, warning, label, onDone } = props;
  const words = useWords(DIALOG_WORDS);
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // The outcome is kept with the secret it was for, so that a later secret starts without "Copied.".
  const [copied, setCopied] = useState<{ secret: string; outcome: 'copied' | 'failed' } | undefined>();
  const copy = copied !== undefined && copied.secret === secret ? copied.outcome : 'idle';
  useModal(dialog, secret !== undefined);
  const copySecret = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied({ secret, outcome: 'copied' });
    } catch {
      setCopied({ secret, outcome: 'failed' });
    }
  };
  return (
    <dialog ref={dialog} className="console-dialog" aria-labelledby={`${id}-title`} onClose={onDone}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p role="alert" className="console-warning">
        {warning}
      </p>
      {secret ? (
        <div className="console-field">
          <label htmlFor={`${id}-secret`}>{label}</label>
          <input
            id={`${id}-secret`}
            className="console-code"
            readOnly
            value={secret}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="revealed-secret"
          />
        </div>
      ) : null}
      <div className="console-actions">
        <button type="button" onClick={() => void copySecret()}>
          {`${words.copy} ${label}`}
        </button>
        <button type="button" className="console-secondary" onClick={onDone}>
          {words.done}
        </button>
      </div>
      <p role="status">{copy === 'copied' ? words.copied : copy === 'failed' ? words.copyFailed : ''}</p>
    </dialog>
  );
}
