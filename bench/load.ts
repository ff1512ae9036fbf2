/**
 * The service under load (autocannon, 50 connections, from the benchmark's process; each service in a child
 * process of its own): a bare Fastify "hello" route as the baseline, then the local service with 10,000 stored
 * transactions, which the initiation measurement itself stores (POST /v1/transactions × 10,000), then
 * verification (GET /v1/transactions/:reference/verify over those references) and GET /v1/currencies; and the
 * service's memory (after a full garbage collection) fresh, after the first 1,000 and after the 10,000.
 */
import autocannon from 'autocannon';
import { startChild, type ChildService, type ProcessMemory } from './processes.js';

export const CONNECTIONS = 50;
export const TRANSACTIONS = 10_000;
/** Seconds of load per throughput figure, after WARMUP_SECONDS that are not counted. */
export const MEASURE_SECONDS = 10;
export const WARMUP_SECONDS = 3;
/** Stored transactions at which the service's memory is also taken, besides fresh and at the end. */
const MEMORY_CHECKPOINT = 1_000;
/** No answer at all for this long fails the run. */
const STALL_SECONDS = 60;

export interface LoadFigure {
  /** Completed requests per second over the measured run. */
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; average: number; max: number };
  requests: number;
  seconds: number;
}

export interface LoadResults {
  hello: LoadFigure;
  initiation: LoadFigure;
  verification: LoadFigure;
  currencies: LoadFigure;
  storedTransactions: number;
  memory: {
    fresh: ProcessMemory;
    /** After the first transactions (1,000 of 10,000). */
    checkpoint: ProcessMemory & { transactions: number };
    after: ProcessMemory;
    hello: ProcessMemory;
  };
}

type Log = (message: string) => void;

async function load(
  title: string,
  options: Omit<autocannon.Options, 'url' | 'connections'>,
  url: string,
  log: Log,
): Promise<LoadFigure> {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, timeout: 120, ...options },
      (error, outcome) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(outcome),
    );
    let seconds = 0;
    let answered = 0;
    let lastProgress = 0;
    instance.on('response', () => {
      answered += 1;
      lastProgress = seconds;
    });
    instance.on('tick', () => {
      seconds += 1;
      if (seconds % 30 === 0) log(`  ${title}: ${seconds} s, ${answered.toLocaleString('en')} answers…`);
      // A service that stops answering altogether would otherwise keep the benchmark waiting for ever.
      if (seconds - lastProgress >= STALL_SECONDS) {
        instance.stop();
        reject(
          new Error(
            `${title}: the service stopped answering (nothing for ${STALL_SECONDS} s after ` +
              `${answered.toLocaleString('en')} answers)`,
          ),
        );
      }
    });
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(
      `${title}: ${result.errors} connection errors (${result.timeouts} timeouts) and ${result.non2xx} answers ` +
        'other than 2xx; the figures would not mean anything',
    );
  }
  const requests = result.requests.total;
  return {
    requestsPerSecond: requests / result.duration,
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      average: result.latency.average,
      max: result.latency.max,
    },
    requests,
    seconds: result.duration,
  };
}

/** A short run whose figures are dropped: lets the JIT and the caches settle before a measured run. */
async function warmUp(options: Omit<autocannon.Options, 'url' | 'connections'>, url: string): Promise<void> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, ...options });
}

export async function measureLoad(log: Log, count = TRANSACTIONS): Promise<LoadResults> {
  // The baseline: the same framework answering a constant, on the same machine, in the same run.
  log('service load: bare Fastify hello (baseline)');
  const helloProcess = await startChild({ kind: 'hello' });
  let hello: LoadFigure;
  let helloMemory: ProcessMemory;
  try {
    await warmUp({}, helloProcess.url);
    hello = await load('hello', { duration: MEASURE_SECONDS }, helloProcess.url, log);
    helloMemory = await helloProcess.memory();
  } finally {
    await helloProcess.stop();
  }

  // Transactions stay open for the whole run (a widget polls an open transaction), not the default 5 minutes.
  const service: ChildService = await startChild({
    kind: 'service',
    environment: { TRANSACTION_TTL_SECONDS: '86400', LOG_LEVEL: 'warn' },
  });
  try {
    const fresh = await service.memory();

    log(`service load: initiation, storing ${count.toLocaleString('en')} transactions`);
    const references: string[] = [];
    const initiate = (amount: number) => ({
      amount,
      // Each connection initiates in USDC, USDT and SOL in turn (a USDC/USDT deposit has its token account
      // opened on the ledger, a SOL one is funded to rent exemption: each initiation is a ledger write).
      requests: (['USDC', 'USDT', 'SOL'] as const).map((crypto) => ({
        method: 'POST' as const,
        path: '/v1/transactions',
        headers: { authorization: service.publicKey, 'content-type': 'application/json' },
        body: JSON.stringify({ crypto, baseFiat: 'USD', amount: 20, email: 'bench@example.com' }),
        onResponse: (status: number, body: string) => {
          if (status === 201)
            references.push((JSON.parse(body) as { data: { reference: string } }).data.reference);
        },
      })),
    });
    // In two runs, to weigh the service in between: what the first transactions cost is told apart from what
    // the service takes to start.
    const checkpoint = Math.min(MEMORY_CHECKPOINT, Math.floor(count / 10));
    const first = await load('initiation', initiate(checkpoint), service.url, log);
    const atCheckpoint = await service.memory();
    const rest = await load('initiation', initiate(count - checkpoint), service.url, log);
    const initiation: LoadFigure = {
      requestsPerSecond: (first.requests + rest.requests) / (first.seconds + rest.seconds),
      // The latency of the larger run (a histogram summary cannot be merged).
      latencyMs: rest.latencyMs,
      requests: first.requests + rest.requests,
      seconds: first.seconds + rest.seconds,
    };
    const storedTransactions = await service.transactionCount();
    if (references.length !== count || storedTransactions < count) {
      throw new Error(
        `expected ${count} stored transactions, have ${storedTransactions} (${references.length} answers)`,
      );
    }
    const after = await service.memory();

    log('service load: verification');
    let next = 0;
    const verifyOptions: Omit<autocannon.Options, 'url' | 'connections'> = {
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            // Spread over all 10,000 (a stride coprime with 10,000 visits each before repeating).
            next = (next + 7_919) % references.length;
            return { ...request, path: `/v1/transactions/${references[next]}/verify` };
          },
        },
      ],
    };
    await warmUp(verifyOptions, service.url);
    const verification = await load(
      'verification',
      { ...verifyOptions, duration: MEASURE_SECONDS },
      service.url,
      log,
    );

    log('service load: currencies');
    const currencyOptions = { requests: [{ method: 'GET' as const, path: '/v1/currencies' }] };
    await warmUp(currencyOptions, service.url);
    const currencies = await load(
      'currencies',
      { ...currencyOptions, duration: MEASURE_SECONDS },
      service.url,
      log,
    );

    return {
      hello,
      initiation,
      verification,
      currencies,
      storedTransactions,
      memory: { fresh, checkpoint: { transactions: checkpoint, ...atCheckpoint }, after, hello: helloMemory },
    };
  } finally {
    await service.stop();
  }
}
