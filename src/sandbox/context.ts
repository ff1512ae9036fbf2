import type { ServiceConfig } from './config.js';
import type { Ledger } from './chain/ledger.js';
import type { Database } from './store/database.js';

/** What every route and job of a running service shares. */
export interface ServiceContext {
  config: ServiceConfig;
  /** This process's own id, new at every start: what the work it owns (an idempotent request) is tagged with. */
  instanceId: string;
  database: Database;
  /** The local Solana ledger payments are made on and detected from. */
  ledger: Ledger;
  /** The service's clock; every "now" comes from here so that expiry is decided in one place. */
  now: () => Date;
  /**
   * Set when the start-up reconciliation found the ledger holding less than the books owe: the API refuses to
   * serve (503, saying why) until an operator has looked.
   */
  halted: string | undefined;
  /**
   * What `GET /v1/sandbox/demo` tells the front page to link to: the demo business's seeded payment link, and the
   * demo shop's URL, which only main.ts learns, once it has started the shop beside the service (null until then,
   * and always in `npm run dev` and in tests, which run no shop).
   */
  demo: { paymentLinkId: string; shopUrl: string | null };
  /** Where failures of work nobody waits for (sweeps, jobs) are reported: the service's log. */
  reportBackgroundError: (error: unknown, activity: string) => void;
}
