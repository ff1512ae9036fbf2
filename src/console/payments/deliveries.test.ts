import { describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '../../api/schemas/webhook.js';
import { deliveriesFor, deliveryReference } from './deliveries.js';

function delivery(event: WebhookDelivery['event'], data: unknown): WebhookDelivery {
  return {
    uuid: '00000000-0000-4000-8000-000000000001',
    eventId: '00000000-0000-4000-8000-000000000002',
    event,
    endpointId: null,
    url: 'https://shop.example/webhooks',
    status: 'delivered',
    nextAttemptAt: null,
    deliveredAt: '2026-11-22T10:00:01.000Z',
    createdAt: '2026-11-22T10:00:00.000Z',
    payload: {
      id: '00000000-0000-4000-8000-000000000002',
      event,
      createdAt: '2026-11-22T10:00:00.000Z',
      data,
    },
    attempts: [],
  };
}

describe('webhook deliveries of a transaction', () => {
  it('reads the reference of transaction events and late payments', () => {
    expect(deliveryReference(delivery('transaction.success', { reference: 'r1' }))).toBe('r1');
    expect(
      deliveryReference(
        delivery('transaction.late_payment', { latePayment: {}, transaction: { reference: 'r2' } }),
      ),
    ).toBe('r2');
    expect(deliveryReference(delivery('webhook.test', null))).toBeUndefined();
  });

  it('keeps only the transaction’s own', () => {
    const all = [
      delivery('transaction.success', { reference: 'r1' }),
      delivery('transaction.failed', { reference: 'r2' }),
      delivery('payoutRequest.success', { reference: 'r1' }),
    ];
    expect(deliveriesFor('r1', all)).toEqual([all[0]]);
  });
});
