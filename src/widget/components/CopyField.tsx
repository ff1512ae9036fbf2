import { useEffect, useId, useRef, useState } from 'react';
import { useAnnounce, useStrings } from '../context.js';

async function copyText(text: string, fallbackFrom: HTMLElement | null): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Denied (no permission, not a secure context): fall through to selecting the text.
    }
  }
  if (!fallbackFrom) throw new Error('clipboard unavailable');
  const selection = fallbackFrom.ownerDocument.getSelection();
  const range = fallbackFrom.ownerDocument.createRange();
  range.selectNodeContents(fallbackFrom);
  selection?.removeAllRanges();
  selection?.addRange(range);
  // execCommand is deprecated but is the only fallback where the async clipboard API is missing.
  if (!fallbackFrom.ownerDocument.execCommand('copy')) throw new Error('copy refused');
}

/**
 * A value the customer must get exactly right (deposit address, amount): shown in full in a monospace font, with
 * a copy button whose result is announced. An address wraps anywhere (it is one long word); an amount
 * (`keepOnOneLine`) never does, since a number broken across lines reads as two.
 */
export function CopyField({
  label,
  value,
  display,
  suffix,
  copyLabel,
  copiedMessage,
  testId,
  keepOnOneLine = false,
}: {
  label: string;
  /** What is copied. */
  value: string;
  /** What is shown, when it differs from what is copied. */
  display?: string;
  /** Shown after the value, not copied (the currency of an amount). */
  suffix?: string;
  copyLabel: string;
  copiedMessage: string;
  testId?: string;
  keepOnOneLine?: boolean;
}) {
  const strings = useStrings();
  const announce = useAnnounce();
  const labelId = useId();
  const valueRef = useRef<HTMLElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () => {
    copyText(value, valueRef.current).then(
      () => {
        setState('copied');
        announce(copiedMessage);
      },
      () => {
        setState('failed');
        announce(strings.copyFailed);
      },
    );
  };

  return (
    <div className="cc-copy-field">
      <span className="cc-field-label" id={labelId}>
        {label}
      </span>
      <div className="cc-copy-row">
        <p
          className={keepOnOneLine ? 'cc-copy-value cc-copy-value-whole' : 'cc-copy-value'}
          data-testid={testId}
        >
          {/* Left to right in every language: an address or amount must never reorder. */}
          <span className={keepOnOneLine ? 'cc-amount' : undefined} dir="ltr">
            <code ref={valueRef}>{display ?? value}</code>
            {suffix ? <span className="cc-copy-suffix"> {suffix}</span> : null}
          </span>
        </p>
        <button type="button" className="cc-button cc-button-secondary cc-copy-button" onClick={copy}>
          {state === 'copied' ? (
            <>
              <span aria-hidden="true">✓ </span>
              {strings.copied}
              <span className="cc-visually-hidden">: {copyLabel}</span>
            </>
          ) : (
            copyLabel
          )}
        </button>
      </div>
      {state === 'failed' ? <p className="cc-error-text">{strings.copyFailed}</p> : null}
    </div>
  );
}
