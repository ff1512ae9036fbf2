import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, WEBHOOK_HEADERS } from '../api/index.js';
import { startTestService, type TestService } from '../sandbox/testing/test-service.js';
import { webhookInbox } from './webhook-inbox.js';

/** The kit's webhook inbox against the real service: it keeps what verifies, refuses what does not, cleans up. */
describe('webhookInbox', () => {
  let service: TestService;
  let sandbox: { url: string; secretKey: string };

  beforeAll(async () => {
    service = await startTestService();
    sandbox = { url: service.url, secretKey: service.demoBusiness.secretKey };
  });

  afterAll(async () => {
    await service?.destroy();
  });

  it('receives a signed event and answers it', async () => {
    const inbox = await webhookInbox(sandbox);
    try {
      const merchant = createClient({ baseUrl: sandbox.url, apiKey: sandbox.secretKey });
      await merchant.webhookEndpoints.sendTest(inbox.endpointId);
      const event = await inbox.waitForEvent('webhook.test', { timeoutMs: 10_000 });
      expect(event.event).toBe('webhook.test');
      expect(inbox.rejected).toEqual([]);
      expect((await merchant.webhookEndpoints.get(inbox.endpointId)).url).toBe(inbox.url);
    } finally {
      await inbox.close();
    }
  });

  it('refuses a request whose signature does not verify, and never counts it as an event', async () => {
    const inbox = await webhookInbox(sandbox);
    try {
      const body = JSON.stringify({
        id: crypto.randomUUID(),
        event: 'transaction.success',
        createdAt: new Date().toISOString(),
        data: { reference: 'forged' },
      });
      const response = await fetch(inbox.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_HEADERS.timestamp]: String(Math.floor(Date.now() / 1000)),
          [WEBHOOK_HEADERS.signature]: 'ab'.repeat(64),
        },
        body,
      });
      expect(response.status).toBe(401);
      expect(inbox.rejected.map((request) => request.rawBody)).toEqual([body]);
      expect(inbox.events).toEqual([]);
      await expect(
        inbox.waitForEvent('transaction.success', { reference: 'forged', timeoutMs: 300 }),
      ).rejects.toThrow(/no verified transaction.success webhook for forged.*1 with a bad signature/);
    } finally {
      await inbox.close();
    }
  });

  it('removes its endpoint when closed', async () => {
    const inbox = await webhookInbox(sandbox);
    await inbox.close();
    const merchant = createClient({ baseUrl: sandbox.url, apiKey: sandbox.secretKey });
    expect((await merchant.webhookEndpoints.list()).map((endpoint) => endpoint.id)).not.toContain(
      inbox.endpointId,
    );
  });
});
