import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { getTransactionDecoder, address as toKitAddress, lamports as toLamports } from '@solana/kit';
import {
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
  createInitializeMint2Instruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  Keypair,
  PublicKey,
  SystemProgram,
  VersionedTransaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm';
import { formatBaseUnits } from '../../api/money.js';
import type { SolanaCluster } from '../../api/solana-cluster.js';
import type { Database } from '../store/database.js';
import {
  insertLedgerTransaction,
  listLedgerTransactionsAfter,
  type LedgerTransactionRecord,
  type ReplayableTransaction,
  type TokenBalanceJson,
} from '../store/ledger-history.js';
import { ledgerMints, writeImitatedMints } from './imitated-mints.js';
import { readCheckpoint, writeCheckpoint } from './ledger-checkpoint.js';
import { SANDBOX_MINT_SIGNERS, sandboxMintInstructions } from './sandbox-mint.js';
import { signWithBlockhash } from './signing.js';
import {
  SANDBOX_FAUCET,
  SANDBOX_MINT_AUTHORITY,
  SANDBOX_MINT_KEYPAIRS,
  STABLECOIN_DECIMALS,
} from './sandbox-keys.js';
import { transactionFee } from './fees.js';
import { decodeTokenAccount } from './token-accounts.js';
import { describeFailure, logsOf, type LedgerFailure } from './transaction-errors.js';

/** How many slots a blockhash stays usable, as on Solana (about 150 blocks). */
export const BLOCKHASH_VALIDITY_SLOTS = 150n;
/**
 * How long after a change the next checkpoint is written. A checkpoint only shortens the replay at start-up
 * (nothing depends on it for safety), and it is megabytes, so it is written now and then rather than per
 * transaction.
 */
const CHECKPOINT_DELAY_MS = 5000;
/** Recorded transactions read from the history per query while replaying. */
const REPLAY_BATCH = 500;
/** The faucet is topped up from LiteSVM's own airdrop pool whenever it falls below this (100,000 SOL). */
const FAUCET_FLOOR_LAMPORTS = 100_000n * 1_000_000_000n;
/** LiteSVM's airdrop pool at genesis: ten billion SOL, more than any sandbox will hand out. */
const AIRDROP_POOL_LAMPORTS = 10n ** 19n;

export interface LedgerOptions {
  /**
   * The cluster whose stablecoin mints the ledger holds (default `localnet`: the sandbox mints). Another cluster's
   * are imitated (src/sandbox/chain/imitated-mints.ts). It is part of the ledger's state: open a directory with
   * the cluster it was created for.
   */
  cluster?: SolanaCluster;
}

export interface LedgerAccount {
  address: string;
  lamports: bigint;
  owner: string;
  data: Uint8Array;
  executable: boolean;
  rentEpoch: bigint;
}

/** What happened to a transaction sent to the ledger. */
export interface SubmitOutcome {
  signature: string;
  slot: bigint;
  /** Null when it succeeded. A failure that did not execute (bad blockhash, signature, fee payer) is not recorded. */
  failure: LedgerFailure | null;
  logs: string[];
  unitsConsumed: bigint;
}

export interface SimulationOutcome {
  failure: LedgerFailure | null;
  logs: string[];
  unitsConsumed: bigint;
  /** The accounts as they would be after the transaction, for `accounts` in simulateTransaction. */
  postAccounts: Map<string, LedgerAccount>;
}

/** Told after every recorded transaction: the detector re-reads deposits, subscriptions notify. */
export interface LedgerEvent {
  signature: string;
  slot: bigint;
  err: LedgerFailure['err'] | null;
  accountKeys: string[];
}

/** The replayed history does not match what was recorded: the ledger cannot be trusted until someone looks. */
export class LedgerReplayError extends Error {
  override readonly name = 'LedgerReplayError';
}

/**
 * The local Solana ledger: an in-process Solana VM (LiteSVM) with native SOL and the sandbox's USDC and USDT
 * mints. Every change goes through real signed transactions; each one gets its own slot and a fresh blockhash.
 * With its block clock on (startBlockClock, `npm run ledger`), empty blocks come in between too, as time passes.
 *
 * Durability: a transaction is acknowledged (its sender told, listeners notified) only after it is stored in the
 * transaction history in the database. The VM's state on disk is a checkpoint, written every few seconds; on
 * open, the ledger loads the checkpoint and replays every recorded transaction after it, so a crash at any
 * instant loses nothing that was acknowledged. A transaction the VM applied but the history could not store is
 * undone the same way (the VM is rebuilt from the checkpoint and the history) before anything else runs.
 */
export class Ledger {
  private readonly listeners = new Set<(event: LedgerEvent) => void>();
  private queue: Promise<unknown> = Promise.resolve();
  private readonly transactionDecoder = getTransactionDecoder();
  private checkpointTimer: NodeJS.Timeout | undefined;
  /** Transactions applied to the VM whose history is not stored yet: reads must wait for them (whenRecorded). */
  private unrecorded = 0;
  /** Set when the VM could not be brought back in line with the history: every write refuses until a restart. */
  private broken: Error | undefined;
  /** Produces the empty blocks while the block clock runs (startBlockClock). */
  private blockClock: NodeJS.Timeout | undefined;
  /** An empty block waits in the queue: a busy ledger falls behind the clock rather than piling blocks up. */
  private emptyBlockQueued = false;
  private readonly mints: Readonly<Partial<Record<'USDC' | 'USDT', PublicKey>>>;

  private constructor(
    private svm: LiteSVM,
    private readonly directory: string,
    private readonly database: Database,
    private recentBlockhashes: { hash: string; slot: bigint }[],
    private readonly cluster: SolanaCluster,
  ) {
    this.mints = ledgerMints(cluster);
  }

  /**
   * Opens the ledger kept in `directory` and the database's history: the last checkpoint plus every recorded
   * transaction after it. With neither, creates the genesis state: the sandbox's, or the imitated cluster's.
   */
  static async open(directory: string, database: Database, options: LedgerOptions = {}): Promise<Ledger> {
    mkdirSync(directory, { recursive: true });
    const cluster = options.cluster ?? 'localnet';
    const ledger = new Ledger(new LiteSVM(), directory, database, [], cluster);
    const replayed = await ledger.restore();
    // An imitated cluster's mints are already there (written by restore); only the sandbox's are transactions.
    if (replayed.fromGenesis && replayed.transactions === 0 && cluster === 'localnet') {
      await ledger.createGenesis();
    }
    // A fresh checkpoint, so that the next start replays only what happens from now on.
    ledger.writeCheckpointNow();
    return ledger;
  }

  // Reads

  slot(): bigint {
    return this.svm.getClock().slot;
  }

  /** Every block here has a transaction or is an empty one of the block clock: none is skipped, so height = slot. */
  blockHeight(): bigint {
    return this.slot();
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: bigint } {
    const newest = this.recentBlockhashes[this.recentBlockhashes.length - 1];
    if (!newest) throw new Error('the ledger has no blockhash');
    return { blockhash: newest.hash, lastValidBlockHeight: newest.slot + BLOCKHASH_VALIDITY_SLOTS };
  }

  isBlockhashValid(blockhash: string): boolean {
    const entry = this.recentBlockhashes.find((candidate) => candidate.hash === blockhash);
    return entry !== undefined && this.slot() - entry.slot <= BLOCKHASH_VALIDITY_SLOTS;
  }

  getAccount(address: string): LedgerAccount | undefined {
    const account = this.svm.getAccount(toKitAddress(address));
    if (!account.exists) return undefined;
    return {
      address,
      lamports: BigInt(account.lamports),
      owner: account.programAddress,
      data: new Uint8Array(account.data),
      executable: account.executable,
      rentEpoch: 0n,
    };
  }

  getBalance(address: string): bigint {
    return BigInt(this.svm.getBalance(toKitAddress(address)) ?? 0n);
  }

  minimumBalanceForRentExemption(dataLength: number): bigint {
    return this.svm.minimumBalanceForRentExemption(BigInt(dataLength));
  }

  /** The balance of an SPL token account, or undefined when there is none at that address. */
  tokenAccountAmount(tokenAccount: string): bigint | undefined {
    const account = this.getAccount(tokenAccount);
    return account ? decodeTokenAccount(account.owner, account.data)?.amount : undefined;
  }

  /** The token accounts an owner holds, optionally of one mint. */
  tokenAccountsByOwner(owner: string, mint?: string): LedgerAccount[] {
    return this.svm
      .getProgramAccounts(toKitAddress(TOKEN_PROGRAM_ID.toBase58()))
      .map((account) => ({
        address: account.address,
        lamports: BigInt(account.lamports),
        owner: account.programAddress,
        data: new Uint8Array(account.data),
        executable: account.executable,
        rentEpoch: 0n,
      }))
      .filter((account) => {
        const token = decodeTokenAccount(account.owner, account.data);
        return token !== undefined && token.owner === owner && (mint === undefined || token.mint === mint);
      });
  }

  /** The stablecoin mints this ledger holds: the sandbox's, or those of the cluster it imitates. */
  mintAddresses(): Readonly<Partial<Record<'USDC' | 'USDT', string>>> {
    return Object.fromEntries(
      Object.entries(this.mints).map(([currency, mint]) => [currency, mint.toBase58()]),
    );
  }

  /** Associated token account of `owner` for this ledger's mint of `currency`. */
  associatedTokenAddress(owner: string, currency: 'USDC' | 'USDT'): string {
    return getAssociatedTokenAddressSync(this.mintOf(currency), new PublicKey(owner), true).toBase58();
  }

  /**
   * Runs `read` once every transaction the VM has applied is also in the stored history, so that what it reads
   * from the VM (a balance) and what the history says (the latest signature) agree.
   */
  async whenRecorded<T>(read: () => T): Promise<T> {
    while (this.unrecorded > 0) await this.queue;
    return read();
  }

  onTransaction(listener: (event: LedgerEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // Writes: one at a time, in order.

  /** Processes a signed wire transaction, as `sendTransaction` does (no preflight here). */
  submit(wireTransaction: Uint8Array): Promise<SubmitOutcome> {
    return this.serialised(() => this.process(wireTransaction));
  }

  /** Runs a transaction without committing it. `sigVerify: false` lets wallets simulate before signing. */
  simulate(
    wireTransaction: Uint8Array,
    options: { sigVerify: boolean; replaceRecentBlockhash: boolean },
  ): SimulationOutcome {
    let wire = wireTransaction;
    const parsed = VersionedTransaction.deserialize(wireTransaction);
    if (options.replaceRecentBlockhash) {
      parsed.message.recentBlockhash = this.latestBlockhash().blockhash;
      wire = parsed.serialize();
    } else if (!this.isBlockhashValid(parsed.message.recentBlockhash)) {
      return { failure: blockhashNotFound(), logs: [], unitsConsumed: 0n, postAccounts: new Map() };
    }
    const transaction = this.transactionDecoder.decode(wire);
    if (!options.sigVerify) this.svm.withSigverify(false);
    let result;
    try {
      result = this.svm.simulateTransaction(transaction);
    } finally {
      if (!options.sigVerify) this.svm.withSigverify(true);
    }
    if (result instanceof FailedTransactionMetadata) {
      return {
        failure: describeFailure(result),
        logs: result.meta().logs(),
        unitsConsumed: result.meta().computeUnitsConsumed(),
        postAccounts: new Map(),
      };
    }
    const postAccounts = new Map<string, LedgerAccount>();
    for (const entry of result.postAccounts()) {
      postAccounts.set(entry.address, {
        address: entry.address,
        lamports: BigInt(entry.lamports),
        owner: entry.programAddress,
        data: new Uint8Array(entry.data),
        executable: entry.executable,
        rentEpoch: 0n,
      });
    }
    return {
      failure: null,
      logs: result.meta().logs(),
      unitsConsumed: result.meta().computeUnitsConsumed(),
      postAccounts,
    };
  }

  /** Sends `lamports` from the sandbox faucet (a real, recorded transfer), as `requestAirdrop` does. */
  airdrop(recipient: string, lamports: bigint): Promise<SubmitOutcome> {
    return this.serialised(async () => {
      this.refillFaucet(lamports);
      return this.processSigned(
        [
          SystemProgram.transfer({
            fromPubkey: SANDBOX_FAUCET.publicKey,
            toPubkey: new PublicKey(recipient),
            lamports,
          }),
        ],
        [SANDBOX_FAUCET],
      );
    });
  }

  /** Mints this ledger's USDC/USDT to `owner`'s associated token account, opening it when needed. */
  mintTokens(currency: 'USDC' | 'USDT', owner: string, amount: bigint): Promise<SubmitOutcome> {
    const mint = this.mintOf(currency);
    return this.serialised(async () => {
      this.refillFaucet(0n);
      return this.processSigned(sandboxMintInstructions(currency, owner, amount, mint), [
        ...SANDBOX_MINT_SIGNERS,
      ]);
    });
  }

  /**
   * From now on a block is produced every `intervalMs` even with no transaction, as a validator produces one
   * every ~400 ms, so that blockhashes expire with time and a client learns that a dropped transaction can never
   * land. Each is an empty block: the next slot and a fresh blockhash, not recorded (there is nothing to replay).
   * Call it once, right after open; close() stops it.
   *
   * The gateway's embedded ledger does not run one: its blocks are its transactions, as they always were.
   */
  startBlockClock(intervalMs: number): Promise<void> {
    if (this.blockClock) throw new Error('the block clock is already running');
    this.blockClock = setInterval(() => this.queueEmptyBlock(), intervalMs);
    // The ledger's users keep the process alive; a forgotten ledger in a test must not.
    this.blockClock.unref();
    return this.serialised(async () => this.expireBlockhashesOfEarlierRuns());
  }

  /** Writes a checkpoint and stops; call before the process exits (a crash instead is recovered by replay). */
  async close(): Promise<void> {
    // Stopped now, not in the queue: an empty block queued behind the final checkpoint would move the VM past it.
    if (this.blockClock) clearInterval(this.blockClock);
    this.blockClock = undefined;
    await this.serialised(async () => {
      if (this.checkpointTimer) clearTimeout(this.checkpointTimer);
      this.checkpointTimer = undefined;
      if (!this.broken) this.writeCheckpointNow();
    });
  }

  // Internals

  private serialised<T>(work: () => Promise<T>): Promise<T> {
    const guarded = () => {
      if (this.broken) {
        throw new Error(`the local ledger is out of service until a restart: ${this.broken.message}`);
      }
      return work();
    };
    const next = this.queue.then(guarded, guarded);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async createGenesis(): Promise<void> {
    this.refillFaucet(0n);
    const rent = this.minimumBalanceForRentExemption(MINT_SIZE);
    for (const currency of ['USDC', 'USDT'] as const) {
      const mint = SANDBOX_MINT_KEYPAIRS[currency];
      await this.expectSuccess(
        this.processSigned(
          [
            SystemProgram.createAccount({
              fromPubkey: SANDBOX_FAUCET.publicKey,
              newAccountPubkey: mint.publicKey,
              lamports: Number(rent),
              space: MINT_SIZE,
              programId: TOKEN_PROGRAM_ID,
            }),
            createInitializeMint2Instruction(
              mint.publicKey,
              STABLECOIN_DECIMALS,
              SANDBOX_MINT_AUTHORITY.publicKey,
              null,
            ),
          ],
          [SANDBOX_FAUCET, mint],
        ),
      );
    }
  }

  private mintOf(currency: 'USDC' | 'USDT'): PublicKey {
    const mint = this.mints[currency];
    if (!mint) {
      throw new Error(`${currency} has no mint on ${this.cluster}, the cluster this ledger imitates`);
    }
    return mint;
  }

  private queueEmptyBlock(): void {
    if (this.emptyBlockQueued || this.broken) return;
    this.emptyBlockQueued = true;
    void this.serialised(async () => {
      const slot = this.slot() + 1n;
      this.svm.warpToSlot(slot);
      this.startBlock(slot, randomBlockhash());
    })
      // Only a broken ledger refuses, and it says so to every writer; the clock has nobody to tell.
      .catch(() => undefined)
      .finally(() => (this.emptyBlockQueued = false));
  }

  /**
   * Empty blocks are not recorded, so a restart replays the history only up to the newest transaction: the slot
   * would go back, and a blockhash that had expired while time passed would be valid again, letting a transaction
   * its client has given up on (and rebuilt and sent anew) land after all, twice. So after a restore with the
   * clock on, the slot moves past the validity window, as if the validator had been down for a minute, and every
   * blockhash handed out before is expired. The fresh one is random, as those of empty blocks are: the VM's own
   * chain of blockhashes advances only with recorded transactions, so it comes out the same on every replay
   * (durable nonces keep it), and one derived from it could repeat a blockhash handed out before the restart.
   */
  private expireBlockhashesOfEarlierRuns(): void {
    const slot = this.slot() + BLOCKHASH_VALIDITY_SLOTS + 1n;
    this.svm.warpToSlot(slot);
    this.startBlock(slot, randomBlockhash());
  }

  private refillFaucet(needed: bigint): void {
    const faucet = SANDBOX_FAUCET.publicKey.toBase58();
    if (this.getBalance(faucet) >= FAUCET_FLOOR_LAMPORTS + needed) return;
    const result = this.svm.airdrop(toKitAddress(faucet), toLamports(FAUCET_FLOOR_LAMPORTS * 2n + needed));
    if (!result || result instanceof FailedTransactionMetadata) {
      throw new Error("the sandbox faucet could not be refilled from the ledger's airdrop pool");
    }
  }

  private async expectSuccess(outcome: Promise<SubmitOutcome>): Promise<SubmitOutcome> {
    const result = await outcome;
    if (result.failure) throw new Error(`sandbox ledger transaction failed: ${result.failure.message}`);
    return result;
  }

  /** The ledger's own transactions (genesis, airdrops, mints), signed on its latest blockhash; the first signer pays. */
  private processSigned(instructions: TransactionInstruction[], signers: Keypair[]): Promise<SubmitOutcome> {
    return this.process(signWithBlockhash(instructions, signers, this.latestBlockhash()).wireTransaction);
  }

  private async process(wireTransaction: Uint8Array): Promise<SubmitOutcome> {
    const parsed = VersionedTransaction.deserialize(wireTransaction);
    const signatureBytes = parsed.signatures[0];
    if (!signatureBytes) throw new Error('a transaction needs at least one signature');
    const signature = bs58.encode(signatureBytes);
    const slot = this.slot();
    if (!this.isBlockhashValid(parsed.message.recentBlockhash)) {
      return { signature, slot, failure: blockhashNotFound(), logs: [], unitsConsumed: 0n };
    }
    this.unrecorded += 1;
    try {
      return await this.applyAndRecord(wireTransaction, parsed, signature, slot);
    } finally {
      this.unrecorded -= 1;
    }
  }

  private async applyAndRecord(
    wireTransaction: Uint8Array,
    parsed: VersionedTransaction,
    signature: string,
    slot: bigint,
  ): Promise<SubmitOutcome> {
    const accountKeys = parsed.message.staticAccountKeys.map((key) => key.toBase58());
    const preBalances = accountKeys.map((key) => this.getBalance(key));
    const preTokenBalances = this.tokenBalances(accountKeys);
    const result: TransactionMetadata | FailedTransactionMetadata = this.svm.sendTransaction(
      this.transactionDecoder.decode(wireTransaction),
    );
    const failure = result instanceof FailedTransactionMetadata ? describeFailure(result) : null;
    const logs = logsOf(result);
    const unitsConsumed =
      result instanceof FailedTransactionMetadata
        ? result.meta().computeUnitsConsumed()
        : result.computeUnitsConsumed();
    if (failure && !failure.executed) return { signature, slot, failure, logs, unitsConsumed };

    const recordedSlot = slot + 1n;
    this.advanceBlock(recordedSlot);

    const record: LedgerTransactionRecord = {
      signature,
      slot: recordedSlot,
      blockTime: Math.floor(Date.now() / 1000),
      wireTransaction: Buffer.from(wireTransaction).toString('base64'),
      version: parsed.version === 'legacy' ? 'legacy' : 0,
      err: failure?.err ?? null,
      fee: BigInt(transactionFee(parsed.message)),
      accountKeys,
      preBalances: preBalances.map(String),
      postBalances: accountKeys.map((key) => String(this.getBalance(key))),
      preTokenBalances,
      postTokenBalances: this.tokenBalances(accountKeys),
      logMessages: logs,
      computeUnitsConsumed: unitsConsumed,
    };
    try {
      await this.database.transaction((executor) => insertLedgerTransaction(executor, record));
    } catch (error) {
      // Nobody may be told of a transaction the history does not have; and the VM must not keep it either, or
      // the next transactions would build on state a restart would not have. Undo it by rebuilding the VM.
      await this.rebuildAfterUnrecordedTransaction(error);
      throw error;
    }
    this.scheduleCheckpoint();
    const event: LedgerEvent = { signature, slot: recordedSlot, err: failure?.err ?? null, accountKeys };
    for (const listener of this.listeners) {
      // A listener's failure is its own: the transaction is recorded, and the sender must hear so.
      try {
        listener(event);
      } catch (error) {
        console.error('a ledger listener failed', error);
      }
    }
    return { signature, slot: recordedSlot, failure, logs, unitsConsumed };
  }

  private tokenBalances(accountKeys: string[]): TokenBalanceJson[] {
    const balances: TokenBalanceJson[] = [];
    accountKeys.forEach((key, accountIndex) => {
      const account = this.getAccount(key);
      const token = account && decodeTokenAccount(account.owner, account.data);
      if (!token) return;
      const uiAmountString = formatBaseUnits(token.amount, STABLECOIN_DECIMALS);
      balances.push({
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: TOKEN_PROGRAM_ID.toBase58(),
        uiTokenAmount: {
          amount: token.amount.toString(),
          decimals: STABLECOIN_DECIMALS,
          uiAmount: Number(uiAmountString),
          uiAmountString,
        },
      });
    });
    return balances;
  }

  private scheduleCheckpoint(): void {
    this.checkpointTimer ??= setTimeout(() => {
      this.checkpointTimer = undefined;
      void this.serialised(async () => this.writeCheckpointNow()).catch((error: unknown) =>
        console.error('the ledger checkpoint could not be written; the history still has everything', error),
      );
    }, CHECKPOINT_DELAY_MS);
    this.checkpointTimer.unref();
  }

  /** Only from inside the queue (or before anyone can use the ledger): the VM then matches the history. */
  private writeCheckpointNow(): void {
    writeCheckpoint(this.directory, {
      slot: this.slot(),
      recentBlockhashes: this.recentBlockhashes,
      state: this.svm.toBytes(),
    });
  }

  /**
   * Loads the checkpoint (or a fresh VM) and replays the recorded history after it. Answers whether it started
   * from genesis and how many transactions it replayed.
   */
  private async restore(): Promise<{ fromGenesis: boolean; transactions: number }> {
    const checkpoint = readCheckpoint(this.directory);
    if (checkpoint) {
      this.svm = LiteSVM.fromBytes(checkpoint.state).withBlockhashCheck(false);
      this.recentBlockhashes = checkpoint.recentBlockhashes;
    } else {
      this.svm = new LiteSVM().withLamports(AIRDROP_POOL_LAMPORTS).withBlockhashCheck(false);
      this.recentBlockhashes = [{ hash: this.svm.latestBlockhash(), slot: this.svm.getClock().slot }];
      // Part of genesis, under the history: the recorded transactions that mint them must find them in place.
      writeImitatedMints(this.svm, this.cluster);
    }
    // Each recorded transaction left the VM's clock at its own slot, so a checkpoint without one (the legacy
    // format) covers exactly the history up to its clock. A checkpoint's slot may be past its newest transaction
    // (empty blocks came after it), but never past a later one: replay picks up every transaction after it.
    let after = checkpoint ? (checkpoint.slot ?? this.slot()) : -1n;
    let transactions = 0;
    for (;;) {
      const batch = await listLedgerTransactionsAfter(this.database, after, REPLAY_BATCH);
      for (const recorded of batch) this.replay(recorded);
      transactions += batch.length;
      const last = batch[batch.length - 1];
      if (!last || batch.length < REPLAY_BATCH) break;
      after = last.slot;
    }
    return { fromGenesis: !checkpoint, transactions };
  }

  /**
   * Applies one recorded transaction again, exactly as it first ran: same slot, same outcome, same balances
   * after. The faucet is the one account that changes outside recorded transactions (it is refilled from
   * LiteSVM's airdrop pool), so it is given the balance it had when the transaction first ran.
   */
  private replay(recorded: ReplayableTransaction): void {
    const wire = Buffer.from(recorded.wireTransaction, 'base64');
    const parsed = VersionedTransaction.deserialize(wire);
    const accountKeys = parsed.message.staticAccountKeys.map((key) => key.toBase58());
    const faucetIndex = accountKeys.indexOf(SANDBOX_FAUCET.publicKey.toBase58());
    const faucetBefore = faucetIndex >= 0 ? recorded.preBalances[faucetIndex] : undefined;
    if (faucetBefore !== undefined) this.setFaucetBalance(BigInt(faucetBefore));
    if (this.slot() !== recorded.slot - 1n) this.svm.warpToSlot(recorded.slot - 1n);
    const result = this.svm.sendTransaction(this.transactionDecoder.decode(wire));
    const failed = result instanceof FailedTransactionMetadata;
    if (failed !== (recorded.err !== null)) {
      const how = failed ? `failed (${describeFailure(result).message})` : 'succeeded';
      throw new LedgerReplayError(
        `Replaying ledger transaction ${recorded.signature} (slot ${recorded.slot}) ${how}, but it was recorded as ${recorded.err === null ? 'a success' : 'a failure'}`,
      );
    }
    accountKeys.forEach((key, index) => {
      const expected = recorded.postBalances[index];
      const actual = this.getBalance(key);
      if (expected !== undefined && BigInt(expected) !== actual) {
        throw new LedgerReplayError(
          `Replaying ledger transaction ${recorded.signature} (slot ${recorded.slot}) left ${key} with ${actual} lamports; the history says ${expected}`,
        );
      }
    });
    this.advanceBlock(recorded.slot);
  }

  /** After a processed transaction: the next slot, and a fresh blockhash, the next of the VM's own. */
  private advanceBlock(recordedSlot: bigint): void {
    this.svm.warpToSlot(recordedSlot);
    this.svm.expireBlockhash();
    this.startBlock(recordedSlot, this.svm.latestBlockhash());
  }

  /** The blockhash of the block at `slot` becomes the latest; those older than the validity window are dropped. */
  private startBlock(slot: bigint, blockhash: string): void {
    this.recentBlockhashes.push({ hash: blockhash, slot });
    this.recentBlockhashes = this.recentBlockhashes.filter(
      (entry) => slot - entry.slot <= BLOCKHASH_VALIDITY_SLOTS,
    );
  }

  private setFaucetBalance(lamports: bigint): void {
    const faucet = toKitAddress(SANDBOX_FAUCET.publicKey.toBase58());
    const account = this.svm.getAccount(faucet);
    this.svm.setAccount({
      address: faucet,
      lamports: toLamports(lamports),
      programAddress: account.exists
        ? account.programAddress
        : toKitAddress(SystemProgram.programId.toBase58()),
      data: account.exists ? account.data : new Uint8Array(),
      executable: false,
      space: account.exists ? account.space : 0n,
    });
  }

  private async rebuildAfterUnrecordedTransaction(cause: unknown): Promise<void> {
    try {
      await this.restore();
      // The rebuilt VM is back at the newest recorded transaction, as after a restart (see the method).
      if (this.blockClock) this.expireBlockhashesOfEarlierRuns();
    } catch (error) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      const rebuild = error instanceof Error ? error.message : String(error);
      this.broken = new Error(
        `a transaction could not be recorded (${reason}) and the VM not rebuilt (${rebuild})`,
      );
    }
  }
}

/** A blockhash nobody can have seen before: 32 random bytes, in base58 as Solana writes them. */
function randomBlockhash(): string {
  return bs58.encode(randomBytes(32));
}

function blockhashNotFound(): LedgerFailure {
  return { err: 'BlockhashNotFound', executed: false, message: 'Blockhash not found' };
}
