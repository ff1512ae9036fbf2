import {
  publicVerifiedTransactionSchema,
  type PublicVerifiedTransaction,
} from '../api/schemas/transaction.js';
import { isFinalStatus } from './checkout-status.js';
import {
  INITIAL_STREAM_STATE,
  STREAM_OPEN_TIMEOUT_MS,
  isStreamTrusted,
  nextStreamState,
  streamRetryDelay,
  type StreamSignal,
} from './stream-health.js';

/** What the watcher needs of a browser EventSource (core has no DOM types; tests pass a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}

/** EventSource.CLOSED: the browser will not reconnect by itself. */
const EVENT_SOURCE_CLOSED = 2;

export interface TransactionStreamWatch {
  reference: string;
  /** The stream's address (client.transactions.eventsUrl). */
  url: string;
  /** Opens a connection: `(url) => new EventSource(url)` in a browser. */
  connect: (url: string) => EventSourceLike;
  /** Each valid event's transaction, in order. */
  onTransaction: (transaction: PublicVerifiedTransaction) => void;
  /** Told when polling may slow to the safety net (true) or must take over (false); starts trusted. */
  onTrustChange: (trusted: boolean) => void;
  now?: () => number;
}

/**
 * An event's transaction, or undefined when its data is not JSON, not the public verification view, or about
 * another transaction: a stream is never trusted further than verification would be.
 */
export function parseTransactionEvent(
  data: unknown,
  reference: string,
): PublicVerifiedTransaction | undefined {
  if (typeof data !== 'string') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  const result = publicVerifiedTransactionSchema.safeParse(json);
  return result.success && result.data.reference === reference ? result.data : undefined;
}

/**
 * Follows a transaction's event stream until a final status or the returned stop function: hands on each valid
 * event, closes the connection when the stream fails (stream-health.ts decides), and opens a new one after the
 * retry delay. Never holds more than one connection, and none once stopped.
 */
export function watchTransactionStream(watch: TransactionStreamWatch): () => void {
  const now = watch.now ?? Date.now;
  let state = INITIAL_STREAM_STATE;
  let source: EventSourceLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = (signal: StreamSignal, delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => apply(signal), delayMs);
  };

  function stop(): void {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = undefined;
  }

  function apply(signal: StreamSignal): void {
    if (stopped) return;
    const wasTrusted = isStreamTrusted(state);
    const previousPhase = state.phase;
    state = nextStreamState(state, signal);
    if (state.phase === 'polling') {
      if (previousPhase !== 'polling') {
        source?.close();
        source = undefined;
        schedule({ type: 'retry' }, streamRetryDelay(state.fallbacks));
      }
    } else if (state.phase === 'connecting') {
      // At first, after a retry, or after each error while the browser reconnects: the open must come in time.
      if (signal.type === 'retry') open();
      if (signal.type === 'retry' || signal.type === 'error') {
        schedule({ type: 'open-timeout' }, STREAM_OPEN_TIMEOUT_MS);
      }
    } else {
      clearTimeout(timer);
    }
    if (wasTrusted !== isStreamTrusted(state)) watch.onTrustChange(!wasTrusted);
  }

  function open(): void {
    const current = watch.connect(watch.url);
    source = current;
    const fromCurrent = (handle: () => void) => () => {
      if (source === current) handle();
    };
    current.addEventListener(
      'open',
      fromCurrent(() => apply({ type: 'open', at: now() })),
    );
    current.addEventListener(
      'error',
      fromCurrent(() =>
        apply({ type: 'error', closed: current.readyState === EVENT_SOURCE_CLOSED, at: now() }),
      ),
    );
    current.addEventListener('transaction', (event) => {
      if (source !== current) return;
      const transaction = parseTransactionEvent(event.data, watch.reference);
      apply({ type: 'event', valid: transaction !== undefined });
      if (!transaction) return;
      watch.onTransaction(transaction);
      // The service ends the stream after a final status; closing first keeps the browser from reconnecting.
      if (isFinalStatus(transaction.status)) stop();
    });
  }

  open();
  schedule({ type: 'open-timeout' }, STREAM_OPEN_TIMEOUT_MS);
  return stop;
}
