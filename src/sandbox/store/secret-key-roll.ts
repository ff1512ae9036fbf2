import { apiKeyDigest } from './api-key-digest.js';
import type { SqlExecutor } from './database.js';

/**
 * Replaces the business's secret API key with `newKey`: the old one is deleted in the same statement batch, so
 * from the commit on it is an unknown key (401) everywhere, on every instance. The public key is not touched.
 * Run it inside a database transaction with whatever else must change with the key (the console sessions).
 */
export async function replaceSecretApiKey(
  executor: SqlExecutor,
  businessId: string,
  newKey: string,
  now: Date,
): Promise<void> {
  await executor.query("DELETE FROM api_keys WHERE business_id = $1 AND kind = 'secret'", [businessId]);
  await executor.query(
    "INSERT INTO api_keys (key, key_digest, business_id, kind, created_at) VALUES ($1, $2, $3, 'secret', $4)",
    [newKey, apiKeyDigest(newKey), businessId, now],
  );
}
