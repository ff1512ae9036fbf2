import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import bs58 from 'bs58';
import { afterEach, describe, expect, it } from 'vitest';
import { initiatedTransactionSchema } from '../../api/schemas/transaction.js';
import { DEPOSIT_SEED_FILE } from '../deposit-seed-file.js';
import { deriveDepositAddress, deriveDepositKeypair } from '../domain/deposit-key-derivation.js';
import { DepositSeed } from '../domain/deposit-seed.js';
import { generateSolanaKeypair } from '../domain/solana-keypair.js';
import { allocateDepositKeyIndex } from '../store/transactions.js';
import { call, expectData } from '../testing/http.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { depositSigner } from './deposit-signer.js';

const SEED_HEX = '5eed'.repeat(16);
const SEED = DepositSeed.fromHex(SEED_HEX);
const OTHER_SEED_HEX = 'beef'.repeat(16);

let service: TestService | undefined;

afterEach(async () => {
  await service?.destroy();
  service = undefined;
});

async function initiate(running: TestService, crypto: 'SOL' | 'USDT' = 'SOL') {
  const response = await call(running.url, 'POST', '/v1/transactions', {
    key: running.demoBusiness.secretKey,
    body: { crypto, baseFiat: 'USD', amount: 3, email: 'keys@example.com' },
  });
  return { response, transaction: expectData(response, initiatedTransactionSchema, 201) };
}

async function depositRow(running: TestService, reference: string) {
  const [row] = await running.context.database.query(
    'SELECT deposit_address, deposit_key_index, deposit_secret_seed FROM transactions WHERE reference = $1',
    [reference],
  );
  if (!row) throw new Error(`no transaction ${reference}`);
  return row;
}

/** Every row of every table, as JSON text: what someone who can read the database sees. */
async function databaseDump(running: TestService): Promise<string> {
  const tables = await running.context.database.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  expect(tables.map((table) => table.table_name)).toContain('transactions');
  const rows: string[] = [];
  for (const { table_name: table } of tables) {
    const dumped = await running.context.database.query<{ json: string }>(
      `SELECT row_to_json(x)::text AS json FROM "${table}" x`,
    );
    rows.push(...dumped.map((row) => row.json));
  }
  return rows.join('\n');
}

/** The ways a secret could be written down: hex (either case), base64, base64url and base58. */
function encodings(bytes: Uint8Array): string[] {
  const buffer = Buffer.from(bytes);
  return [
    buffer.toString('hex'),
    buffer.toString('hex').toUpperCase(),
    buffer.toString('base64'),
    buffer.toString('base64url'),
    bs58.encode(buffer),
  ];
}

