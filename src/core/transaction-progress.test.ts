import { describe, expect, it } from 'vitest';
import { furthestAlong } from './transaction-progress.js';

const view = (status: 'pending' | 'pending_settlement' | 'success' | 'failed', received: number) => ({
  status,
  receivedAmountInCrypto: received,
});

describe('furthestAlong', () => {
  it('takes the first view, and any view that moves forward', () => {
    expect(furthestAlong(undefined, view('pending', 0))).toEqual(view('pending', 0));
    expect(furthestAlong(view('pending', 0), view('pending_settlement', 1))).toEqual(
      view('pending_settlement', 1),
    );
    expect(furthestAlong(view('pending_settlement', 1), view('pending_settlement', 2))).toEqual(
      view('pending_settlement', 2),
    );
    expect(furthestAlong(view('pending_settlement', 1), view('success', 3))).toEqual(view('success', 3));
    expect(furthestAlong(view('pending', 0), view('failed', 0))).toEqual(view('failed', 0));
  });

  it('keeps the view shown when a late answer is behind it', () => {
    const paid = view('success', 3);
    expect(furthestAlong(paid, view('pending', 0))).toBe(paid);
    expect(furthestAlong(paid, view('pending_settlement', 1))).toBe(paid);
    const partly = view('pending_settlement', 2);
    expect(furthestAlong(partly, view('pending', 0))).toBe(partly);
    expect(furthestAlong(partly, view('pending_settlement', 1))).toBe(partly);
  });

  it('takes an equal view (a fresh object for the same state)', () => {
    const incoming = view('pending', 0);
    expect(furthestAlong(view('pending', 0), incoming)).toBe(incoming);
  });
});
