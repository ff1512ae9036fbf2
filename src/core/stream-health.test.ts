import { describe, expect, it } from 'vitest';
import {
  INITIAL_STREAM_STATE,
  MAX_STREAM_FAILURES,
  STREAM_STABLE_MS,
  isStreamTrusted,
  nextStreamState,
  streamRetryDelay,
  type StreamSignal,
  type StreamState,
} from './stream-health.js';

function run(signals: StreamSignal[], from: StreamState = INITIAL_STREAM_STATE): StreamState {
  return signals.reduce(nextStreamState, from);
}

const reconnecting = (at: number): StreamSignal => ({ type: 'error', closed: false, at });

describe('stream health', () => {
  it('is trusted while first connecting and once open; a valid event forgives earlier failures', () => {
    expect(isStreamTrusted(INITIAL_STREAM_STATE)).toBe(true);
    const open = run([{ type: 'open', at: 0 }]);
    expect(open).toMatchObject({ phase: 'streaming', openedAt: 0 });
    expect(isStreamTrusted(open)).toBe(true);
    const reconnectingState = run([reconnecting(100)], open);
    expect(reconnectingState).toMatchObject({ phase: 'connecting', failures: 1 });
    expect(isStreamTrusted(reconnectingState)).toBe(false);
    const reopened = run([{ type: 'open', at: 2100 }], reconnectingState);
    expect(reopened).toMatchObject({ phase: 'streaming', failures: 1 });
    expect(isStreamTrusted(reopened)).toBe(true);
    expect(run([{ type: 'event', valid: true }], reopened)).toMatchObject({
      phase: 'streaming',
      failures: 0,
    });
  });

  it('falls back to polling at once when the browser gives up (readyState CLOSED)', () => {
    const state = run([{ type: 'error', closed: true, at: 0 }]);
    expect(state).toMatchObject({ phase: 'polling', fallbacks: 1 });
    expect(isStreamTrusted(state)).toBe(false);
  });

  it('falls back after errors in a row, even when each reconnection opens and drops at once', () => {
    const flapping: StreamSignal[] = [];
    for (let attempt = 0; attempt < MAX_STREAM_FAILURES; attempt += 1) {
      flapping.push({ type: 'open', at: attempt * 2000 }, reconnecting(attempt * 2000 + 50));
    }
    expect(run(flapping.slice(0, -1)).phase).toBe('streaming');
    expect(run(flapping).phase).toBe('polling');
  });

  it('counts a drop after a stable connection as the first failure, not one more', () => {
    const state = run([
      { type: 'open', at: 0 },
      reconnecting(100),
      { type: 'open', at: 2000 },
      reconnecting(2000 + STREAM_STABLE_MS),
    ]);
    expect(state).toMatchObject({ phase: 'connecting', failures: 1 });
  });

  it('counts invalid events as failures, and falls back after enough of them', () => {
    const invalid: StreamSignal = { type: 'event', valid: false };
    const once = run([{ type: 'open', at: 0 }, invalid]);
    expect(once).toMatchObject({ phase: 'streaming', failures: 1 });
    expect(
      run(
        Array.from({ length: MAX_STREAM_FAILURES - 1 }, () => invalid),
        once,
      ).phase,
    ).toBe('polling');
  });

  it('falls back when no connection opens in time, but not once open', () => {
    expect(run([{ type: 'open-timeout' }]).phase).toBe('polling');
    expect(run([{ type: 'open', at: 0 }, { type: 'open-timeout' }]).phase).toBe('streaming');
  });

  it('ignores what a closed stream reports, and connects again on retry keeping the fallback count', () => {
    const polling = run([{ type: 'open-timeout' }]);
    expect(
      run(
        [
          { type: 'open', at: 0 },
          { type: 'event', valid: true },
        ],
        polling,
      ),
    ).toBe(polling);
    const retrying = run([{ type: 'retry' }], polling);
    expect(retrying).toEqual({ ...INITIAL_STREAM_STATE, fallbacks: 1 });
    // A stream that failed before is not trusted again until it opens.
    expect(isStreamTrusted(retrying)).toBe(false);
    expect(isStreamTrusted(run([{ type: 'open', at: 0 }], retrying))).toBe(true);
  });

  it('waits longer before each new try, up to two minutes', () => {
    expect([1, 2, 3, 4, 5, 10].map(streamRetryDelay)).toEqual([
      10_000, 20_000, 40_000, 80_000, 120_000, 120_000,
    ]);
  });
});
