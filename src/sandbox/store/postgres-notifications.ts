import pg from 'pg';

/** How long to wait before listening again after the connection broke: doubling from 250 ms, at most 10 s. */
const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 10_000;

/** A dedicated connection LISTENing on one channel of a PostgreSQL server, for as long as it runs. */
export interface PostgresListener {
  stop(): Promise<void>;
}

/**
 * LISTENs on `channel` over a connection of its own (a pooled one would be handed to other queries), calling
 * `onMessage` with each payload. NOTIFY is not queued for a listener that is not connected, so when the connection
 * breaks it connects again with backoff and then calls `onResumed`: whatever was sent meanwhile is lost, and the
 * caller must act as if anything may have changed. Answers once the first LISTEN is in place.
 */
export async function listenForNotifications(
  url: string,
  channel: string,
  handlers: {
    onMessage: (payload: string) => void;
    onResumed: () => void;
    onError: (error: unknown) => void;
  },
): Promise<PostgresListener> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: 'crypto-checkout-listener' });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    next.on('error', (error) => {
      handlers.onError(error);
      if (client === next) reconnectLater();
    });
    next.on('end', () => {
      if (client === next) reconnectLater();
    });
    client = next;
    await next.connect();
    // The identifier is quoted by pg itself: the channel name is a constant of this code, never user input.
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    retryMs = FIRST_RETRY_MS;
  };
  const reconnectLater = () => {
    const broken = client;
    client = undefined;
    void broken?.end().catch(() => undefined);
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (stopped) return;
      connect().then(handlers.onResumed, (error: unknown) => {
        handlers.onError(error);
        retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
        reconnectLater();
      });
    }, retryMs);
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
