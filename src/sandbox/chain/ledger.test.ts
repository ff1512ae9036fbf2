import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { openPgliteDatabase, type Database } from '../store/database.js';
import { findLedgerTransaction, listSignaturesForAddress } from '../store/ledger-history.js';
import { migrate } from '../store/migrations.js';
import { prepareDeposit } from '../payments/prepare-deposit.js';
import { EmbeddedChain } from './embedded-chain.js';
import { Ledger, type LedgerEvent } from './ledger.js';
import { SANDBOX_FAUCET, SANDBOX_MINTS } from './sandbox-keys.js';

let directory: string;
let database: Database;
let ledger: Ledger;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-ledger-'));
  database = await openPgliteDatabase(path.join(directory, 'pglite'));
  await migrate(database);
  ledger = await Ledger.open(path.join(directory, 'ledger'), database);
});
afterAll(async () => {
  await ledger.close();
  await database.close();
  await rm(directory, { recursive: true, force: true });
});

function transfer(
  from: Keypair,
  to: PublicKey,
  lamports: number,
  blockhash = ledger.latestBlockhash().blockhash,
) {
  const transaction = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
  );
  transaction.sign(from);
  return transaction.serialize();
}

describe('the local ledger', () => {
  it('airdrops, transfers SOL with a real signature and records it in history', async () => {
    const alice = Keypair.generate();
    const bob = Keypair.generate();
    const events: LedgerEvent[] = [];
    const stop = ledger.onTransaction((event) => events.push(event));
    const airdrop = await ledger.airdrop(alice.publicKey.toBase58(), 2_000_000_000n);
    expect(airdrop.failure).toBeNull();
    expect(ledger.getBalance(alice.publicKey.toBase58())).toBe(2_000_000_000n);

    const sent = await ledger.submit(transfer(alice, bob.publicKey, 500_000_000));
    expect(sent.failure).toBeNull();
    expect(ledger.getBalance(bob.publicKey.toBase58())).toBe(500_000_000n);
    expect(ledger.getBalance(alice.publicKey.toBase58())).toBe(1_500_000_000n - 5000n);
    expect(events.map((event) => event.signature)).toEqual([airdrop.signature, sent.signature]);
    stop();

    const record = await findLedgerTransaction(database, sent.signature);
    expect(record).toMatchObject({ fee: 5000n, err: null, slot: sent.slot });
    expect(record?.postBalances.slice(0, 2)).toEqual([String(1_500_000_000n - 5000n), '500000000']);
    const history = await listSignaturesForAddress(database, bob.publicKey.toBase58(), { limit: 10 });
    expect(history.map((entry) => entry.signature)).toEqual([sent.signature]);
  });

  it('rejects a transaction whose signature does not match, without recording it', async () => {
    const alice = Keypair.generate();
    await ledger.airdrop(alice.publicKey.toBase58(), 1_000_000_000n);
    const wire = transfer(alice, Keypair.generate().publicKey, 1000);
    wire[10] = (wire[10] ?? 0) ^ 0xff;
    const outcome = await ledger.submit(wire);
    expect(outcome.failure).toMatchObject({ err: 'SignatureFailure', executed: false });
    expect(await findLedgerTransaction(database, outcome.signature)).toBeUndefined();
  });

  it('rejects an unknown blockhash and accepts a recent one', async () => {
    const alice = Keypair.generate();
    await ledger.airdrop(alice.publicKey.toBase58(), 1_000_000_000n);
    const stale = transfer(
      alice,
      Keypair.generate().publicKey,
      1000,
      Keypair.generate().publicKey.toBase58(),
    );
    expect((await ledger.submit(stale)).failure?.err).toBe('BlockhashNotFound');
    const recent = ledger.latestBlockhash().blockhash;
    await ledger.airdrop(Keypair.generate().publicKey.toBase58(), 1n * 1_000_000n);
    expect(ledger.latestBlockhash().blockhash).not.toBe(recent);
    expect(
      (await ledger.submit(transfer(alice, Keypair.generate().publicKey, 1_000_000, recent))).failure,
    ).toBeNull();
  });

  it('mints sandbox USDC and moves it with transferChecked; an overdraft fails in the token program', async () => {
    const payer = Keypair.generate();
    const shop = Keypair.generate();
    await ledger.airdrop(payer.publicKey.toBase58(), 1_000_000_000n);
    await ledger.mintTokens('USDC', payer.publicKey.toBase58(), 25_000_000n);
    const deposit = await prepareDeposit(
      new EmbeddedChain(ledger, database),
      shop.publicKey.toBase58(),
      'USDC',
      SANDBOX_FAUCET,
    );
    expect(deposit.baseline).toBe(0n);
    const source = getAssociatedTokenAddressSync(SANDBOX_MINTS.USDC, payer.publicKey);
    const send = (amount: bigint) => {
      const transaction = new Transaction({
        feePayer: payer.publicKey,
        recentBlockhash: ledger.latestBlockhash().blockhash,
      }).add(
        createTransferCheckedInstruction(
          source,
          SANDBOX_MINTS.USDC,
          new PublicKey(deposit.receivingAccount),
          payer.publicKey,
          amount,
          6,
        ),
      );
      transaction.sign(payer);
      return ledger.submit(transaction.serialize());
    };
    expect((await send(20_200_000n)).failure).toBeNull();
    expect(ledger.tokenAccountAmount(deposit.receivingAccount)).toBe(20_200_000n);
    const overdraft = await send(10_000_000n);
    expect(overdraft.failure).toMatchObject({
      err: { InstructionError: [0, { Custom: 1 }] },
      executed: true,
    });
    expect(overdraft.failure?.message).toContain('Insufficient funds');
  });

  it('keeps its state across a reopen', async () => {
    const holder = Keypair.generate();
    await ledger.airdrop(holder.publicKey.toBase58(), 777_000_000n);
    const slot = ledger.slot();
    const blockhash = ledger.latestBlockhash().blockhash;
    await ledger.close();
    ledger = await Ledger.open(path.join(directory, 'ledger'), database);
    expect(ledger.getBalance(holder.publicKey.toBase58())).toBe(777_000_000n);
    expect(ledger.slot()).toBe(slot);
    expect(ledger.latestBlockhash().blockhash).toBe(blockhash);
  });

  it('refuses a transaction it processed before its checkpoint', async () => {
    const holder = Keypair.generate();
    await ledger.airdrop(holder.publicKey.toBase58(), 1_000_000_000n);
    const wire = transfer(holder, Keypair.generate().publicKey, 100_000_000);
    expect((await ledger.submit(wire)).failure).toBeNull();
    await ledger.close();
    ledger = await Ledger.open(path.join(directory, 'ledger'), database);
    expect((await ledger.submit(wire)).failure?.err).toBe('AlreadyProcessed');
    expect(ledger.getBalance(holder.publicKey.toBase58())).toBe(900_000_000n - 5000n);
  });

  it('replays every recorded transaction after its checkpoint when it was never closed (a crash)', async () => {
    const holder = Keypair.generate();
    const shop = Keypair.generate();
    await ledger.airdrop(holder.publicKey.toBase58(), 5_000_000_000n);
    await ledger.mintTokens('USDT', holder.publicKey.toBase58(), 9_000_000n);
    const deposit = await prepareDeposit(
      new EmbeddedChain(ledger, database),
      shop.publicKey.toBase58(),
      'USDT',
      SANDBOX_FAUCET,
    );
    const heldBlockhash = ledger.latestBlockhash().blockhash;
    const sent = await ledger.submit(transfer(holder, shop.publicKey, 1_234_567));
    const failedOverdraft = await ledger.submit(transfer(holder, shop.publicKey, 50_000_000_000));
    expect(failedOverdraft.failure?.executed).toBe(true);
    const expected = {
      holder: ledger.getBalance(holder.publicKey.toBase58()),
      shop: ledger.getBalance(shop.publicKey.toBase58()),
      holderUsdt: ledger.tokenAccountAmount(
        ledger.associatedTokenAddress(holder.publicKey.toBase58(), 'USDT'),
      ),
      depositUsdt: ledger.tokenAccountAmount(deposit.receivingAccount),
      slot: ledger.slot(),
      blockhash: ledger.latestBlockhash(),
    };
    expect(sent.failure).toBeNull();

    // No close(): the checkpoint on disk is older than these transactions, as after a kill -9.
    const crashed = ledger;
    ledger = await Ledger.open(path.join(directory, 'ledger'), database);
    void crashed;
    expect(ledger.getBalance(holder.publicKey.toBase58())).toBe(expected.holder);
    expect(ledger.getBalance(shop.publicKey.toBase58())).toBe(expected.shop);
    expect(
      ledger.tokenAccountAmount(ledger.associatedTokenAddress(holder.publicKey.toBase58(), 'USDT')),
    ).toBe(expected.holderUsdt);
    expect(ledger.tokenAccountAmount(deposit.receivingAccount)).toBe(expected.depositUsdt);
    expect(ledger.slot()).toBe(expected.slot);
    expect(ledger.latestBlockhash()).toEqual(expected.blockhash);
    // A wallet that fetched a blockhash before the crash can still use it afterwards.
    expect((await ledger.submit(transfer(holder, shop.publicKey, 1000, heldBlockhash))).failure).toBeNull();
    // A transaction already in the history is not applied twice.
    const again = await ledger.submit(transfer(holder, shop.publicKey, 1_234_567, heldBlockhash));
    expect(again.signature).toBe(sent.signature);
    expect(again.failure).not.toBeNull();
  });

  it('rebuilds everything from the history alone when its checkpoint is gone', async () => {
    const holder = Keypair.generate();
    await ledger.airdrop(holder.publicKey.toBase58(), 3_000_000_000n);
    await ledger.mintTokens('USDC', holder.publicKey.toBase58(), 42_000_000n);
    const slot = ledger.slot();
    await ledger.close();
    await rm(path.join(directory, 'ledger'), { recursive: true, force: true });

    ledger = await Ledger.open(path.join(directory, 'ledger'), database);
    expect(ledger.getBalance(holder.publicKey.toBase58())).toBe(3_000_000_000n);
    expect(
      ledger.tokenAccountAmount(ledger.associatedTokenAddress(holder.publicKey.toBase58(), 'USDC')),
    ).toBe(42_000_000n);
    expect(ledger.slot()).toBe(slot);
  });
});