describe('deposit keys', () => {
  it('are derived at an index the database keeps, and neither the seed nor a key is stored or answered', async () => {
    service = await startTestService({ DEPOSIT_SEED: SEED_HEX });
    const { response, transaction } = await initiate(service);
    const second = (await initiate(service, 'USDT')).transaction;

    const row = await depositRow(service, transaction.reference);
    expect(row.deposit_secret_seed).toBeNull();
    expect(Number.isInteger(row.deposit_key_index)).toBe(true);
    const index = Number(row.deposit_key_index);
    expect(transaction.address).toBe(deriveDepositAddress(SEED, index));
    expect(row.deposit_address).toBe(transaction.address);
    const secondRow = await depositRow(service, second.reference);
    expect(Number(secondRow.deposit_key_index)).not.toBe(index);
    expect(second.address).toBe(deriveDepositAddress(SEED, Number(secondRow.deposit_key_index)));

    const derived = deriveDepositKeypair(SEED, index);
    const secrets = [
      ...encodings(SEED.bytes()),
      ...encodings(derived.secretKey.subarray(0, 32)),
      ...encodings(derived.secretKey),
    ];
    const dump = await databaseDump(service);
    const answer = JSON.stringify(response.body);
    const verified = JSON.stringify(
      (
        await call(service.url, 'GET', `/v1/transactions/${transaction.reference}/verify`, {
          key: service.demoBusiness.secretKey,
        })
      ).body,
    );
    expect(dump).toContain(transaction.address);
    for (const secret of secrets) {
      expect(dump).not.toContain(secret);
      expect(answer).not.toContain(secret);
      expect(verified).not.toContain(secret);
    }
    // With DEPOSIT_SEED set, no seed file is written.
    expect(existsSync(path.join(service.dataDir, DEPOSIT_SEED_FILE))).toBe(false);

    // No row may hold a stored key beside its index.
    await expect(
      service.context.database.query(
        `UPDATE transactions SET deposit_secret_seed = 'AAAA' WHERE reference = $1`,
        [transaction.reference],
      ),
    ).rejects.toThrow(/transactions_one_deposit_key/);
  });

  it('still sweep a transaction stored with its own key, from before keys were derived', async () => {
    service = await startTestService({ DEPOSIT_SEED: SEED_HEX });
    // What an earlier version stored: a random deposit key, its seed in the row and no derivation index. The
    // deposit is made ready as initiation would (funded above rent-exemption), and its baseline recorded.
    const legacy = generateSolanaKeypair();
    expect(
      (
        await call(service.url, 'POST', '/v1/sandbox/airdrop', {
          body: { address: legacy.address, amount: 0.01 },
        })
      ).status,
    ).toBe(201);
    const { transaction } = await initiate(service);
    await service.context.database.query(
      `UPDATE transactions SET deposit_address = $2, deposit_secret_seed = $3, deposit_key_index = NULL,
         deposit_baseline = $4, deposit_token_account = NULL
       WHERE reference = $1`,
      [transaction.reference, legacy.address, legacy.secretSeed, 10_000_000n],
    );
    // A new process reads the row back from the data directory, as after an upgrade.
    service = await service.restart();

    const paid = await call(service.url, 'POST', `/v1/sandbox/transactions/${transaction.reference}/pay`, {
      body: { mode: 'exact' },
    });
    expect(paid.status).toBe(201);
    const settled = await waitForSettlement(service, transaction.reference);
    const [intent] = await service.context.database.query(
      `SELECT status FROM ledger_intents WHERE signature = $1`,
      [settled],
    );
    expect(intent?.status).toBe('landed');
    // The sweep took everything paid: the deposit is back to what it held before.
    const balance = await call(service.url, 'POST', '/rpc', {
      body: { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [legacy.address] },
    });
    expect((balance.body as { result: { value: number } }).result.value).toBe(10_000_000);
  });

  it('refuse a start with another seed than the one the database’s deposits were derived from', async () => {
    service = await startTestService({ DEPOSIT_SEED: SEED_HEX });
    await initiate(service);
    const { dataDir } = service;
    await service.close();
    await expect(startTestService({ DEPOSIT_SEED: OTHER_SEED_HEX }, { dataDir })).rejects.toThrow(
      /DEPOSIT_SEED .*is not the seed this database's deposits were derived from/,
    );
    service = await startTestService({ DEPOSIT_SEED: SEED_HEX }, { dataDir });
    expect((await initiate(service)).response.status).toBe(201);
  });

  it('run out, with an error saying so, after the last hardened index', async () => {
    service = await startTestService({ DEPOSIT_SEED: SEED_HEX });
    await service.context.database.query("SELECT setval('deposit_key_indices', 2147483646)");
    expect(await allocateDepositKeyIndex(service.context.database)).toBe(2 ** 31 - 1);
    await expect(allocateDepositKeyIndex(service.context.database)).rejects.toThrow(
      /every deposit key index .* has been used/,
    );
  });
});

describe('the deposit signer', () => {
  const derived = { deposit_address: deriveDepositAddress(SEED, 5), deposit_key_index: 5 };
  const legacy = generateSolanaKeypair();
  const context = { depositSeed: SEED };

  it('derives the key of a row with an index, and reads the stored key of a row without', () => {
    expect(depositSigner(context, { ...derived, deposit_secret_seed: null }).publicKey.toBase58()).toBe(
      derived.deposit_address,
    );
    expect(
      depositSigner(context, {
        deposit_address: legacy.address,
        deposit_key_index: null,
        deposit_secret_seed: legacy.secretSeed,
      }).publicKey.toBase58(),
    ).toBe(legacy.address);
  });

  it('refuses a key that is not the address’s, and a row with no key at all', () => {
    const otherSeed = { depositSeed: DepositSeed.fromHex(OTHER_SEED_HEX) };
    expect(() => depositSigner(otherSeed, { ...derived, deposit_secret_seed: null })).toThrow(/DEPOSIT_SEED/);
    expect(() =>
      depositSigner(context, {
        deposit_address: derived.deposit_address,
        deposit_key_index: null,
        deposit_secret_seed: legacy.secretSeed,
      }),
    ).toThrow(/another address/);
    expect(() =>
      depositSigner(context, {
        deposit_address: legacy.address,
        deposit_key_index: null,
        deposit_secret_seed: null,
      }),
    ).toThrow(/neither/);
  });
});

async function waitForSettlement(running: TestService, reference: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [row] = await running.context.database.query(
      'SELECT status, settlement_signature FROM transactions WHERE reference = $1',
      [reference],
    );
    if (typeof row?.settlement_signature === 'string') {
      expect(row.status).toBe('success');
      return row.settlement_signature;
    }
    await delay(100);
  }
  throw new Error(`transaction ${reference} was never swept`);
}
