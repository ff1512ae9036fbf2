/**
 * Stores the benchmark's 100,000 transactions quickly, in the service's own database while the service is
 * stopped: a few set-based INSERT … SELECT statements that clone transactions the real route created (so every
 * column, the customer, the business and the quote are what the service itself writes), not 100,000 calls to
 * POST /v1/transactions, which opens a deposit account on the ledger each time (about a minute per 4,000).
 * The initiation figure still comes from the real route, measured afterwards on the seeded service.
 *
 * The rows are shaped so that the service accepts them at start and its books still reconcile:
 * - Closed rows are `expired` with nothing received (completed at the end of their window, as the expiry job
 *   closes them): a seeded `success` would need a credit, a balance movement and a sweep on the ledger, or the
 *   start-up reconciliation would find the books owing what the ledger never held.
 * - Open rows are `pending`, nothing received, with a window that outlasts the run: the working set that open
 *   widgets poll and stream, which the detector watches and the start-up catch-up reads again.
 * - Deposit key indices come after every index handed out (stored transactions and the deposit pool's) and the
 *   sequence is moved past them, so that later initiations never reuse one. Their addresses are random valid base58 keys rather than derived ones (SLIP-0010
 *   derivation takes about 2 ms each, over 3 minutes for 100,000); nothing ever signs for an unpaid deposit.
 *   The one exception is the row with the highest index, derived from the run's DEPOSIT_SEED: the start-up seed
 *   check (checkDepositSeed) derives that one again and would refuse to start otherwise.
 * - References are 32 URL-safe characters, as the route generates them; their order is random, like theirs.
 */
import { randomBytes } from 'node:crypto';
import bs58 from 'bs58';
import { deriveDepositAddress } from '../src/sandbox/domain/deposit-key-derivation.js';
import { DepositSeed } from '../src/sandbox/domain/deposit-seed.js';
import type { Database } from '../src/sandbox/store/database.js';

/** Rows per INSERT statement: bounded parameter arrays, a handful of statements in all. */
const BATCH = 10_000;

export interface SeedResult {
  /** Rows inserted. */
  inserted: number;
  /** References of the seeded open (pending) transactions, newest last. */
  openReferences: string[];
  /** Transactions stored after seeding, the templates included. */
  stored: number;
  seconds: number;
}

const randomAddress = () => bs58.encode(randomBytes(32));
const randomReference = () => randomBytes(24).toString('base64url');

/**
 * Adds transactions until `total` are stored, `open` of them pending (the newest), cloned round-robin from the
 * transactions already stored (the templates the real route created).
 */
export async function seedTransactions(
  database: Database,
  options: { total: number; open: number; depositSeedHex: string },
): Promise<SeedResult> {
  const began = performance.now();
  const templates = await database.query<{ uuid: string; crypto: string }>(
    'SELECT uuid, crypto FROM transactions WHERE deposit_key_index IS NOT NULL ORDER BY deposit_key_index',
  );
  if (templates.length === 0)
    throw new Error('seeding needs at least one transaction made by the real route');
  // Past every index handed out, not only the stored ones: the deposit pool holds indices of its own, opened ahead.
  const [top] = await database.query<{ max: number | null }>(
    'SELECT max(deposit_key_index)::int AS max FROM transactions',
  );
  const [sequence] = await database.query<{ last: number; called: boolean }>(
    'SELECT last_value::int AS last, is_called AS called FROM deposit_key_indices',
  );
  const lastIssued = sequence?.called ? Number(sequence.last) : -1;
  const firstIndex = Math.max(Number(top?.max ?? -1), lastIssued) + 1;
  const count = options.total - templates.length;
  const openCount = Math.min(options.open, count);
  const seed = DepositSeed.fromHex(options.depositSeedHex);
  const openReferences: string[] = [];
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const references: string[] = [];
    const addresses: string[] = [];
    const tokenAccounts: string[] = [];
    const referenceKeys: string[] = [];
    const indices: number[] = [];
    const templateIds: string[] = [];
    const open: boolean[] = [];
    const createdAt: string[] = [];
    for (let offset = 0; offset < size; offset++) {
      const position = start + offset;
      const index = firstIndex + position;
      const template = templates[position % templates.length] as { uuid: string; crypto: string };
      const isOpen = position >= count - openCount;
      const reference = randomReference();
      references.push(reference);
      if (isOpen) openReferences.push(reference);
      // Only the newest index is derived for real: the one the start-up seed check derives again.
      addresses.push(position === count - 1 ? deriveDepositAddress(seed, index) : randomAddress());
      tokenAccounts.push(template.crypto === 'SOL' ? '' : randomAddress());
      referenceKeys.push(randomAddress());
      indices.push(index);
      templateIds.push(template.uuid);
      open.push(isOpen);
      // Closed ones spread over the last 30 days, open ones over the last minutes, in index order.
      const age = isOpen
        ? ((count - position) / openCount) * 10 * 60_000
        : 30 * 86_400_000 * ((count - openCount - position) / Math.max(1, count - openCount));
      createdAt.push(new Date(now - age).toISOString());
    }
    await database.query(
      `INSERT INTO transactions (uuid, reference, business_id, user_id, customer_id, payment_link_id, crypto,
         base_fiat, primary_fiat, deposit_address, deposit_key_index, expected_crypto, fee_crypto, expected_usd,
         expected_base_fiat, expected_primary_fiat, received_crypto, usd_per_crypto, usd_per_base_fiat,
         usd_per_primary_fiat, metadata, environment, origin, status, failure_reason, expires_at, completed_at,
         created_at, deposit_token_account, deposit_baseline, payment_reference_key)
       SELECT gen_random_uuid(), s.reference, t.business_id, t.user_id, t.customer_id, t.payment_link_id, t.crypto,
         t.base_fiat, t.primary_fiat, s.address, s.index, t.expected_crypto, t.fee_crypto, t.expected_usd,
         t.expected_base_fiat, t.expected_primary_fiat, 0, t.usd_per_crypto, t.usd_per_base_fiat,
         t.usd_per_primary_fiat, t.metadata, t.environment, t.origin,
         CASE WHEN s.open THEN 'pending' ELSE 'expired' END, NULL,
         CASE WHEN s.open THEN now() + interval '1 day' ELSE s.created_at + interval '5 minutes' END,
         CASE WHEN s.open THEN NULL ELSE s.created_at + interval '5 minutes' END,
         s.created_at, NULLIF(s.token_account, ''), 0, s.reference_key
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::uuid[], $7::boolean[],
         $8::timestamptz[]) AS s (reference, address, token_account, reference_key, index, template, open, created_at)
       JOIN transactions t ON t.uuid = s.template`,
      [references, addresses, tokenAccounts, referenceKeys, indices, templateIds, open, createdAt],
    );
  }
  // Statistics as a server that has been running would have them (the bench's PostgreSQL has autovacuum off).
  await database.query('ANALYZE transactions');
  // Later initiations take the indices after the seeded ones (setval: the next nextval answers max + 1).
  await database.query("SELECT setval('deposit_key_indices', $1::bigint)", [firstIndex + count - 1]);
  const [stored] = await database.query<{ count: number }>('SELECT count(*)::int AS count FROM transactions');
  return {
    inserted: count,
    openReferences,
    stored: Number(stored?.count ?? 0),
    seconds: (performance.now() - began) / 1000,
  };
}
