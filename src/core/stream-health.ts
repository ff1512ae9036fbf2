/**
 * Whether the checkout can trust a transaction's event stream, or must poll verification: a small state machine
 * fed by what the EventSource reports, with no timers or DOM of its own (transaction-stream.ts drives it).
 *
 * - `connecting`: a connection is being made (at first, or the browser reconnecting after a drop, with
 *   `Last-Event-ID`), for at most STREAM_OPEN_TIMEOUT_MS.
 * - `streaming`: the connection is open.
 * - `polling`: the stream failed (refused for good, never opened, or MAX_STREAM_FAILURES errors or invalid events
 *   in a row); it is closed, and tried again after streamRetryDelay.
 *
 * Verification slows to its safety net only while the stream is trusted (isStreamTrusted).
 */
export type StreamPhase = 'connecting' | 'streaming' | 'polling';

export interface StreamState {
  phase: StreamPhase;
  /** Errors and invalid events in a row, since the stream last proved healthy. */
  failures: number;
  /** Fallbacks to polling in a row: each one doubles the wait before the stream is tried again. */
  fallbacks: number;
  /** When the current connection opened (ms), or null while none is open. */
  openedAt: number | null;
}

export type StreamSignal =
  | { type: 'open'; at: number }
  | { type: 'event'; valid: boolean }
  /** `closed`: the browser gave up (readyState CLOSED: a 404, a wrong content type); otherwise it reconnects. */
  | { type: 'error'; closed: boolean; at: number }
  | { type: 'open-timeout' }
  | { type: 'retry' };

/** While the stream is trusted, verification is still asked this often, as a safety net (≤ 2 a minute). */
export const STREAM_SAFETY_NET_POLL_MS = 30_000;
/** A connection still not open after this long has failed (a blocked request, a proxy holding it back). */
export const STREAM_OPEN_TIMEOUT_MS = 5000;
/** Errors or invalid events in a row that make the checkout fall back to polling. */
export const MAX_STREAM_FAILURES = 3;
/**
 * A connection open this long was healthy, so its drop starts a new count. Needed because the stream's heartbeats
 * are comments, which EventSource does not report: a quiet healthy stream says nothing at all.
 */
export const STREAM_STABLE_MS = 10_000;
const STREAM_RETRY_BASE_MS = 10_000;
const STREAM_RETRY_MAX_MS = 120_000;

export const INITIAL_STREAM_STATE: StreamState = {
  phase: 'connecting',
  failures: 0,
  fallbacks: 0,
  openedAt: null,
};

export function nextStreamState(state: StreamState, signal: StreamSignal): StreamState {
  if (signal.type === 'retry') return { ...INITIAL_STREAM_STATE, fallbacks: state.fallbacks };
  // A stream closed for polling reports nothing more that counts (a late event of the closed source).
  if (state.phase === 'polling') return state;
  switch (signal.type) {
    case 'open':
      // Failures are not forgiven on open: a proxy that accepts and drops at once must still end in polling.
      return { ...state, phase: 'streaming', openedAt: signal.at };
    case 'event':
      if (signal.valid) return { ...state, phase: 'streaming', failures: 0, fallbacks: 0 };
      return countFailure(state, state);
    case 'error': {
      if (signal.closed) return fallBack(state);
      const stable = state.openedAt !== null && signal.at - state.openedAt >= STREAM_STABLE_MS;
      const counted = stable ? { ...state, failures: 0, fallbacks: 0 } : state;
      return countFailure(counted, { ...counted, phase: 'connecting', openedAt: null });
    }
    case 'open-timeout':
      return state.phase === 'connecting' ? fallBack(state) : state;
  }
}

function countFailure(state: StreamState, otherwise: StreamState): StreamState {
  const failures = state.failures + 1;
  return failures >= MAX_STREAM_FAILURES ? fallBack(state) : { ...otherwise, failures };
}

function fallBack(state: StreamState): StreamState {
  return { phase: 'polling', failures: 0, fallbacks: state.fallbacks + 1, openedAt: null };
}

/**
 * Whether verification may slow down to the safety net: while the stream is open, and while the first connection
 * is being made (verification has just been asked anyway). Not while a failed stream is reconnecting or tried
 * again: the payment may land then, and a lost network must show as soon as polling would show it.
 */
export function isStreamTrusted(state: StreamState): boolean {
  if (state.phase === 'connecting') return state.failures === 0 && state.fallbacks === 0;
  return state.phase === 'streaming';
}

/** How long to poll before trying the stream again: 10 s after the first fallback, doubling up to 2 minutes. */
export function streamRetryDelay(fallbacks: number): number {
  return Math.min(STREAM_RETRY_MAX_MS, STREAM_RETRY_BASE_MS * 2 ** Math.max(0, fallbacks - 1));
}
