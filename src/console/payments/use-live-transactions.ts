import { useEffect, useRef, useState } from 'react';
import { verifiedTransactionSchema, type VerifiedTransaction } from '../../api/schemas/transaction.js';
import { useConsole } from '../context.js';

/** The business's transaction stream (session cookie; `event: transaction`, one transaction as the list has it). */
export const TRANSACTION_EVENTS_PATH = '/v1/transactions/events';

/** How long to wait before opening a stream the browser gave up on (it retries by itself otherwise). */
const REOPEN_AFTER_MS = 5_000;

export type LiveState = 'connecting' | 'open' | 'reconnecting';

/**
 * Follows every change to the business's transactions while mounted. The browser reconnects an interrupted
 * stream by itself; one it closed (an answer that is not a stream, such as a 401) is reopened after a pause,
 * once a cheap read has checked the session (a 401 there sends the console back to sign-in).
 */
export function useLiveTransactions(onTransaction: (transaction: VerifiedTransaction) => void): LiveState {
  const { client } = useConsole();
  const [state, setState] = useState<LiveState>('connecting');
  const listener = useRef(onTransaction);
  useEffect(() => {
    listener.current = onTransaction;
  }, [onTransaction]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    let source: EventSource | undefined;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const onMessage = (event: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = verifiedTransactionSchema.safeParse(data);
      if (parsed.success) listener.current(parsed.data);
    };

    const open = () => {
      source = new EventSource(TRANSACTION_EVENTS_PATH, { withCredentials: true });
      source.addEventListener('open', () => setState('open'));
      source.addEventListener('transaction', onMessage as EventListener);
      source.addEventListener('error', () => {
        setState('reconnecting');
        if (source?.readyState !== EventSource.CLOSED) return;
        source = undefined;
        reopenTimer = setTimeout(() => {
          if (stopped) return;
          // Any read will do: its 401, if the session is gone, ends the console's session.
          client.business.get().then(
            () => {
              if (!stopped) open();
            },
            () => {
              if (!stopped) reopenTimer = setTimeout(open, REOPEN_AFTER_MS);
            },
          );
        }, REOPEN_AFTER_MS);
      });
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(reopenTimer);
      source?.close();
    };
  }, [client]);

  return state;
}
