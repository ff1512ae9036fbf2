import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PublicVerifiedTransaction } from '../../api/schemas/transaction.js';
import { furthestAlong } from '../../core/transaction-progress.js';
import { watchTransactionStream } from '../../core/transaction-stream.js';
import { useCheckoutEnvironment } from '../context.js';
import { checkoutKeys } from './query-keys.js';

/**
 * Follows a transaction's event stream while `enabled` (it is open) and the browser has EventSource, writing each
 * event into the verification query's cache, so that every reader of verification sees it at once. Answers whether
 * the stream is trusted, i.e. whether verification polling may slow down to its safety net.
 */
export function useTransactionStream(reference: string, enabled: boolean): boolean {
  const { client } = useCheckoutEnvironment();
  const queryClient = useQueryClient();
  // Each watch starts trusted: an open stream is the normal case, and a failing one reports within seconds.
  const [trusted, setTrusted] = useState(true);
  const streams = enabled && typeof globalThis.EventSource === 'function';
  useEffect(() => {
    if (!streams) return undefined;
    let url: string;
    try {
      url = client.transactions.eventsUrl(reference);
    } catch {
      // A malformed reference: verification reports it (InvalidRequestError); an effect must not throw it.
      return undefined;
    }
    const EventSourceClass = globalThis.EventSource;
    const stop = watchTransactionStream({
      reference,
      url,
      connect: (address) => new EventSourceClass(address),
      onTransaction: (transaction) =>
        queryClient.setQueryData<PublicVerifiedTransaction>(checkoutKeys.verification(reference), (shown) =>
          furthestAlong(shown, transaction),
        ),
      onTrustChange: setTrusted,
    });
    return () => {
      stop();
      setTrusted(true);
    };
  }, [client, queryClient, reference, streams]);
  return streams && trusted;
}
