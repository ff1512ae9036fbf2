import { NotFoundError } from '../api/errors.js';
import { errorText } from './error-text.js';
import { RetryAlert } from './RetryAlert.js';

/**
 * Why a page of the console could not show what it reads: the record does not exist (when the page reads one
 * record, `notFound` says so and there is nothing to retry), or the read failed, in the service's own words,
 * with the button that reads it again.
 */
export function PageReadFailure({
  error,
  notFound,
  loadFailed,
  retry,
  onRetry,
}: {
  error: Error;
  notFound?: string;
  loadFailed: (message: string) => string;
  retry: string;
  onRetry: () => void;
}) {
  if (notFound !== undefined && error instanceof NotFoundError) return <p role="alert">{notFound}</p>;
  return <RetryAlert place="page" message={loadFailed(errorText(error))} retry={retry} onRetry={onRetry} />;
}
