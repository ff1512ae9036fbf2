import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Keypair, SystemProgram, Transaction, type PublicKey } from '@solana/web3.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPgliteDatabase, type Database } from '../store/database.js';
import { findLedgerTransaction } from '../store/ledger-history.js';
import { migrate } from '../store/migrations.js';
import { BLOCKHASH_VALIDITY_SLOTS, Ledger } from './ledger.js';

/**
 * The block clock of `npm run ledger`: empty blocks as time passes, so that blockhashes expire with no traffic;
 * transactions in between recorded and replayed as ever; and no blockhash from before a restart valid after it.
 */

/** Fast, so that a blockhash's 150 blocks pass in well under two seconds. */
const BLOCK_MS = 5;
const WAIT_TIMEOUT_MS = 20_000;

let directory: string;
let database: Database;
let ledger: Ledger | undefined;

const ledgerDir = () => path.join(directory, 'ledger');

async function openWithClock(): Promise<Ledger> {
  const opened = await Ledger.open(ledgerDir(), database);
  await opened.startBlockClock(BLOCK_MS);
  ledger = opened;
  return opened;
}

async function slotReaches(of: Ledger, slot: bigint): Promise<void> {
  const deadline = Date.now() + WAIT_TIMEOUT_MS;
  while (of.slot() < slot) {
    if (Date.now() > deadline) throw new Error(`the slot stayed at ${of.slot()}, short of ${slot}`);
    await new Promise((resolve) => setTimeout(resolve, BLOCK_MS));
  }
}

function transfer(from: Keypair, to: PublicKey, lamports: number, blockhash: string): Uint8Array {
  const transaction = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
  );
  transaction.sign(from);
  return transaction.serialize();
}

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-block-clock-'));
  database = await openPgliteDatabase(path.join(directory, 'pglite'));
  await migrate(database);
});
afterEach(async () => {
  await ledger?.close();
  ledger = undefined;
  await database.close();
  await rm(directory, { recursive: true, force: true });
});

