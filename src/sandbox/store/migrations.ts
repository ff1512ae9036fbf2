import type { Database, SqlExecutor } from './database.js';

/**
 * The schema, as an append-only list: a migration, once released, is never edited; a change is a new entry.
 * Amounts are BIGINT base units of their currency; rates are exact fractions stored as text ("1/1600").
 */
const MIGRATIONS: readonly { name: string; sql: string }[] = [
  {
    name: 'initial schema',
    sql: `
      CREATE TABLE countries (
        uuid UUID PRIMARY KEY,
        name TEXT NOT NULL,
        code TEXT NOT NULL UNIQUE
      );
      CREATE TABLE currencies (
        uuid UUID PRIMARY KEY,
        name TEXT NOT NULL,
        code TEXT NOT NULL UNIQUE,
        type TEXT NOT NULL CHECK (type IN ('fiat', 'crypto')),
        status TEXT NOT NULL CHECK (status IN ('active', 'inactive')),
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE TABLE users (
        uuid UUID PRIMARY KEY,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL UNIQUE,
        phone_number TEXT NOT NULL,
        country_id UUID NOT NULL REFERENCES countries (uuid),
        is_developer BOOLEAN NOT NULL,
        is_email_verified BOOLEAN NOT NULL,
        type TEXT NOT NULL,
        status TEXT NOT NULL,
        active_business_id UUID,
        active_notification BOOLEAN NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL
      );
      CREATE TABLE businesses (
        uuid UUID PRIMARY KEY,
        name TEXT NOT NULL,
        description TEXT,
        logo_image_path TEXT,
        email TEXT NOT NULL,
        phone_number TEXT NOT NULL,
        address TEXT,
        country_id UUID NOT NULL REFERENCES countries (uuid),
        industry_id TEXT,
        staff_size TEXT,
        website TEXT,
        support_email TEXT,
        twitter TEXT,
        facebook TEXT,
        instagram TEXT,
        webhook_url TEXT NOT NULL,
        user_id UUID NOT NULL REFERENCES users (uuid),
        is_verified BOOLEAN NOT NULL,
        type TEXT NOT NULL,
        status TEXT NOT NULL,
        suspension_reason TEXT,
        test_public_address TEXT NOT NULL,
        live_public_address TEXT,
        test_wallet_seed TEXT NOT NULL,
        primary_fiat TEXT NOT NULL,
        context TEXT NOT NULL,
        is_demo BOOLEAN NOT NULL DEFAULT FALSE,
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE TABLE api_keys (
        key TEXT PRIMARY KEY,
        business_id UUID NOT NULL REFERENCES businesses (uuid),
        kind TEXT NOT NULL CHECK (kind IN ('public', 'secret')),
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE UNIQUE INDEX api_keys_one_per_kind ON api_keys (business_id, kind);
      CREATE TABLE customers (
        uuid UUID PRIMARY KEY,
        ref_code TEXT NOT NULL UNIQUE,
        business_id UUID NOT NULL REFERENCES businesses (uuid),
        user_id UUID NOT NULL REFERENCES users (uuid),
        first_name TEXT,
        last_name TEXT,
        email TEXT NOT NULL,
        phone_number TEXT,
        total_spend_usd BIGINT NOT NULL DEFAULT 0,
        context TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE UNIQUE INDEX customers_email_per_business ON customers (business_id, email);
      CREATE INDEX customers_page ON customers (business_id, created_at, uuid);
      CREATE TABLE payment_links (
        uuid UUID PRIMARY KEY,
        business_id UUID NOT NULL REFERENCES businesses (uuid),
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        base_fiat TEXT NOT NULL,
        amount BIGINT NOT NULL CHECK (amount > 0),
        success_message TEXT,
        redirect_link TEXT,
        environment TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE TABLE transactions (
        uuid UUID PRIMARY KEY,
        reference TEXT NOT NULL UNIQUE,
        business_id UUID NOT NULL REFERENCES businesses (uuid),
        user_id UUID NOT NULL REFERENCES users (uuid),
        customer_id UUID NOT NULL REFERENCES customers (uuid),
        payment_link_id UUID REFERENCES payment_links (uuid),
        crypto TEXT NOT NULL,
        base_fiat TEXT NOT NULL,
        primary_fiat TEXT NOT NULL,
        deposit_address TEXT NOT NULL UNIQUE,
        deposit_secret_seed TEXT NOT NULL,
        expected_crypto BIGINT NOT NULL CHECK (expected_crypto > 0),
        fee_crypto BIGINT NOT NULL CHECK (fee_crypto >= 0),
        expected_usd BIGINT NOT NULL,
        expected_base_fiat BIGINT NOT NULL,
        expected_primary_fiat BIGINT NOT NULL,
        received_crypto BIGINT NOT NULL DEFAULT 0,
        usd_per_crypto TEXT NOT NULL,
        usd_per_base_fiat TEXT NOT NULL,
        usd_per_primary_fiat TEXT NOT NULL,
        metadata JSONB,
        environment TEXT NOT NULL,
        origin TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'pending_settlement', 'success', 'failed', 'expired')),
        failure_reason TEXT,
        crypto_transaction_hash TEXT,
        expires_at TIMESTAMPTZ NOT NULL,
        completed_at TIMESTAMPTZ,
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX transactions_open ON transactions (expires_at) WHERE status IN ('pending', 'pending_settlement');
      CREATE TABLE idempotency_keys (
        scope TEXT NOT NULL,
        key TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        status_code INTEGER,
        response_body TEXT,
        created_at TIMESTAMPTZ NOT NULL,
        PRIMARY KEY (scope, key)
      );
    `,
  },
  {
    name: 'local ledger history and deposit tracking',
    sql: `
      CREATE TABLE ledger_transactions (
        signature TEXT PRIMARY KEY,
        slot BIGINT NOT NULL,
        block_time BIGINT NOT NULL,
        wire_transaction TEXT NOT NULL,
        version TEXT NOT NULL,
        err JSONB,
        fee BIGINT NOT NULL,
        pre_balances JSONB NOT NULL,
        post_balances JSONB NOT NULL,
        pre_token_balances JSONB NOT NULL,
        post_token_balances JSONB NOT NULL,
        log_messages JSONB NOT NULL,
        compute_units_consumed BIGINT NOT NULL
      );
      CREATE INDEX ledger_transactions_slot ON ledger_transactions (slot);
      CREATE TABLE ledger_address_signatures (
        address TEXT NOT NULL,
        signature TEXT NOT NULL REFERENCES ledger_transactions (signature),
        slot BIGINT NOT NULL,
        PRIMARY KEY (address, signature)
      );
      CREATE INDEX ledger_address_signatures_recent ON ledger_address_signatures (address, slot DESC);
      ALTER TABLE transactions ADD COLUMN deposit_token_account TEXT;
      ALTER TABLE transactions ADD COLUMN deposit_baseline BIGINT NOT NULL DEFAULT 0;
      ALTER TABLE transactions ADD COLUMN payment_reference_key TEXT
    `,
  },
  {
    name: 'balances, payouts, swaps and webhooks',
    sql: `
      CREATE TABLE balances (
        business_id UUID NOT NULL REFERENCES businesses (uuid),
        currency TEXT NOT NULL,
        amount BIGINT NOT NULL CHECK (amount >= 0),
        PRIMARY KEY (business_id, currency)
      );
      CREATE TABLE balance_movements (
        uuid UUID PRIMARY KEY,
        business_id UUID NOT NULL REFERENCES businesses (uuid),
        currency TEXT NOT NULL,
        amount BIGINT NOT NULL CHECK (amount <> 0),
        kind TEXT NOT NULL CHECK (kind IN ('payment', 'payout', 'payout_reversal', 'swap_out', 'swap_in')),
        source_id UUID NOT NULL,
        ledger_signature TEXT,
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE UNIQUE INDEX balance_movements_once_per_source ON balance_movements (kind, source_id);
      CREATE INDEX balance_movements_by_business ON balance_movements (business_id, currency);
      CREATE TABLE payout_requests (
        uuid UUID PRIMARY KEY,
        reference TEXT NOT NULL UNIQUE,
        business_id UUID NOT NULL REFERENCES businesses (uuid),
        user_id UUID NOT NULL REFERENCES users (uuid),
        channel TEXT NOT NULL CHECK (channel IN ('BANK', 'ON_CHAIN')),
        currency TEXT NOT NULL,
        amount BIGINT NOT NULL CHECK (amount > 0),
        fee BIGINT NOT NULL CHECK (fee >= 0),
        local_fiat TEXT NOT NULL,
        amount_in_local_fiat BIGINT NOT NULL,
        amount_in_usd BIGINT NOT NULL,
        fee_in_usd BIGINT NOT NULL,
        fee_in_local_fiat BIGINT NOT NULL,
        usd_per_currency TEXT NOT NULL,
        usd_per_local_fiat TEXT NOT NULL,
        account_number TEXT,
        account_name TEXT,
        bank_identifier TEXT,
        bank_name TEXT,
        address TEXT,
        status TEXT NOT NULL CHECK (status IN ('PENDING', 'PROCESSING', 'FULFILLED', 'DECLINED', 'CANCELLED')),
        is_automated BOOLEAN NOT NULL,
        automated_processor TEXT NOT NULL,
        reason_for_decline TEXT,
        withdrawal_tx_id TEXT,
        withdrawal_tx_hash TEXT,
        processing_agent_id TEXT,
        environment TEXT NOT NULL,
        processing_at TIMESTAMPTZ,
        paid_at TIMESTAMPTZ,
        declined_at TIMESTAMPTZ,
        cancelled_at TIMESTAMPTZ,
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX payout_requests_by_business ON payout_requests (business_id, created_at);
      CREATE TABLE swaps (
        uuid UUID PRIMARY KEY,
        business_id UUID NOT NULL REFERENCES businesses (uuid),
        user_id UUID NOT NULL REFERENCES users (uuid),
        input_currency TEXT NOT NULL,
        output_currency TEXT NOT NULL,
        input_amount BIGINT NOT NULL CHECK (input_amount > 0),
        fee BIGINT NOT NULL CHECK (fee >= 0),
        min_output_amount BIGINT NOT NULL,
        actual_output_amount BIGINT,
        local_fiat TEXT NOT NULL,
        amount_in_local_fiat BIGINT NOT NULL,
        amount_in_usd BIGINT NOT NULL,
        fee_in_usd BIGINT NOT NULL,
        usd_per_input TEXT NOT NULL,
        usd_per_output TEXT NOT NULL,
        usd_per_local_fiat TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('PENDING', 'COMPLETED', 'FAILED')),
        environment TEXT NOT NULL,
        complete_after TIMESTAMPTZ NOT NULL,
        completed_at TIMESTAMPTZ,
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX swaps_pending ON swaps (complete_after) WHERE status = 'PENDING';
      CREATE TABLE webhook_events (
        uuid UUID PRIMARY KEY,
        business_id UUID NOT NULL REFERENCES businesses (uuid),
        event TEXT NOT NULL,
        payload JSONB NOT NULL,
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE TABLE webhook_deliveries (
        uuid UUID PRIMARY KEY,
        event_id UUID NOT NULL REFERENCES webhook_events (uuid),
        url TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TIMESTAMPTZ NOT NULL,
        delivered_at TIMESTAMPTZ,
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
      CREATE TABLE webhook_attempts (
        uuid UUID PRIMARY KEY,
        delivery_id UUID NOT NULL REFERENCES webhook_deliveries (uuid),
        attempt_number INTEGER NOT NULL,
        url TEXT NOT NULL,
        signed_timestamp TEXT NOT NULL,
        status_code INTEGER,
        error TEXT,
        response_body TEXT,
        duration_ms INTEGER NOT NULL,
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX webhook_attempts_by_delivery ON webhook_attempts (delivery_id, attempt_number);
      ALTER TABLE transactions ADD COLUMN settlement_signature TEXT;
      CREATE INDEX transactions_unsettled ON transactions (completed_at)
        WHERE status = 'success' AND settlement_signature IS NULL
    `,
  },
  {
    // The expiry job re-reads the newest open deposits every second: without this it sorts every open one.
    name: 'newest open transactions',
    sql: `
      CREATE INDEX transactions_open_newest ON transactions (created_at DESC)
        WHERE status IN ('pending', 'pending_settlement')
    `,
  },
  {
    // Crash safety: every ledger transfer the service makes is recorded, signed, before it is sent; an
    // Idempotency-Key remembers which process ran it and what it created, so that a retry after a crash
    // answers with that record instead of running twice.
    name: 'ledger intents and idempotent effects',
    sql: `
      CREATE TABLE ledger_intents (
        uuid UUID PRIMARY KEY,
        purpose TEXT NOT NULL
          CHECK (purpose IN ('payment_sweep', 'payout_transfer', 'payout_return', 'swap_input', 'swap_output')),
        source_id UUID NOT NULL,
        business_id UUID NOT NULL REFERENCES businesses (uuid),
        currency TEXT NOT NULL,
        funds_change BIGINT NOT NULL,
        signature TEXT NOT NULL UNIQUE,
        wire_transaction TEXT NOT NULL,
        last_valid_block_height BIGINT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'landed', 'failed', 'expired')),
        failure TEXT,
        created_at TIMESTAMPTZ NOT NULL,
        resolved_at TIMESTAMPTZ
      );
      CREATE INDEX ledger_intents_pending ON ledger_intents (created_at) WHERE status = 'pending';
      CREATE INDEX ledger_intents_by_source ON ledger_intents (source_id, purpose);
      CREATE UNIQUE INDEX ledger_intents_one_live ON ledger_intents (purpose, source_id)
        WHERE status IN ('pending', 'landed');
      ALTER TABLE idempotency_keys ADD COLUMN owner_instance TEXT;
      ALTER TABLE idempotency_keys ADD COLUMN resource_kind TEXT;
      ALTER TABLE idempotency_keys ADD COLUMN resource_id TEXT
    `,
  },
  {
    // API keys are looked up by their SHA-256 digest (src/sandbox/store/api-key-digest.ts), so that the time a
    // lookup takes says nothing about the key. sha256() is built into PostgreSQL 11+ and PGlite.
    name: 'api key digests',
    sql: `
      ALTER TABLE api_keys ADD COLUMN key_digest TEXT;
      UPDATE api_keys SET key_digest = encode(sha256(convert_to(key, 'UTF8')), 'hex');
      ALTER TABLE api_keys ALTER COLUMN key_digest SET NOT NULL;
      CREATE UNIQUE INDEX api_keys_by_digest ON api_keys (key_digest)
    `,
  },
  {
    // Deposit keys are derived from one master seed (DEPOSIT_SEED) at a per-transaction index, and only the
    // index is stored (src/sandbox/domain/deposit-key-derivation.ts). The index comes from a sequence, so that
    // several services on one database never hand out the same one; it stops with an error at 2^31 - 1, the last
    // hardened index, rather than wrap round to a key already in use.
    //
    // deposit_secret_seed stays, nullable, for the transactions stored before: their keys were random, so the
    // stored seed is the only way to sign their sweeps (and to move anything paid to them later). No new row
    // writes one: the check allows a seed only on a row without an index, and every new row has an index.
    name: 'deposit keys derived from one seed',
    sql: `
      CREATE SEQUENCE deposit_key_indices AS INTEGER MINVALUE 0 MAXVALUE 2147483647 START WITH 0 NO CYCLE;
      ALTER TABLE transactions ADD COLUMN deposit_key_index INTEGER UNIQUE CHECK (deposit_key_index >= 0);
      ALTER TABLE transactions ALTER COLUMN deposit_secret_seed DROP NOT NULL;
      ALTER TABLE transactions ADD CONSTRAINT transactions_one_deposit_key
        CHECK ((deposit_key_index IS NULL) <> (deposit_secret_seed IS NULL))
    `,
  },
  {
    // Deposits opened ahead, so that an initiation needs no ledger round trip (payments/deposit-pool.ts). A row
    // is 'opening' from before its ledger transaction is sent until the chain shows the account ready.
    name: 'deposit pool',
    sql: `
      CREATE TABLE deposit_pool (
        deposit_key_index INTEGER PRIMARY KEY CHECK (deposit_key_index >= 0),
        crypto TEXT NOT NULL,
        deposit_address TEXT NOT NULL UNIQUE,
        receiving_account TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('opening', 'ready')),
        baseline BIGINT,
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX deposit_pool_ready ON deposit_pool (crypto, deposit_key_index) WHERE state = 'ready'
    `,
  },
  {
    // A deposit address serves again after a quarantine (payments/deposit-release.ts), and money that reaches an
    // address after its transaction closed is recorded as that transaction's late payment, credited and swept
    // (payments/late-payments.ts). An address therefore belongs to several transactions over time, one at a
    // time: the newest holds it ('held' while open or in quarantine, 'pooled' once back in the pool), and each
    // older one is 'reused'. The partial unique index keeps it to one holder.
    name: 'deposit reuse and late payments',
    sql: `
      ALTER TABLE transactions DROP CONSTRAINT transactions_deposit_address_key;
      ALTER TABLE transactions DROP CONSTRAINT transactions_deposit_key_index_key;
      ALTER TABLE transactions ADD COLUMN deposit_state TEXT NOT NULL DEFAULT 'held'
        CHECK (deposit_state IN ('held', 'pooled', 'reused'));
      ALTER TABLE transactions ADD COLUMN late_received_crypto BIGINT NOT NULL DEFAULT 0
        CHECK (late_received_crypto >= 0);
      CREATE UNIQUE INDEX transactions_deposit_holder ON transactions (deposit_address)
        WHERE deposit_state <> 'reused';
      CREATE INDEX transactions_deposit_key ON transactions (deposit_key_index);
      CREATE INDEX transactions_closed_deposits ON transactions (completed_at DESC, uuid DESC)
        WHERE status IN ('success', 'failed', 'expired') AND deposit_state <> 'reused';
      CREATE TABLE late_payments (
        uuid UUID PRIMARY KEY,
        transaction_id UUID NOT NULL REFERENCES transactions (uuid),
        business_id UUID NOT NULL REFERENCES businesses (uuid),
        crypto TEXT NOT NULL,
        amount BIGINT NOT NULL CHECK (amount > 0),
        signature TEXT,
        detected_at TIMESTAMPTZ NOT NULL,
        settlement_signature TEXT
      );
      CREATE INDEX late_payments_by_transaction ON late_payments (transaction_id, detected_at);
      CREATE INDEX late_payments_unswept ON late_payments (transaction_id) WHERE settlement_signature IS NULL;
      ALTER TABLE deposit_pool ADD COLUMN previous_transaction_id UUID REFERENCES transactions (uuid);
      ALTER TABLE ledger_intents DROP CONSTRAINT ledger_intents_purpose_check;
      ALTER TABLE ledger_intents ADD CONSTRAINT ledger_intents_purpose_check CHECK (purpose IN
        ('payment_sweep', 'payout_transfer', 'payout_return', 'swap_input', 'swap_output', 'late_payment_sweep'));
      ALTER TABLE balance_movements DROP CONSTRAINT balance_movements_kind_check;
      ALTER TABLE balance_movements ADD CONSTRAINT balance_movements_kind_check CHECK (kind IN
        ('payment', 'payout', 'payout_reversal', 'swap_out', 'swap_in', 'late_payment'))
    `,
  },
  {
    // Several instances on one PostgreSQL database: each background job runs on one instance at a time, the one
    // holding its lease (jobs/job-leases.ts); a crashed holder's lease lapses and another instance takes it.
    name: 'job leases',
    sql: `
      CREATE TABLE job_leases (
        job TEXT PRIMARY KEY,
        holder TEXT NOT NULL,
        expires_at TIMESTAMPTZ NOT NULL
      )
    `,
  },
  {
    // Each running instance says it is alive every few seconds (jobs/instance-heartbeat.ts): an Idempotency-Key
    // claimed by another instance is taken over only once that instance has stopped saying so. `data_dir` names
    // the DATA_DIR (host and path) it holds: a process that takes that DATA_DIR's lock knows the earlier ones there
    // are gone.
    name: 'instance heartbeats',
    sql: `
      CREATE TABLE service_instances (
        instance_id TEXT PRIMARY KEY,
        data_dir TEXT NOT NULL,
        started_at TIMESTAMPTZ NOT NULL,
        heartbeat_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX service_instances_by_data_dir ON service_instances (data_dir)
    `,
  },
  {
    // Abuse limits (http/rate-limits.ts). With several instances on one PostgreSQL database the request counters
    // live here, one row per client and fixed window, so that every instance counts against the same budget
    // (store/rate-limit-counters.ts). `client_ip` is who initiated a transaction on a public route, kept only
    // while the transaction is open (it is cleared when it closes): initiation counts a client's open ones, and a
    // payment link's, through the two partial indexes on open rows.
    name: 'rate limits and open-transaction caps',
    sql: `
      CREATE TABLE rate_limit_counters (
        key TEXT PRIMARY KEY,
        window_start TIMESTAMPTZ NOT NULL,
        window_end TIMESTAMPTZ NOT NULL,
        hits INTEGER NOT NULL CHECK (hits > 0)
      );
      ALTER TABLE transactions ADD COLUMN client_ip TEXT;
      CREATE INDEX transactions_open_by_client_ip ON transactions (client_ip, expires_at)
        WHERE status IN ('pending', 'pending_settlement') AND client_ip IS NOT NULL;
      CREATE INDEX transactions_open_by_payment_link ON transactions (payment_link_id, expires_at)
        WHERE status IN ('pending', 'pending_settlement') AND payment_link_id IS NOT NULL
    `,
  },
  {
    // The deposit seed's public mark (store/deposit-seed-probe.ts): the address it derives at a fixed index,
    // recorded by the first start. Comparing deposits already stored cannot catch instances started together on a
    // new database with different seeds, before any deposit exists; this can. One row, enforced by its key.
    name: 'deposit seed probe',
    sql: `
      CREATE TABLE deposit_seed_probe (
        singleton BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (singleton),
        probe_address TEXT NOT NULL,
        recorded_at TIMESTAMPTZ NOT NULL
      )
    `,
  },
  {
    // Payment links can be edited and deactivated (PATCH /v1/payment-links/:id); every link made before was
    // active. The index serves the business's list, newest first.
    name: 'payment link editing and lists',
    sql: `
      ALTER TABLE payment_links ADD COLUMN active BOOLEAN NOT NULL DEFAULT TRUE;
      CREATE INDEX payment_links_page ON payment_links (business_id, created_at DESC, uuid DESC)
    `,
  },
  {
    // GET /v1/transactions pages through one business's transactions, newest first (created_at, then reference).
    // No index on transactions starts with business_id: without this every page reads and sorts the whole table,
    // every business's transactions. With it a page walks its business's rows in order and stops at LIMIT, and
    // the count reads only that business's entries.
    name: 'transaction lists',
    sql: `
      CREATE INDEX transactions_page ON transactions (business_id, created_at DESC, reference DESC)
    `,
  },
  {
    // Metadata a browser sent (a payment link's checkout, a public key) is whatever that browser chose; metadata
    // that came with the secret key, or with the merchant's signature over it, is the merchant's own. Rows from
    // before could have come either way, so they count as not verified. A transaction a merchant's server opened
    // may name where its hosted checkout sends the customer once paid (checkoutUrl).
    name: 'checkout sessions and verified metadata',
    sql: `
      ALTER TABLE transactions ADD COLUMN metadata_verified BOOLEAN NOT NULL DEFAULT FALSE;
      ALTER TABLE transactions ADD COLUMN redirect_url TEXT
    `,
  },
  {
    // Several webhook endpoints per business, each with an event filter (an empty list: every event) and its own
    // signing secret; during a rotation's grace period the previous secret signs too, until it expires. A deleted
    // endpoint is kept (deleted_at) so that its deliveries still say where they went. A delivery names its endpoint;
    // null is the business's legacy webhook_url. Events recorded before carry their id and time in the body from now
    // on, as new ones do, so that a redelivery of an old event has them too.
    name: 'webhook endpoints',
    sql: `
      CREATE TABLE webhook_endpoints (
        uuid UUID PRIMARY KEY,
        business_id UUID NOT NULL REFERENCES businesses (uuid),
        url TEXT NOT NULL,
        description TEXT,
        events TEXT[] NOT NULL,
        active BOOLEAN NOT NULL,
        secret TEXT NOT NULL,
        previous_secret TEXT,
        previous_secret_expires_at TIMESTAMPTZ,
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL,
        deleted_at TIMESTAMPTZ
      );
      CREATE INDEX webhook_endpoints_by_business ON webhook_endpoints (business_id, created_at)
        WHERE deleted_at IS NULL;
      ALTER TABLE webhook_deliveries ADD COLUMN endpoint_id UUID REFERENCES webhook_endpoints (uuid);
      CREATE INDEX webhook_deliveries_by_endpoint ON webhook_deliveries (endpoint_id, created_at DESC)
        WHERE endpoint_id IS NOT NULL;
      UPDATE webhook_events
         SET payload = payload || jsonb_build_object(
           'id', uuid::text,
           'createdAt', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    `,
  },
  {
    // GET /v1/payout-requests and GET /v1/swaps page through one business's payouts and swaps, newest first
    // (created_at, then uuid). Swaps had no index starting with business_id, and the payouts' index does not end
    // with the uuid that breaks ties: with these a page walks its business's rows in order and stops at LIMIT.
    name: 'payout and swap lists',
    sql: `
      CREATE INDEX payout_requests_page ON payout_requests (business_id, created_at DESC, uuid DESC);
      CREATE INDEX swaps_page ON swaps (business_id, created_at DESC, uuid DESC)
    `,
  },
  {
    // Merchant console sessions (routes/dashboard-session.ts): the browser holds a random token in a cookie, the
    // database only its SHA-256, so a copy of this table signs nobody in. Found by that digest; purged by expiry.
    name: 'dashboard sessions',
    sql: `
      CREATE TABLE dashboard_sessions (
        id UUID PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        business_id UUID NOT NULL REFERENCES businesses (uuid),
        csrf_token TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        expires_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX dashboard_sessions_by_business ON dashboard_sessions (business_id);
      CREATE INDEX dashboard_sessions_by_expiry ON dashboard_sessions (expires_at)
    `,
  },
  {
    // GET /v1/webhook-deliveries?reference= lists one transaction's deliveries (the console's payment detail): the
    // event keeps the reference it is about, filled in for the events recorded before this column existed from
    // their payload (`data.reference`, or `data.transaction.reference` for a late payment).
    name: 'webhook events by transaction',
    sql: `
      ALTER TABLE webhook_events ADD COLUMN reference TEXT;
      UPDATE webhook_events
         SET reference = COALESCE(payload->'data'->>'reference', payload->'data'->'transaction'->>'reference')
       WHERE event LIKE 'transaction.%';
      CREATE INDEX webhook_events_by_reference ON webhook_events (business_id, reference) WHERE reference IS NOT NULL
    `,
  },
];

