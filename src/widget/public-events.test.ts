import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../api/errors.js';
import type { PublicVerifiedTransaction } from '../api/schemas/transaction.js';
import { PublicEventTracker } from './public-events.js';

const LINK = '3f1c2b9e-6a7d-4c1e-9b2a-5d8e7f6a1b2c';
const REFERENCE = 'a'.repeat(32);

describe('PublicEventTracker', () => {
  it('carries the reference and last status into every later event', () => {
    const tracker = new PublicEventTracker(LINK);
    expect(tracker.detail('close')).toEqual({
      type: 'close',
      paymentLink: LINK,
      reference: null,
      status: null,
    });
    expect(tracker.translate({ type: 'started', reference: REFERENCE })).toBeUndefined();
    expect(
      tracker.translate({ type: 'status', reference: REFERENCE, status: 'pending_settlement' }),
    ).toBeUndefined();
    expect(tracker.detail('close')).toMatchObject({ reference: REFERENCE, status: 'pending_settlement' });
    const transaction = { reference: REFERENCE, status: 'success' } as PublicVerifiedTransaction;
    expect(tracker.translate({ type: 'success', transaction })).toEqual({
      type: 'success',
      paymentLink: LINK,
      reference: REFERENCE,
      status: 'success',
      transaction,
    });
  });

  it('turns an unknown link and failed requests into error events with a code', () => {
    const tracker = new PublicEventTracker(LINK);
    expect(tracker.translate({ type: 'not_found', linkId: LINK })?.error?.code).toBe(
      'payment_link_not_found',
    );
    expect(tracker.translate({ type: 'error', error: new NotFoundError('gone') })?.error).toEqual({
      code: 'not_found',
      message: 'gone',
    });
    expect(tracker.translate({ type: 'error', error: new Error('offline') })?.error).toEqual({
      code: 'request_failed',
      message: 'offline',
    });
  });
});
