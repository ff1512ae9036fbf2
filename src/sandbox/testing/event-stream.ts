import { publicVerifiedTransactionSchema } from '../../api/schemas/transaction.js';

/**
 * Server-Sent Events as the tests read them: one connection (`openEventStream`), or a transaction followed to its end
 * across reconnections (`followTransactionEvents`).
 */

export interface StreamEvent {
  id: string | undefined;
  event: string | undefined;
  data: string;
}

/**
 * A Server-Sent Events reader over fetch, as a browser's EventSource reads the stream: events split on blank
 * lines, comments (heartbeats) counted apart.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  let comments = 0;
  let ended = false;
  const done = (async () => {
    const reader = response.body?.getReader();
    if (!reader) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true });
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          boundary = buffer.indexOf('\n\n');
          const lines = block.split('\n');
          if (lines.every((line) => line.startsWith(':'))) {
            comments += 1;
            continue;
          }
          const field = (name: string) =>
            lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
          const data = field('data');
          if (data !== undefined) events.push({ id: field('id'), event: field('event'), data });
        }
      }
    } catch {
      // Aborted by the test.
    }
    ended = true;
  })();
  return {
    response,
    events,
    comments: () => comments,
    ended: () => ended,
    statuses: () =>
      events.map((event) => publicVerifiedTransactionSchema.parse(JSON.parse(event.data)).status),
    close: async () => {
      controller.abort();
      await done;
    },
    finished: () => done,
  };
}

/** Statuses that end a transaction's stream. */
const FINAL_STATUSES = new Set(['success', 'failed', 'expired']);

/**
 * Follows a transaction's stream as the checkout does: reconnecting with `Last-Event-ID` when it is cut (the
 * instance serving it died), until a final status arrives or `stop()`. `statuses` are every status received, over
 * every connection.
 */
export function followTransactionEvents(baseUrl: string, reference: string) {
  const statuses: string[] = [];
  let lastEventId: string | undefined;
  let stopped = false;
  let current: Awaited<ReturnType<typeof openEventStream>> | undefined;
  let connections = 0;
  const done = (async () => {
    while (!stopped && !statuses.some((status) => FINAL_STATUSES.has(status))) {
      try {
        connections += 1;
        current = await openEventStream(
          `${baseUrl}/v1/transactions/${reference}/events`,
          lastEventId ? { 'last-event-id': lastEventId } : {},
        );
        if (current.response.ok) {
          const seen = current.events;
          let read = 0;
          const take = () => {
            for (; read < seen.length; read += 1) {
              const event = seen[read];
              if (!event) continue;
              lastEventId = event.id ?? lastEventId;
              statuses.push(publicVerifiedTransactionSchema.parse(JSON.parse(event.data)).status);
            }
          };
          await current.finished();
          take();
        }
      } catch {
        // Refused or cut before the answer: try again, as EventSource does after its retry delay.
      }
      if (!stopped && !statuses.some((status) => FINAL_STATUSES.has(status))) {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  })();
  return {
    statuses,
    connections: () => connections,
    done,
    stop: async () => {
      stopped = true;
      await current?.close();
      await done;
    },
  };
}
