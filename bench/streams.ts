/**
 * The transaction event stream (GET /v1/transactions/:reference/events, Server-Sent Events) from a plain HTTP
 * client in the benchmark's process, one connection per stream, no pooling (a browser's EventSource holds its
 * own):
 *
 * - Time to first event: from sending the request to the first `event: transaction` (the current state) being
 *   read, each open on its own after the previous one ended, over distinct open transactions.
 * - Detection → event: with a stream open on a transaction the real route initiated (its deposit is ready on the
 *   ledger), the sandbox helper pays the exact amount (POST /v1/sandbox/transactions/:reference/pay, a signed
 *   transfer answered once the ledger has processed it); the time until the `success` event is read, counted from
 *   the helper's answer and from its start. From the answer it can be negative: the detector may publish before
 *   the helper's answer is written.
 * - Streams held: N streams open at once on distinct open transactions, each having had its first event; the
 *   service's RSS and JS heap (after a full GC) before and with them, per 1,000 streams.
 */
import http from 'node:http';
import type { ChildService, ProcessMemory } from './processes.js';
import { median, percentile } from './stats.js';

export const FIRST_EVENT_RUNS = 200;
export const STREAM_DETECTION_RUNS = 30;
export const HELD_STREAMS = 2_000;
/** Streams opened at once while building up the held ones. */
const OPEN_CONCURRENCY = 50;
/** No event for this long fails the measurement. */
const EVENT_TIMEOUT_MS = 30_000;

export interface Timing {
  samplesMs: number[];
  p50: number;
  p95: number;
  median: number;
}

export interface StreamResults {
  firstEvent: Timing;
  detection: { fromAnswer: Timing; fromStart: Timing; payRoundTrip: Timing };
  held: {
    streams: number;
    before: ProcessMemory;
    with: ProcessMemory;
    rssPerThousand: number;
    heapPerThousand: number;
  };
}

function timing(samples: number[]): Timing {
  return {
    samplesMs: samples.map((value) => Math.round(value * 100) / 100),
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    median: median(samples),
  };
}

interface ServerEvent {
  event: string;
  data: string;
  /** When it was read (performance.now()), as its bytes arrived, not when a waiter got round to it. */
  at: number;
}

/** One open stream: its events as they are read, and how to end it. */
export class EventStream {
  readonly #events: ServerEvent[] = [];
  #waiters: (() => void)[] = [];
  #buffer = '';
  #ended = false;
  #error: Error | undefined;
  readonly #request: http.ClientRequest;

  constructor(base: string, reference: string) {
    const url = new URL(`/v1/transactions/${reference}/events`, base);
    this.#request = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        this.#fail(new Error(`stream of ${reference}: HTTP ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => this.#read(chunk));
      response.on('end', () => this.#finish());
      response.on('error', (error) => this.#fail(error));
    });
    this.#request.on('error', (error) => this.#fail(error));
  }

  /** Resolves with the first `transaction` event, from `from` on, that satisfies `accept`; answers its index. */
  async next(from: number, accept: (data: { status?: string }) => boolean = () => true): Promise<number> {
    const deadline = Date.now() + EVENT_TIMEOUT_MS;
    for (let index = from; ;) {
      for (; index < this.#events.length; index++) {
        const event = this.#events[index] as ServerEvent;
        if (event.event === 'transaction' && accept(JSON.parse(event.data) as { status?: string }))
          return index;
      }
      if (this.#error) throw this.#error;
      if (this.#ended) throw new Error('the stream ended before the awaited event');
      if (Date.now() > deadline) throw new Error(`no awaited event within ${EVENT_TIMEOUT_MS / 1000} s`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 1000);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** When the event at `index` (as `next` answered it) was read. */
  arrivedAt(index: number): number {
    const event = this.#events[index];
    if (!event) throw new RangeError(`no event ${index} yet`);
    return event.at;
  }

  close(): void {
    this.#ended = true;
    this.#request.destroy();
  }

  #read(chunk: string): void {
    const at = performance.now();
    this.#buffer += chunk;
    let end: number;
    while ((end = this.#buffer.indexOf('\n\n')) >= 0) {
      const block = this.#buffer.slice(0, end);
      this.#buffer = this.#buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      // Comments (heartbeats) and the `retry:` preamble carry no data.
      if (data.length > 0) this.#events.push({ event, data: data.join('\n'), at });
    }
    this.#wake();
  }

  #finish(): void {
    this.#ended = true;
    this.#wake();
  }

  #fail(error: Error): void {
    this.#error ??= error;
    this.#wake();
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }
}

export async function post(base: string, path: string, body: unknown): Promise<number> {
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

export async function measureStreams(
  service: ChildService,
  /** Open transactions nobody pays, for the first-event and held-stream figures (distinct, as many as wanted). */
  openReferences: readonly string[],
  /** Open transactions the real route initiated (deposits ready on the ledger), to pay. */
  payableReferences: readonly string[],
  log: (message: string) => void,
): Promise<StreamResults> {
  log(`streams: time to first event, ${FIRST_EVENT_RUNS} opens`);
  const firstEvent: number[] = [];
  for (let run = 0; run < FIRST_EVENT_RUNS; run++) {
    const reference = openReferences[run % openReferences.length] as string;
    const began = performance.now();
    const stream = new EventStream(service.url, reference);
    try {
      await stream.next(0);
      firstEvent.push(performance.now() - began);
    } finally {
      stream.close();
    }
  }

  const runs = Math.min(STREAM_DETECTION_RUNS, payableReferences.length);
  log(`streams: detection → event, ${runs} payments`);
  const fromAnswer: number[] = [];
  const fromStart: number[] = [];
  const payRoundTrip: number[] = [];
  for (let run = 0; run < runs; run++) {
    const reference = payableReferences[run] as string;
    const stream = new EventStream(service.url, reference);
    try {
      const first = await stream.next(0);
      const success = stream
        .next(first + 1, (data) => data.status === 'success')
        .then(() => performance.now());
      // Not left unhandled if the payment fails first.
      success.catch(() => undefined);
      const started = performance.now();
      const status = await post(service.url, `/v1/sandbox/transactions/${reference}/pay`, { mode: 'exact' });
      const answered = performance.now();
      if (status !== 201) throw new Error(`the sandbox payment of ${reference} answered ${status}`);
      const arrived = await success;
      fromAnswer.push(arrived - answered);
      fromStart.push(arrived - started);
      payRoundTrip.push(answered - started);
    } finally {
      stream.close();
    }
  }
  if (runs === 0) throw new Error('no open transaction of the real route to pay');

  const count = Math.min(HELD_STREAMS, openReferences.length);
  log(`streams: ${count.toLocaleString('en')} held at once`);
  const before = await service.memory();
  const held: EventStream[] = [];
  try {
    for (let start = 0; start < count; start += OPEN_CONCURRENCY) {
      const batch = openReferences
        .slice(start, Math.min(count, start + OPEN_CONCURRENCY))
        .map((reference) => new EventStream(service.url, reference));
      held.push(...batch);
      await Promise.all(batch.map((stream) => stream.next(0)));
    }
    const withStreams = await service.memory();
    return {
      firstEvent: timing(firstEvent),
      detection: {
        fromAnswer: timing(fromAnswer),
        fromStart: timing(fromStart),
        payRoundTrip: timing(payRoundTrip),
      },
      held: {
        streams: count,
        before,
        with: withStreams,
        rssPerThousand: ((withStreams.rss - before.rss) * 1000) / count,
        heapPerThousand: ((withStreams.heapUsed - before.heapUsed) * 1000) / count,
      },
    };
  } finally {
    for (const stream of held) stream.close();
  }
}
