import { describe, expect, it } from 'vitest';
import {
  clockOffsetBounds,
  clockOffsetEstimate,
  countdownAnnouncementStep,
  estimateClockOffset,
  formatCountdown,
  refineClockOffset,
  remainingMs,
} from './countdown.js';

describe('countdown', () => {
  it('estimates the server clock from the Date header and the round trip', () => {
    const offset = estimateClockOffset({
      serverDate: 'Sat, 21 Nov 2026 10:00:00 GMT',
      sentAt: 1000,
      receivedAt: 1200,
    });
    expect(offset).toBe(Date.parse('2026-11-21T10:00:00.000Z') + 500 - 1100);
    expect(estimateClockOffset({ serverDate: null, sentAt: 0, receivedAt: 1 })).toBeUndefined();
    expect(estimateClockOffset({ serverDate: 'garbage', sentAt: 0, receivedAt: 1 })).toBeUndefined();
  });

  it('counts down on the server clock even when the browser clock is off', () => {
    const expiresAt = '2026-11-21T10:05:00.000Z';
    const serverNow = Date.parse('2026-11-21T10:00:00.000Z');
    const browserFiveMinutesBehind = serverNow - 300_000;
    expect(remainingMs(expiresAt, browserFiveMinutesBehind, 300_000)).toBe(300_000);
    expect(remainingMs(expiresAt, serverNow + 400_000, 0)).toBe(0);
  });

  it('formats and announces at coarse steps', () => {
    expect(formatCountdown(245_000)).toBe('4:05');
    expect(formatCountdown(500)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect([299_000, 241_000, 59_000, 29_000, 9_000, 0].map(countdownAnnouncementStep)).toEqual([
      300, 300, 60, 30, 10, 0,
    ]);
  });
});

describe('clock offset from several responses', () => {
  it('narrows the estimate below the Date header’s one-second resolution', () => {
    const serverStart = Date.parse('2026-11-21T10:00:00.000Z');
    // The browser runs 90.3 s behind the server; requests take 40 ms each way and are answered mid-way.
    const trueOffset = 90_300;
    let bounds;
    let seed = 7;
    let sentAt = serverStart - trueOffset;
    // Polls about a second apart, the gaps varying a little as they do in a browser.
    for (let i = 0; i < 30; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      sentAt += 900 + (seed % 200);
      const serverTime = sentAt + 20 + trueOffset;
      const serverDate = new Date(Math.floor(serverTime / 1000) * 1000).toUTCString();
      bounds = refineClockOffset(bounds, clockOffsetBounds({ serverDate, sentAt, receivedAt: sentAt + 40 }));
    }
    expect(bounds).toBeDefined();
    expect((bounds?.high ?? 0) - (bounds?.low ?? 0)).toBeLessThanOrEqual(150);
    expect(Math.abs(clockOffsetEstimate(bounds) - trueOffset)).toBeLessThanOrEqual(75);
    // The countdown is then right on the server's clock although the browser's is 90 s off.
    const expiresAt = new Date(serverStart + 300_000).toISOString();
    expect(
      Math.abs(remainingMs(expiresAt, serverStart - trueOffset, clockOffsetEstimate(bounds)) - 300_000),
    ).toBeLessThanOrEqual(75);
  });

  it('starts over when the clocks jump, and ignores responses without a usable date', () => {
    const before = clockOffsetBounds({
      serverDate: 'Sat, 21 Nov 2026 10:00:00 GMT',
      sentAt: 0,
      receivedAt: 10,
    });
    const after = clockOffsetBounds({
      serverDate: 'Sat, 21 Nov 2026 11:00:00 GMT',
      sentAt: 20,
      receivedAt: 30,
    });
    expect(refineClockOffset(before, after)).toEqual(after);
    expect(refineClockOffset(before, undefined)).toEqual(before);
    expect(clockOffsetBounds({ serverDate: null, sentAt: 0, receivedAt: 1 })).toBeUndefined();
    expect(clockOffsetBounds({ serverDate: 'nonsense', sentAt: 0, receivedAt: 1 })).toBeUndefined();
    expect(clockOffsetEstimate(undefined)).toBe(0);
  });
});