/** Arbitrary, fixed: the advisory lock that serialises migrations and seeding across processes. */
const STARTUP_LOCK_KEY = 7_246_331;

/**
 * Holds, until the end of the caller's database transaction, the lock that several instances starting together on
 * one PostgreSQL database take for each step of their start that writes shared rows (migrations, reference data,
 * the demo business): one at a time, each re-checking what the one before it did.
 */
export async function holdStartupLock(executor: SqlExecutor): Promise<void> {
  await executor.query('SELECT pg_advisory_xact_lock($1)', [STARTUP_LOCK_KEY]);
}

/** Brings the database schema up to date; each migration applies in its own transaction. */
export async function migrate(database: Database): Promise<void> {
  // Even `IF NOT EXISTS` can fail on a unique catalogue index when two sessions create the table at once.
  await database.transaction(async (executor) => {
    await holdStartupLock(executor);
    await executor.query(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        applied_at TIMESTAMPTZ NOT NULL
      )`);
  });
  const applied = await database.query<{ version: number }>('SELECT version FROM schema_migrations');
  const appliedVersions = new Set(applied.map((row) => Number(row.version)));
  for (const [index, migration] of MIGRATIONS.entries()) {
    const version = index + 1;
    if (appliedVersions.has(version)) continue;
    await database.transaction(async (executor) => {
      // Two services starting on one PostgreSQL database must not both apply a migration: take a lock, re-check.
      await holdStartupLock(executor);
      const [done] = await executor.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (done) return;
      for (const statement of splitStatements(migration.sql)) await executor.query(statement);
      await executor.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        version,
        migration.name,
        new Date(),
      ]);
    });
  }
}

/** How many of this version's migrations the database has not applied (readiness: 0 once `migrate` ran). */
export async function countPendingMigrations(database: Database): Promise<number> {
  const [row] = await database.query<{ applied: number }>(
    'SELECT count(*)::int AS applied FROM schema_migrations WHERE version <= $1',
    [MIGRATIONS.length],
  );
  return MIGRATIONS.length - Number(row?.applied ?? 0);
}

/** Parameterised queries take one statement each; migrations are written as several, split on semicolons. */
function splitStatements(sql: string): string[] {
  return sql
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}
