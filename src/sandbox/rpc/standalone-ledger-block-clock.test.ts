import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLedgerProcess, type LedgerProcess } from '../testing/ledger-process.js';

/**
 * `npm run ledger` produces blocks as time passes, as a validator does, so that a client holding a blockhash
 * learns from the block height alone that a transaction dropped on the way can never land; and a restart
 * (`kill -9`) never makes a blockhash it had let expire valid again.
 */

/** 150 blocks in about 3 seconds. */
const BLOCK_MS = 20;
const RESTARTS = { timeout: 120_000 };
const BLOCKS_EXPIRE = { timeout: 30_000 };

let directory: string;
let running: LedgerProcess | undefined;

function connection(): Connection {
  if (!running) throw new Error('the ledger is not running');
  return new Connection(running.url, 'confirmed');
}

async function blockHeightPasses(height: number): Promise<void> {
  while ((await connection().getBlockHeight()) <= height) {
    await new Promise((resolve) => setTimeout(resolve, BLOCK_MS * 5));
  }
}

/** The ledger answers an airdrop once it is recorded: no confirmation (nor its WebSocket) needed. */
async function fundedKeypair(): Promise<Keypair> {
  const keypair = Keypair.generate();
  await connection().requestAirdrop(keypair.publicKey, LAMPORTS_PER_SOL);
  expect(await connection().getBalance(keypair.publicKey)).toBe(LAMPORTS_PER_SOL);
  return keypair;
}

function signedTransfer(from: Keypair, blockhash: string): Buffer {
  const transaction = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({
      fromPubkey: from.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: 1000,
    }),
  );
  transaction.sign(from);
  return transaction.serialize();
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-ledger-clock-'));
  running = await startLedgerProcess(directory, {}, { blockIntervalMs: BLOCK_MS });
}, 120_000);

afterAll(async () => {
  await running?.kill();
  await rm(directory, { recursive: true, force: true });
});

describe('npm run ledger’s blocks', () => {
  it('advance with no traffic, the block height with the slot', async () => {
    const slot = await connection().getSlot();
    await blockHeightPasses(slot + 10);
    const height = await connection().getBlockHeight();
    const laterSlot = await connection().getSlot();
    expect(laterSlot).toBeGreaterThanOrEqual(height);
    expect(laterSlot - height).toBeLessThan(10);
    expect(running?.output()).toMatch(/Block time\s+20 ms/);
  });

  it(
    'expire a blockhash after 150 blocks: invalid, and a transaction signed with it refused',
    BLOCKS_EXPIRE,
    async () => {
      const alice = await fundedKeypair();
      const { blockhash, lastValidBlockHeight } = await connection().getLatestBlockhash();
      expect(await connection().isBlockhashValid(blockhash)).toMatchObject({ value: true });
      await blockHeightPasses(lastValidBlockHeight);
      expect(await connection().isBlockhashValid(blockhash)).toMatchObject({ value: false });
      await expect(
        connection().sendRawTransaction(signedTransfer(alice, blockhash), { skipPreflight: true }),
      ).rejects.toThrow(/Blockhash not found/);
    },
  );

  it('leave no blockhash from before a kill -9 valid after it', RESTARTS, async () => {
    const alice = await fundedKeypair();
    const held = await connection().getLatestBlockhash();
    const wire = signedTransfer(alice, held.blockhash);
    await running?.kill();

    running = await startLedgerProcess(directory, {}, { blockIntervalMs: BLOCK_MS });
    expect(await connection().getBlockHeight()).toBeGreaterThan(held.lastValidBlockHeight);
    expect(await connection().isBlockhashValid(held.blockhash)).toMatchObject({ value: false });
    await expect(connection().sendRawTransaction(wire, { skipPreflight: true })).rejects.toThrow(
      /Blockhash not found/,
    );
    expect(await connection().getBalance(alice.publicKey)).toBe(LAMPORTS_PER_SOL);
  });
});
