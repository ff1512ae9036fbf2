import type { Ledger } from '../chain/ledger.js';
import type { ServiceContext } from '../context.js';

/** The embedded ledger of a service that runs one (not over SOLANA_RPC_URL): what tests reach inside. */
export function embeddedLedger(context: Pick<ServiceContext, 'ledger'>): Ledger {
  if (!context.ledger) throw new Error('this service runs over an RPC endpoint: it has no embedded ledger');
  return context.ledger;
}
