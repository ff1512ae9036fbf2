import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TOKEN_PROGRAM_ID, getMint } from '@solana/spl-token';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLANA_TOKEN_MINTS } from '../../api/solana-mints.js';
import { spawnLedger, startLedgerProcess, type LedgerProcess } from '../testing/ledger-process.js';

/**
 * `npm run ledger` as a Solana tool sees a local validator: a default `@solana/web3.js` Connection on its HTTP URL
 * alone, the sandbox mints where they always are, and state that survives a stop and a `kill -9`.
 */

const USDC = new PublicKey(SOLANA_TOKEN_MINTS.sandbox.USDC);
/** Well under web3.js's 30-second confirmation timeout: a confirmation that never arrives fails the test. */
const UNLESS_HUNG = { timeout: 15_000 };
/** Starting a process (and, the first time, its database) takes seconds on two cores. */
const RESTARTS = { timeout: 120_000 };

let directory: string;
let running: LedgerProcess | undefined;

function ledger(): LedgerProcess {
  if (!running) throw new Error('the ledger is not running');
  return running;
}

/** A default Connection: the ledger's HTTP URL and nothing else, as a tool set up for a validator makes it. */
function connectionTo(process: LedgerProcess): Connection {
  return new Connection(process.url, 'confirmed');
}

/**
 * A default Connection whose HTTP calls can be waited for before the ledger is stopped. web3.js answers a
 * confirmation as soon as the notification arrives, leaving a `getSignatureStatus` it sent meanwhile running and
 * unhandled: stopping the ledger under it would fail the run with an unhandled rejection not of our making.
 */
function settlingConnectionTo(process: LedgerProcess): Connection & { settled(): Promise<unknown> } {
  const running = new Set<Promise<Response>>();
  const connection = new Connection(process.url, {
    commitment: 'confirmed',
    fetch: (input, init) => {
      const call = fetch(input, init);
      running.add(call);
      void call.then(
        () => running.delete(call),
        () => running.delete(call),
      );
      return call;
    },
  });
  return Object.assign(connection, { settled: () => Promise.allSettled([...running]) });
}

async function fundedKeypair(connection: Connection, sol: number): Promise<Keypair> {
  const keypair = Keypair.generate();
  const signature = await connection.requestAirdrop(keypair.publicKey, sol * LAMPORTS_PER_SOL);
  const confirmation = await connection.confirmTransaction({
    signature,
    ...(await connection.getLatestBlockhash()),
  });
  expect(confirmation.value.err).toBeNull();
  return keypair;
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-ledger-'));
  running = await startLedgerProcess(directory);
}, 120_000);

afterAll(async () => {
  await running?.kill();
  await rm(directory, { recursive: true, force: true });
});

describe('npm run ledger, with standard Solana clients', () => {
  it('listens where a validator does: HTTP at the port, WebSocket at the port + 1', () => {
    const { port } = new URL(ledger().url);
    expect(ledger().webSocketUrl).toBe(`ws://127.0.0.1:${Number(port) + 1}`);
  });

  it('sends and confirms a SOL transfer through a default Connection', UNLESS_HUNG, async () => {
    const connection = connectionTo(ledger());
    const alice = await fundedKeypair(connection, 2);
    const bob = Keypair.generate();
    const transfer = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob.publicKey, lamports: 250_000_000 }),
    );
    await sendAndConfirmTransaction(connection, transfer, [alice]);
    expect(await connection.getBalance(bob.publicKey)).toBe(250_000_000);
  });

  it('holds the sandbox USDC mint', async () => {
    const connection = connectionTo(ledger());
    const account = await connection.getAccountInfo(USDC);
    expect(account?.owner.equals(TOKEN_PROGRAM_ID)).toBe(true);
    const mint = await getMint(connection, USDC);
    expect(mint.decimals).toBe(6);
    expect(mint.isInitialized).toBe(true);
  });

  it('answers at /rpc too, with the service’s CORS and body limit', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' });
    const health = await fetch(`${ledger().url}/rpc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://dapp.example' },
      body,
    });
    expect(health.headers.get('access-control-allow-origin')).toBe('*');
    expect(await health.json()).toEqual({ jsonrpc: '2.0', id: 1, result: 'ok' });

    const preflight = await fetch(ledger().url, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://dapp.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, solana-client',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/solana-client/);

    const huge = await fetch(ledger().url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot', params: ['x'.repeat(200_000)] }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ error: { code: -32600 } });
  });

  it('keeps LEDGER_DIR to itself while it runs', RESTARTS, async () => {
    const second = spawnLedger(directory, 0);
    let output = '';
    second.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain(`LEDGER_DIR ${directory} is in use by the process at ${ledger().url}`);
  });
});

describe('npm run ledger across restarts', () => {
  it('stops cleanly on SIGTERM and keeps a balance on the same LEDGER_DIR', RESTARTS, async () => {
    const before = settlingConnectionTo(ledger());
    const holder = await fundedKeypair(before, 3);
    await before.settled();
    expect(await ledger().stop()).toBe(0);
    expect(existsSync(path.join(directory, 'service.lock.json'))).toBe(false);

    running = await startLedgerProcess(directory);
    expect(await connectionTo(ledger()).getBalance(holder.publicKey)).toBe(3 * LAMPORTS_PER_SOL);
  });

  it('loses nothing it acknowledged to a SIGKILL', RESTARTS, async () => {
    const connection = settlingConnectionTo(ledger());
    const alice = await fundedKeypair(connection, 2);
    const bob = Keypair.generate();
    const signature = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: alice.publicKey,
          toPubkey: bob.publicKey,
          lamports: 700_000_000,
        }),
      ),
      [alice],
    );
    await connection.settled();
    // At once: checkpoints are seconds apart, so it is the history that must bring the transfer back.
    await ledger().kill();

    running = await startLedgerProcess(directory);
    const after = connectionTo(ledger());
    expect(await after.getBalance(bob.publicKey)).toBe(700_000_000);
    const recorded = await after.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(recorded?.meta?.err).toBeNull();
  });
});
