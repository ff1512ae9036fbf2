import {
  createClient,
  verifyWebhookSignature,
  webhookPayloadSchema,
  WEBHOOK_HEADERS,
  type SentWebhookEventName,
  type WebhookPayload,
} from '../api/index.js';
import { startWebhookReceiver, waitUntil } from '../sandbox/webhooks/testing.js';
import type { Sandbox } from './sandbox.js';

/**
 * A merchant's webhook endpoint for a test: a receiver on 127.0.0.1 registered as a webhook endpoint of the
 * sandbox's business, which checks every request's signature with the published recipe (`verifyWebhookSignature`)
 * against the endpoint's signing secret, answers 200 to genuine ones and 401 to the rest, and lets the test await
 * an event.
 */
/** A request the inbox refused: its headers and body exactly as they arrived. */
export interface RefusedWebhook {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

export interface WebhookInbox {
  /** Where the sandbox sends: `http://127.0.0.1:<port>/webhooks`. */
  url: string;
  /** The webhook endpoint's id in the sandbox. */
  endpointId: string;
  /** The endpoint's signing secret (`whsec_…`). */
  secret: string;
  /** The events whose signature verified, in the order they arrived (retries and redeliveries included). */
  events: WebhookPayload[];
  /** Requests whose signature did not verify (none, unless something is wrong). */
  rejected: RefusedWebhook[];
  /** Resolves with the first verified event of this name (and of this transaction's reference, if given). */
  waitForEvent(
    event: SentWebhookEventName,
    options?: { reference?: string; timeoutMs?: number },
  ): Promise<WebhookPayload>;
  /** Deletes the endpoint and stops the receiver. */
  close(): Promise<void>;
}

export async function webhookInbox(sandbox: Pick<Sandbox, 'url' | 'secretKey'>): Promise<WebhookInbox> {
  const receiver = await startWebhookReceiver();
  const merchant = createClient({ baseUrl: sandbox.url, apiKey: sandbox.secretKey });
  let endpoint: Awaited<ReturnType<typeof merchant.webhookEndpoints.create>>;
  try {
    endpoint = await merchant.webhookEndpoints.create({ url: receiver.url, description: 'Test inbox' });
  } catch (error) {
    await receiver.close();
    throw error;
  }
  const events: WebhookPayload[] = [];
  const rejected: RefusedWebhook[] = [];
  receiver.respondWith(async (request) => {
    const genuine = await verifyWebhookSignature({
      rawBody: request.rawBody,
      timestamp: request.headers[WEBHOOK_HEADERS.timestamp.toLowerCase()],
      signature: request.headers[WEBHOOK_HEADERS.signature.toLowerCase()],
      secret: endpoint.secret,
    });
    if (!genuine) {
      rejected.push({ headers: request.headers, rawBody: request.rawBody });
      return { status: 401, body: 'bad signature' };
    }
    events.push(webhookPayloadSchema.parse(JSON.parse(request.rawBody)));
    return { status: 200, body: 'ok' };
  });

  const find = (event: SentWebhookEventName, reference: string | undefined) =>
    events.find(
      (payload) =>
        payload.event === event &&
        (reference === undefined ||
          (payload.data as { reference?: unknown } | null)?.reference === reference),
    );

  return {
    url: receiver.url,
    endpointId: endpoint.id,
    secret: endpoint.secret,
    events,
    rejected,
    async waitForEvent(event, options = {}) {
      await waitUntil(() => find(event, options.reference) !== undefined, {
        timeoutMs: options.timeoutMs ?? 30_000,
        message: () =>
          `no verified ${event} webhook${options.reference ? ` for ${options.reference}` : ''}; ` +
          `received: ${events.map((payload) => payload.event).join(', ') || 'nothing'}` +
          (rejected.length > 0 ? `; ${rejected.length} with a bad signature` : ''),
      });
      return find(event, options.reference) as WebhookPayload;
    },
    async close() {
      // The sandbox may already be stopped (a worker's sandbox can outlive the test or not): nothing to delete then.
      await merchant.webhookEndpoints.delete(endpoint.id).catch(() => undefined);
      await receiver.close();
    },
  };
}
