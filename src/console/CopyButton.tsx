import { useEffect, useState } from 'react';
import { copyText } from './copy-text.js';
import { useWords } from './context.js';
import { shellWords } from './shell-words.js';

/**
 * Copies `value`; the outcome is said in a polite live region beside the button (and on the button for a moment),
 * so a screen reader hears that it worked. `label` names what is copied ("Copy hosted URL").
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const words = useWords(shellWords);
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (outcome !== 'copied') return undefined;
    const timer = setTimeout(() => setOutcome('idle'), 2500);
    return () => clearTimeout(timer);
  }, [outcome]);
  const onClick = () => {
    copyText(value).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  };
  return (
    <span className="console-copy">
      <button type="button" className="console-button console-button-secondary" onClick={onClick}>
        {outcome === 'copied' ? words.copied : label}
      </button>
      <span className="console-copy-status" role="status">
        {outcome === 'copied' ? words.copied : outcome === 'failed' ? words.copyFailed : ''}
      </span>
    </span>
  );
}
