import { VersionedTransaction } from '@solana/web3.js';
import type { Database } from '../store/database.js';
import {
  findLedgerTransaction,
  latestSuccessfulSignature,
  listSignaturesForAddress,
} from '../store/ledger-history.js';
import type {
  AccountChange,
  BalanceKind,
  Chain,
  ChainSubmitOutcome,
  HistoricalBalance,
  LandedTransaction,
  TestFaucet,
} from './chain.js';
import type { Ledger, LedgerEvent } from './ledger.js';
import { SANDBOX_MINTS } from './sandbox-keys.js';
import { decodeMintDecimals } from './token-accounts.js';
import type { TransactionErrorJson } from './transaction-errors.js';

/** How far back `balanceBefore` looks in an account's history (a deposit is touched a handful of times). */
const HISTORY_SEARCH_LIMIT = 1000;

type Watcher = { kind: BalanceKind; listener: (change: AccountChange) => void };

/**
 * The chain as the embedded ledger (`npm start`'s default): the ledger in this process, its history in the
 * service's own database. Reads wait until every transaction the VM has applied is also recorded, so that a
 * balance and the history always agree (ledger.ts, "Durability").
 */
export class EmbeddedChain implements Chain {
  readonly mints = {
    USDC: SANDBOX_MINTS.USDC.toBase58(),
    USDT: SANDBOX_MINTS.USDT.toBase58(),
  } as const;
  readonly testFaucet: TestFaucet;
  private readonly watchers = new Map<string, Set<Watcher>>();
  private readonly stopListening: () => void;

  constructor(
    readonly ledger: Ledger,
    private readonly database: Database,
  ) {
    this.testFaucet = {
      airdrop: (recipient, lamports) => ledger.airdrop(recipient, lamports),
      mintTokens: (currency, owner, amount) => ledger.mintTokens(currency, owner, amount),
    };
    this.stopListening = ledger.onTransaction((event) => this.notifyWatchers(event));
  }

  associatedTokenAddress(owner: string, currency: 'USDC' | 'USDT'): string {
    return this.ledger.associatedTokenAddress(owner, currency);
  }

  getBalance(address: string): Promise<bigint> {
    return this.ledger.whenRecorded(() => this.ledger.getBalance(address));
  }

  getTokenAccountAmount(tokenAccount: string): Promise<bigint | undefined> {
    return this.ledger.whenRecorded(() => this.ledger.tokenAccountAmount(tokenAccount));
  }

  getMintDecimals(mint: string): Promise<number | undefined> {
    return this.ledger.whenRecorded(() => {
      const account = this.ledger.getAccount(mint);
      return account ? decodeMintDecimals(account.owner, account.data) : undefined;
    });
  }

  /** Reads of memory, so one by one: batching would save nothing here. */
  getAccountBalances(requests: { account: string; kind: BalanceKind }[]): Promise<bigint[]> {
    return this.ledger.whenRecorded(() =>
      requests.map(({ account, kind }) =>
        kind === 'lamports'
          ? this.ledger.getBalance(account)
          : (this.ledger.tokenAccountAmount(account) ?? 0n),
      ),
    );
  }

  async minimumBalanceForRentExemption(dataLength: number): Promise<bigint> {
    return this.ledger.minimumBalanceForRentExemption(dataLength);
  }

  async latestBlockhash(): Promise<{ blockhash: string; lastValidBlockHeight: bigint }> {
    return this.ledger.latestBlockhash();
  }

  async isBlockhashValid(blockhash: string): Promise<boolean> {
    return this.ledger.isBlockhashValid(blockhash);
  }

  async blockHeight(): Promise<bigint> {
    return this.ledger.blockHeight();
  }

  sendTransaction(wireTransaction: Uint8Array): Promise<ChainSubmitOutcome> {
    return this.ledger.submit(wireTransaction);
  }

  async findTransaction(signature: string): Promise<LandedTransaction | undefined> {
    const recorded = await findLedgerTransaction(this.database, signature);
    if (!recorded) return undefined;
    return { signature, slot: recorded.slot, err: (recorded.err ?? null) as TransactionErrorJson | null };
  }

  latestSuccessfulSignature(address: string): Promise<string | undefined> {
    return latestSuccessfulSignature(this.database, address);
  }

  async balanceBefore(
    account: string,
    kind: BalanceKind,
    before: Date,
  ): Promise<HistoricalBalance | undefined> {
    const history = await listSignaturesForAddress(this.database, account, { limit: HISTORY_SEARCH_LIMIT });
    const last = history.find((entry) => entry.err === null && entry.blockTime * 1000 < before.getTime());
    const record = last && (await findLedgerTransaction(this.database, last.signature));
    if (!last || !record) return undefined;
    const accountKeys = VersionedTransaction.deserialize(
      Buffer.from(record.wireTransaction, 'base64'),
    ).message.staticAccountKeys.map((key) => key.toBase58());
    const index = accountKeys.indexOf(account);
    const balance =
      kind === 'lamports'
        ? record.postBalances[index]
        : record.postTokenBalances.find((entry) => entry.accountIndex === index)?.uiTokenAmount.amount;
    return balance === undefined ? undefined : { balance: BigInt(balance), signature: last.signature };
  }

  watchAccount(account: string, kind: BalanceKind, listener: (change: AccountChange) => void): () => void {
    const watcher: Watcher = { kind, listener };
    let forAccount = this.watchers.get(account);
    if (!forAccount) {
      forAccount = new Set();
      this.watchers.set(account, forAccount);
    }
    forAccount.add(watcher);
    return () => {
      forAccount.delete(watcher);
      if (forAccount.size === 0 && this.watchers.get(account) === forAccount) this.watchers.delete(account);
    };
  }

  async close(): Promise<void> {
    this.stopListening();
    this.watchers.clear();
    await this.ledger.close();
  }

  /**
   * After every recorded transaction, the watchers of the accounts it touched hear what those hold now, read at
   * once: the ledger processes one transaction at a time, so this is the balance right after it.
   */
  private notifyWatchers(event: LedgerEvent): void {
    if (event.err !== null) return;
    for (const account of new Set(event.accountKeys)) {
      const forAccount = this.watchers.get(account);
      if (!forAccount) continue;
      for (const { kind, listener } of [...forAccount]) {
        const balance =
          kind === 'lamports'
            ? this.ledger.getBalance(account)
            : (this.ledger.tokenAccountAmount(account) ?? 0n);
        listener({ balance, signature: event.signature });
      }
    }
  }
}
