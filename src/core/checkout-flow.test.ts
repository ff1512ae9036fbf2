import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ConnectionError,
  InvalidRequestError,
  NotFoundError,
  ServerError,
} from '../api/errors.js';
import {
  canRestartAtOnce,
  checkoutFlowReducer,
  detailsForRestart,
  initialCheckoutFlowState,
  initiationBody,
  isSubmitting,
  startCheckoutFlow,
  submissionErrorFrom,
  type CheckoutFlowState,
} from './checkout-flow.js';

const body = { email: 'ada@example.com', cryptocurrency: 'USDC' as const };

function submitted(
  state: CheckoutFlowState = initialCheckoutFlowState,
  freshKey = 'key-1',
): CheckoutFlowState {
  return checkoutFlowReducer(state, { type: 'submit', body, freshKey });
}

describe('checkoutFlowReducer', () => {
  it('starts one transaction however often the button is pressed', () => {
    const first = submitted();
    expect(isSubmitting(first)).toBe(true);
    expect(first.submission?.key).toBe('key-1');
    // A second press while the first is on its way is ignored: same state object, same key.
    expect(submitted(first, 'key-2')).toBe(first);
  });

  it('follows the transaction once the service answers, keeping the details for later', () => {
    const tracking = checkoutFlowReducer(submitted(), {
      type: 'submit_succeeded',
      key: 'key-1',
      reference: 'r'.repeat(32),
    });
    expect(tracking).toMatchObject({
      step: 'tracking',
      reference: 'r'.repeat(32),
      resumed: false,
      submission: null,
      draft: { email: 'ada@example.com', firstName: '', lastName: '', cryptocurrency: 'USDC' },
    });
  });

  it('ignores answers to a submission it no longer waits for', () => {
    const state = submitted();
    expect(checkoutFlowReducer(state, { type: 'submit_succeeded', key: 'other', reference: 'x' })).toBe(
      state,
    );
    expect(
      checkoutFlowReducer(state, {
        type: 'submit_failed',
        key: 'other',
        error: { message: 'no', fields: {}, transient: true },
      }),
    ).toBe(state);
  });

  it('retries a request whose outcome is unknown with the same Idempotency-Key, and a new one otherwise', () => {
    const lost = checkoutFlowReducer(submitted(), {
      type: 'submit_failed',
      key: 'key-1',
      error: submissionErrorFrom(new ConnectionError('offline')),
    });
    expect(lost.submission).toMatchObject({ status: 'failed', error: { transient: true } });
    expect(submitted(lost, 'key-2').submission?.key).toBe('key-1');
    // Different details are a different request: a new key (the old one would be refused for another body).
    const changed = checkoutFlowReducer(lost, {
      type: 'submit',
      body: { ...body, cryptocurrency: 'SOL' },
      freshKey: 'key-3',
    });
    expect(changed.submission?.key).toBe('key-3');
    // A refusal is final for that body: trying again is a new request.
    const refused = checkoutFlowReducer(submitted(), {
      type: 'submit_failed',
      key: 'key-1',
      error: submissionErrorFrom(new InvalidRequestError('bad', { errors: [] })),
    });
    expect(submitted(refused, 'key-4').submission?.key).toBe('key-4');
  });

  it('resumes a reference, falls back to the form with a notice when it cannot, and goes back to the form', () => {
    const resumed = startCheckoutFlow('a'.repeat(32));
    expect(resumed).toMatchObject({ step: 'tracking', resumed: true, reference: 'a'.repeat(32) });
    expect(startCheckoutFlow(undefined)).toBe(initialCheckoutFlowState);
    expect(
      checkoutFlowReducer(resumed, { type: 'resume_rejected', notice: 'resume_not_found' }),
    ).toMatchObject({
      step: 'details',
      reference: null,
      notice: 'resume_not_found',
    });
    const draft = { email: 'b@c.de', firstName: 'B', lastName: '', cryptocurrency: 'SOL' as const };
    expect(checkoutFlowReducer(resumed, { type: 'change_details', draft })).toMatchObject({
      step: 'details',
      reference: null,
      draft,
    });
  });

  it('starts again from a closed transaction without leaving it until the new one exists', () => {
    const tracking = startCheckoutFlow('a'.repeat(32));
    const restarting = checkoutFlowReducer(tracking, {
      type: 'submit',
      body,
      freshKey: 'k',
      from: 'restart',
    });
    expect(restarting).toMatchObject({ step: 'tracking', reference: 'a'.repeat(32) });
    expect(restarting.submission).toMatchObject({ from: 'restart', status: 'sending' });
    const next = checkoutFlowReducer(restarting, {
      type: 'submit_succeeded',
      key: 'k',
      reference: 'b'.repeat(32),
    });
    expect(next).toMatchObject({ step: 'tracking', reference: 'b'.repeat(32), resumed: false });
  });
});

describe('initiation bodies and errors', () => {
  it('trims the details and leaves out empty names', () => {
    expect(
      initiationBody({ email: ' a@b.co ', firstName: '  ', lastName: ' Lovelace ', cryptocurrency: 'SOL' }),
    ).toEqual({ email: 'a@b.co', lastName: 'Lovelace', cryptocurrency: 'SOL' });
  });

  it('starts again with the customer this page sent and the closed transaction’s currency', () => {
    const draft = { email: 'a@b.co', firstName: 'Ada', lastName: '', cryptocurrency: 'SOL' as const };
    const details = detailsForRestart(draft, 'USDT');
    expect(details).toEqual({ email: 'a@b.co', firstName: 'Ada', lastName: '', cryptocurrency: 'USDT' });
    expect(canRestartAtOnce(details)).toBe(true);
  });

  it('after a reload knows only the currency (verification does not name the customer): the form asks', () => {
    const details = detailsForRestart(null, 'USDC');
    expect(details).toEqual({ email: '', firstName: '', lastName: '', cryptocurrency: 'USDC' });
    expect(canRestartAtOnce(details)).toBe(false);
  });

  it('keeps field errors by field and says which failures leave the outcome open', () => {
    expect(
      submissionErrorFrom(
        new InvalidRequestError('email must be a valid e-mail address', {
          errors: [{ field: 'email', message: 'must be a valid e-mail address' }],
        }),
      ),
    ).toEqual({
      message: 'email must be a valid e-mail address',
      fields: { email: 'must be a valid e-mail address' },
      transient: false,
    });
    expect(submissionErrorFrom(new ServerError('boom')).transient).toBe(true);
    expect(submissionErrorFrom(new NotFoundError('gone')).transient).toBe(false);
    expect(
      submissionErrorFrom(new ConflictError('A request with this Idempotency-Key is still being processed'))
        .transient,
    ).toBe(true);
    expect(submissionErrorFrom(new TypeError('Failed to fetch'))).toMatchObject({ transient: true });
  });
});