describe('the ledger’s block clock', () => {
  it('advances the slot and the block height with no transaction, each block with a fresh blockhash', async () => {
    const clocked = await openWithClock();
    const start = clocked.slot();
    const first = clocked.latestBlockhash();
    await slotReaches(clocked, start + 10n);
    expect(clocked.blockHeight()).toBe(clocked.slot());
    const latest = clocked.latestBlockhash();
    expect(latest.blockhash).not.toBe(first.blockhash);
    expect(latest.lastValidBlockHeight).toBe(clocked.slot() + BLOCKHASH_VALIDITY_SLOTS);
  });

  it('expires a blockhash 150 blocks on: invalid, and a transaction signed with it is refused', async () => {
    const clocked = await openWithClock();
    const alice = Keypair.generate();
    expect((await clocked.airdrop(alice.publicKey.toBase58(), 1_000_000_000n)).failure).toBeNull();
    const held = clocked.latestBlockhash();
    const wire = transfer(alice, Keypair.generate().publicKey, 1_000_000, held.blockhash);

    await slotReaches(clocked, held.lastValidBlockHeight);
    // Still valid at its last valid block height, as on Solana; expired one block later.
    await slotReaches(clocked, held.lastValidBlockHeight + 1n);
    expect(clocked.isBlockhashValid(held.blockhash)).toBe(false);
    const outcome = await clocked.submit(wire);
    expect(outcome.failure).toMatchObject({ err: 'BlockhashNotFound', executed: false });
    expect(await findLedgerTransaction(database, outcome.signature)).toBeUndefined();
    expect(clocked.getBalance(alice.publicKey.toBase58())).toBe(1_000_000_000n);
  });

  it('records transactions between empty blocks and replays them exactly after a crash', async () => {
    const clocked = await openWithClock();
    // The checkpoint as it was before any of the transactions: restored below, as after a kill -9.
    const checkpoint = path.join(ledgerDir(), 'checkpoint.bin');
    const olderCheckpoint = path.join(directory, 'older-checkpoint.bin');
    await copyFile(checkpoint, olderCheckpoint);

    const alice = Keypair.generate();
    const bob = Keypair.generate();
    const airdrop = await clocked.airdrop(alice.publicKey.toBase58(), 2_000_000_000n);
    await slotReaches(clocked, airdrop.slot + 5n);
    const sent = await clocked.submit(
      transfer(alice, bob.publicKey, 300_000_000, clocked.latestBlockhash().blockhash),
    );
    await slotReaches(clocked, sent.slot + 5n);
    const minted = await clocked.mintTokens('USDC', bob.publicKey.toBase58(), 7_000_000n);
    // Concurrent senders, with empty blocks racing them through the queue.
    const burst = await Promise.all(
      [1, 2, 3, 4, 5].map((lamports) =>
        clocked.submit(
          transfer(
            alice,
            Keypair.generate().publicKey,
            lamports * 1_000_000,
            clocked.latestBlockhash().blockhash,
          ),
        ),
      ),
    );
    for (const outcome of [airdrop, sent, minted, ...burst]) expect(outcome.failure).toBeNull();
    // Empty blocks came in between: the slots are not consecutive, and each transaction has its own.
    expect(sent.slot - airdrop.slot).toBeGreaterThan(1n);
    expect(new Set(burst.map((outcome) => outcome.slot)).size).toBe(burst.length);
    const expected = {
      alice: clocked.getBalance(alice.publicKey.toBase58()),
      bob: clocked.getBalance(bob.publicKey.toBase58()),
      bobUsdc: clocked.tokenAccountAmount(clocked.associatedTokenAddress(bob.publicKey.toBase58(), 'USDC')),
    };
    const newestSlot = [airdrop, sent, minted, ...burst].reduce(
      (newest, outcome) => (outcome.slot > newest ? outcome.slot : newest),
      0n,
    );
    await clocked.close();
    await copyFile(olderCheckpoint, checkpoint);

    // Without the clock first: exactly the recorded history, up to its newest transaction's slot.
    const replayed = await Ledger.open(ledgerDir(), database);
    ledger = replayed;
    expect(replayed.slot()).toBe(newestSlot);
    expect(replayed.getBalance(alice.publicKey.toBase58())).toBe(expected.alice);
    expect(replayed.getBalance(bob.publicKey.toBase58())).toBe(expected.bob);
    expect(
      replayed.tokenAccountAmount(replayed.associatedTokenAddress(bob.publicKey.toBase58(), 'USDC')),
    ).toBe(expected.bobUsdc);
    expect(expected.bobUsdc).toBe(7_000_000n);
    const recorded = await findLedgerTransaction(database, sent.signature);
    expect(recorded).toMatchObject({ slot: sent.slot, err: null });
  });

  it('leaves no blockhash from before a crash valid after it, the slot moved past the validity window', async () => {
    const clocked = await openWithClock();
    const checkpoint = path.join(ledgerDir(), 'checkpoint.bin');
    const olderCheckpoint = path.join(directory, 'older-checkpoint.bin');
    await copyFile(checkpoint, olderCheckpoint);
    const alice = Keypair.generate();
    await clocked.airdrop(alice.publicKey.toBase58(), 1_000_000_000n);
    await slotReaches(clocked, clocked.slot() + 3n);
    const last = await clocked.airdrop(alice.publicKey.toBase58(), 1n);
    // The blockhash of the newest transaction's block: the one a replay of the history brings back.
    const held = clocked.latestBlockhash();
    const wire = transfer(alice, Keypair.generate().publicKey, 1_000_000, held.blockhash);
    await slotReaches(clocked, last.slot + 100n);
    expect(clocked.isBlockhashValid(held.blockhash)).toBe(true);
    await clocked.close();
    // As after a kill -9: the checkpoint older than the transactions, the empty blocks nowhere.
    await copyFile(olderCheckpoint, checkpoint);

    // Without the clock, the replayed slot is back at the newest transaction and the blockhash valid again.
    const withoutClock = await Ledger.open(ledgerDir(), database);
    expect(withoutClock.slot()).toBe(last.slot);
    expect(withoutClock.isBlockhashValid(held.blockhash)).toBe(true);
    await withoutClock.close();

    const reopened = await openWithClock();
    expect(reopened.slot()).toBeGreaterThanOrEqual(last.slot + BLOCKHASH_VALIDITY_SLOTS + 1n);
    expect(reopened.isBlockhashValid(held.blockhash)).toBe(false);
    expect((await reopened.submit(wire)).failure?.err).toBe('BlockhashNotFound');
    // And the ledger works on: a blockhash of its own lands.
    const fresh = transfer(
      alice,
      Keypair.generate().publicKey,
      1_000_000,
      reopened.latestBlockhash().blockhash,
    );
    expect((await reopened.submit(fresh)).failure).toBeNull();
  });

  it('does not run in a ledger that was not asked to: one block per transaction, as the gateway’s', async () => {
    const embedded = await Ledger.open(ledgerDir(), database);
    ledger = embedded;
    const slot = embedded.slot();
    await new Promise((resolve) => setTimeout(resolve, BLOCK_MS * 10));
    expect(embedded.slot()).toBe(slot);
  });
});
