import type { Ledger } from '../chain/ledger.js';
import type { Database } from '../store/database.js';

/** What every RPC method reads and writes: the ledger and its transaction history. */
export interface RpcContext {
  ledger: Ledger;
  database: Database;
}

/** The Solana version the sandbox answers as (getVersion, and `apiVersion` in every response context). */
export const SOLANA_CORE_VERSION = '2.2.0';

/** `{context: {slot}, value}`, the form of every Solana read that depends on a slot. */
export function withContext<T>(ledger: Ledger, value: T) {
  return { context: { apiVersion: SOLANA_CORE_VERSION, slot: Number(ledger.slot()) }, value };
}
