import type { CryptoCode } from '../../api/currencies.js';
import type { ChainMints } from './mints.js';
import type { LedgerFailure, TransactionErrorJson } from './transaction-errors.js';

/**
 * The chain, as the rest of the service sees it: everything the service does on Solana goes through this
 * interface, never through the embedded ledger or an RPC client directly, so that code outside src/sandbox/chain
 * cannot tell which one it has. Implementations:
 *
 * - `EmbeddedChain` (embedded-chain.ts): the ledger inside the service's own process, `npm start`'s default;
 * - `RpcChain` (rpc-chain.ts): any standard Solana JSON-RPC + WebSocket endpoint (`SOLANA_RPC_URL`).
 *
 * Everything is asynchronous and addresses are base58 strings, as on the wire. Amounts are integers of base units
 * (lamports for SOL, the token's smallest unit for USDC/USDT).
 */
export interface Chain {
  /** The USDC and USDT mints of this chain's cluster (a cluster may lack one: chain/mints.ts). */
  readonly mints: ChainMints;
  /** The associated token account of `owner` for this cluster's `currency` mint (computed, not read). */
  associatedTokenAddress(owner: string, currency: 'USDC' | 'USDT'): string;

  /** SOL held by an address, in lamports; 0 when there is no account there. */
  getBalance(address: string): Promise<bigint>;
  /** The amount held by an SPL token account, or undefined when there is no token account at that address. */
  getTokenAccountAmount(tokenAccount: string): Promise<bigint | undefined>;
  /** The decimals of the SPL token mint at `mint`, or undefined when there is no mint there. */
  getMintDecimals(mint: string): Promise<number | undefined>;
  /**
   * What each of many accounts holds, in the order asked (0 where there is no account): one read for a sweep over
   * many deposits, rather than one request per deposit.
   */
  getAccountBalances(requests: { account: string; kind: BalanceKind }[]): Promise<bigint[]>;
  /** The least a new account of `dataLength` bytes must hold to exist. */
  minimumBalanceForRentExemption(dataLength: number): Promise<bigint>;

  /** The newest blockhash to sign with, and the last block height at which a transaction using it can land. */
  latestBlockhash(): Promise<{ blockhash: string; lastValidBlockHeight: bigint }>;
  /** Whether a transaction using `blockhash` can still land. */
  isBlockhashValid(blockhash: string): Promise<boolean>;
  /** The current block height, at the commitment the chain confirms at. */
  blockHeight(): Promise<bigint>;

  /**
   * Sends a signed transaction and waits until it has landed (confirmed) or was refused. Resolves with the
   * outcome, a landed failure included; rejects only when the outcome is unknown (the network failed), so that
   * the caller checks again later (balances/ledger-intent.ts) rather than guessing.
   */
  sendTransaction(wireTransaction: Uint8Array): Promise<ChainSubmitOutcome>;

  /** A landed transaction, from the chain's history: where it landed and whether it failed. */
  findTransaction(signature: string): Promise<LandedTransaction | undefined>;
  /** The newest successful transaction that touched `address`, or undefined when none did. */
  latestSuccessfulSignature(address: string): Promise<string | undefined>;
  /**
   * What `account` held after the last successful transaction that touched it strictly before `before` (block
   * time), with that transaction's signature: what a deposit held when its window closed.
   */
  balanceBefore(account: string, kind: BalanceKind, before: Date): Promise<HistoricalBalance | undefined>;

  /**
   * Calls `listener` whenever a transaction changes what `account` holds (`kind`: its lamports, or the amount of
   * the token account), with the amount right after it. Answers a function that stops the watching.
   */
  watchAccount(account: string, kind: BalanceKind, listener: (change: AccountChange) => void): () => void;

  /** Test-mode money out of thin air: present only on a local test ledger (localnet), never on a real cluster. */
  readonly testFaucet: TestFaucet | undefined;

  close(): Promise<void>;
}

/** SOL is held as an account's lamports; USDC/USDT as the amount of a token account. */
export type BalanceKind = 'lamports' | 'token';

/** What a deposit of `crypto` holds a payment in: lamports for SOL, a token amount for USDC and USDT. */
export function balanceKindOf(crypto: CryptoCode): BalanceKind {
  return crypto === 'SOL' ? 'lamports' : 'token';
}

export interface ChainSubmitOutcome {
  signature: string;
  slot: bigint;
  /** Null when it succeeded. */
  failure: LedgerFailure | null;
}

export interface LandedTransaction {
  signature: string;
  slot: bigint;
  /** Null when it succeeded; otherwise the error as JSON-RPC reports it (transaction-errors.ts describes it). */
  err: TransactionErrorJson | null;
}

export interface HistoricalBalance {
  balance: bigint;
  signature: string;
}

export interface AccountChange {
  /** What the account holds right after the change. */
  balance: bigint;
  /** The transaction that made it, when the chain says (an RPC account notification does not). */
  signature: string | undefined;
}

export interface TestFaucet {
  /** Sends `lamports` of test SOL to `recipient`, as `requestAirdrop` does. */
  airdrop(recipient: string, lamports: bigint): Promise<ChainSubmitOutcome>;
  /** Mints test USDC/USDT to `owner`'s associated token account, opening it when needed. */
  mintTokens(currency: 'USDC' | 'USDT', owner: string, amount: bigint): Promise<ChainSubmitOutcome>;
}
