import type { ReactNode } from 'react';

/**
 * Where a failed read is shown: in a panel of the Money or Developers section (the whole block in the error
 * colour, the panels' own buttons), or on a page of the console (the console's error text and button).
 */
export type RetryAlertPlace = 'panel' | 'page';

/** A read that failed, announced (`role="alert"`), with the button that reads it again. */
export function RetryAlert({
  message,
  retry,
  onRetry,
  place,
}: {
  message: ReactNode;
  /** The retry button's text. */
  retry: string;
  onRetry: () => void;
  place: RetryAlertPlace;
}) {
  return place === 'panel' ? (
    <div role="alert" className="console-panel-error">
      <p>{message}</p>
      <button type="button" onClick={onRetry}>
        {retry}
      </button>
    </div>
  ) : (
    <div role="alert">
      <p className="console-error">{message}</p>
      <button type="button" className="console-button" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
