import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageReadFailure } from './PageReadFailure.js';
import { RetryAlert } from './RetryAlert.js';

/** The words of a read shown in a panel of the Money or Developers section: a fixed failure message. */
export interface PanelReadWords {
  loading: string;
  failed: string;
  retry: string;
}

/** The words of a read shown on a page of the console: the failure message carries the service's own. */
export interface PageReadWords {
  loading: string;
  loadFailed: (message: string) => string;
  retry: string;
}

/** Where the read is shown, and so which failure it shows (see RetryAlert). */
type Place =
  | { place: 'panel'; words: PanelReadWords }
  | {
      place: 'page';
      words: PageReadWords;
      /** When the page reads one record: what to say when there is no such record. */
      notFound?: string;
    };

/**
 * What a read shows while it is under way (announced as a status), when it failed (with a retry), when it found
 * nothing, and what it found: the four states every list and detail of the console goes through.
 */
export function QueryView<Data>(
  props: Place & {
    query: UseQueryResult<Data>;
    /** Whether what was read holds nothing to show; then `empty` is shown instead of `children`. */
    isEmpty?: (data: Data) => boolean;
    empty?: ReactNode;
    children: (data: Data) => ReactNode;
  },
) {
  const { query, words, isEmpty, empty, children } = props;
  const retry = () => void query.refetch();
  if (query.isPending) return <p role="status">{words.loading}</p>;
  if (query.isError) {
    return props.place === 'panel' ? (
      <RetryAlert place="panel" message={props.words.failed} retry={words.retry} onRetry={retry} />
    ) : (
      <PageReadFailure
        error={query.error}
        notFound={props.notFound}
        loadFailed={props.words.loadFailed}
        retry={words.retry}
        onRetry={retry}
      />
    );
  }
  if (isEmpty?.(query.data)) return <p>{empty}</p>;
  return children(query.data);
}
