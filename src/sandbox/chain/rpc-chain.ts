import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import {
  Connection,
  PublicKey,
  VersionedTransaction,
  type SignatureStatus,
  type TransactionError,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { SANDBOX_GENESIS_HASH } from '../rpc/methods/chain.js';
import type {
  AccountChange,
  BalanceKind,
  Chain,
  ChainSubmitOutcome,
  HistoricalBalance,
  LandedTransaction,
  TestFaucet,
} from './chain.js';
import { DEFAULT_RPC_FETCH_SETTINGS, retryingFetch, type RetryingFetchSettings } from './retrying-fetch.js';
import { failingWhenUnavailable } from './rpc-unavailable.js';
import { countRpcFailure } from '../observability/rpc-errors.js';
import { balanceFromAccount, RpcAccountWatchers } from './rpc-account-watchers.js';
import { SANDBOX_FAUCET, SANDBOX_MINTS } from './sandbox-keys.js';
import { SANDBOX_MINT_SIGNERS, sandboxMintInstructions } from './sandbox-mint.js';
import { signAndSend } from './signing.js';
import { decodeMintDecimals, decodeTokenAccount } from './token-accounts.js';
import { requireMint, type ChainMints } from './mints.js';
import {
  describeRecordedError,
  type LedgerFailure,
  type TransactionErrorJson,
} from './transaction-errors.js';

/** getMultipleAccounts takes at most this many addresses per call. */
const MAX_ACCOUNTS_PER_CALL = 100;
/** How far back the history reads look (a deposit is touched a handful of times; getSignaturesForAddress's max). */
const HISTORY_SEARCH_LIMIT = 1000;
/** How often a sent transaction's status is asked for while waiting for it to land. */
const STATUS_POLL_INTERVAL_MS = 400;
/** How often, meanwhile, whether its blockhash can still land is asked for. */
const BLOCKHASH_CHECK_INTERVAL_MS = 2_000;
/**
 * The longest wait for a sent transaction: well past a blockhash's lifetime (150 blocks, about a minute), so that
 * only an endpoint that stops answering reaches it, and then the outcome is unknown.
 */
const CONFIRMATION_TIMEOUT_MS = 180_000;
/** The test faucet is topped up (from the test ledger's own airdrop) below this, before it pays for a mint. */
const FAUCET_FLOOR_LAMPORTS = 1_000_000_000n;

const SANDBOX_MINT_ADDRESSES = {
  USDC: SANDBOX_MINTS.USDC.toBase58(),
  USDT: SANDBOX_MINTS.USDT.toBase58(),
} as const;

export interface RpcChainOptions {
  /** The JSON-RPC endpoint, http(s)://… */
  rpcUrl: string;
  /** Its WebSocket endpoint, ws(s)://… */
  webSocketUrl: string;
  /**
   * The cluster's USDC and USDT mints when the endpoint is not a test ledger of ours (whose sandbox mints are
   * known): the sandbox ones when not given.
   */
  mints?: ChainMints;
  /**
   * False on a public cluster: a test ledger of ours standing in for devnet or mainnet-beta (`npm run ledger`
   * with LEDGER_CLUSTER) is then treated as that cluster, with its mints and no test faucet.
   */
  testFaucetAllowed?: boolean;
  /** How the JSON-RPC requests ride out rate limits and failures (tests shorten it). */
  fetchSettings?: RetryingFetchSettings;
  /** Where failures nobody waits for (a dropped subscription's catch-up read) are reported. */
  onBackgroundError?: (error: unknown) => void;
}

/**
 * The chain as any standard Solana JSON-RPC + WebSocket endpoint (`SOLANA_RPC_URL`): a validator, a provider, or
 * `npm run ledger`. Every read and write goes through web3.js's `Connection` at `confirmed` commitment, over a
 * `fetch` that retries rate limits and passing failures (retrying-fetch.ts); account watches survive a dropped
 * socket (rpc-account-watchers.ts). Open it with `RpcChain.open`, which asks the endpoint whether it is a test
 * ledger of ours (its genesis hash): only then is there a test faucet.
 */
export class RpcChain implements Chain {
  readonly testFaucet: TestFaucet | undefined;
  private readonly rentMinimums = new Map<number, Promise<bigint>>();
  private readonly watchers: RpcAccountWatchers;

  private constructor(
    private readonly connection: Connection,
    newConnection: () => Connection,
    readonly mints: ChainMints,
    isTestLedger: boolean,
    onBackgroundError: (error: unknown) => void,
  ) {
    this.testFaucet = isTestLedger
      ? {
          airdrop: (recipient, lamports) => this.airdrop(recipient, lamports),
          mintTokens: (currency, owner, amount) => this.mintTokens(currency, owner, amount),
        }
      : undefined;
    this.watchers = new RpcAccountWatchers(
      newConnection,
      (requests) => this.getAccountBalances(requests),
      onBackgroundError,
    );
  }

  /** Connects to the endpoint and learns whether it is a test ledger of ours (its genesis hash says). */
  static async open(options: RpcChainOptions): Promise<RpcChain> {
    const fetch = failingWhenUnavailable(
      retryingFetch(options.fetchSettings ?? DEFAULT_RPC_FETCH_SETTINGS, { onFailure: countRpcFailure }),
    );
    const newConnection = () =>
      new Connection(options.rpcUrl, {
        commitment: 'confirmed',
        wsEndpoint: options.webSocketUrl,
        fetch,
        // The fetch above retries 429s itself; web3.js's own retry would multiply the waits.
        disableRetryOnRateLimit: true,
      });
    const connection = newConnection();
    const isTestLedger =
      options.testFaucetAllowed !== false && (await connection.getGenesisHash()) === SANDBOX_GENESIS_HASH;
    return new RpcChain(
      connection,
      newConnection,
      isTestLedger ? SANDBOX_MINT_ADDRESSES : (options.mints ?? SANDBOX_MINT_ADDRESSES),
      isTestLedger,
      options.onBackgroundError ?? (() => {}),
    );
  }

  /** The associated token account of `owner` for this cluster's mint: derived, owner off the curve allowed. */
  associatedTokenAddress(owner: string, currency: 'USDC' | 'USDT'): string {
    return getAssociatedTokenAddressSync(
      new PublicKey(requireMint(this.mints, currency)),
      new PublicKey(owner),
      true,
    ).toBase58();
  }

  /** getBalance: 0 when there is no account. */
  async getBalance(address: string): Promise<bigint> {
    return BigInt(await this.connection.getBalance(new PublicKey(address)));
  }

  /** getAccountInfo, decoded as an SPL token account; undefined when there is none (or it is not one). */
  async getTokenAccountAmount(tokenAccount: string): Promise<bigint | undefined> {
    const info = await this.connection.getAccountInfo(new PublicKey(tokenAccount));
    return info ? decodeTokenAccount(info.owner.toBase58(), info.data)?.amount : undefined;
  }

  /** getAccountInfo, decoded as a mint. */
  async getMintDecimals(mint: string): Promise<number | undefined> {
    const info = await this.connection.getAccountInfo(new PublicKey(mint));
    return info ? decodeMintDecimals(info.owner.toBase58(), info.data) : undefined;
  }

  /** getMultipleAccounts, up to 100 addresses a call: what a sweep over many deposits reads. */
  async getAccountBalances(requests: { account: string; kind: BalanceKind }[]): Promise<bigint[]> {
    const balances: bigint[] = [];
    for (let start = 0; start < requests.length; start += MAX_ACCOUNTS_PER_CALL) {
      const batch = requests.slice(start, start + MAX_ACCOUNTS_PER_CALL);
      const infos = await this.connection.getMultipleAccountsInfo(
        batch.map(({ account }) => new PublicKey(account)),
      );
      batch.forEach(({ kind }, index) => balances.push(balanceFromAccount(kind, infos[index] ?? null)));
    }
    return balances;
  }

  /** getMinimumBalanceForRentExemption, asked once per size: it changes only with the cluster's rent. */
  minimumBalanceForRentExemption(dataLength: number): Promise<bigint> {
    let minimum = this.rentMinimums.get(dataLength);
    if (!minimum) {
      minimum = this.connection.getMinimumBalanceForRentExemption(dataLength).then(BigInt);
      // A failed read is not remembered.
      minimum.catch(() => this.rentMinimums.delete(dataLength));
      this.rentMinimums.set(dataLength, minimum);
    }
    return minimum;
  }

  /** getLatestBlockhash. */
  async latestBlockhash(): Promise<{ blockhash: string; lastValidBlockHeight: bigint }> {
    const { blockhash, lastValidBlockHeight } = await this.connection.getLatestBlockhash();
    return { blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) };
  }

  /** isBlockhashValid. */
  async isBlockhashValid(blockhash: string): Promise<boolean> {
    return (await this.connection.isBlockhashValid(blockhash)).value;
  }

  /** getBlockHeight. */
  async blockHeight(): Promise<bigint> {
    return BigInt(await this.connection.getBlockHeight());
  }

  /**
   * Sends a signed transaction and waits until it is confirmed, or until its blockhash can no longer land.
   *
   * A transaction the chain already has is reported as it landed. Otherwise it is simulated first (the
   * preflight, asked for explicitly because web3.js's preflight error keeps only the message, not the `err`), and
   * a refusal resolves with that error, `executed: false`. Then it is sent without a second preflight and its
   * status polled: confirmed, it resolves with its outcome (a failure with `executed: true`: it paid its fee);
   * blockhash expired and still unseen, it resolves as `BlockhashNotFound`, never to land. A network failure, or
   * an endpoint that never says, rejects: the outcome is unknown and the caller looks again later.
   */
  async sendTransaction(wireTransaction: Uint8Array): Promise<ChainSubmitOutcome> {
    const transaction = VersionedTransaction.deserialize(wireTransaction);
    const firstSignature = transaction.signatures[0];
    if (!firstSignature) throw new Error('the transaction is not signed');
    const signature = bs58.encode(firstSignature);
    const known = await this.signatureStatus(signature, true);
    if (known.status) return landedOutcome(signature, known.status);

    const simulation = await this.connection.simulateTransaction(transaction, {
      sigVerify: true,
      commitment: 'confirmed',
    });
    if (simulation.value.err) {
      // "AlreadyProcessed": it landed meanwhile (sent by someone else): report what it did.
      if (simulation.value.err === 'AlreadyProcessed') return this.waitForLanding(signature, undefined);
      return { signature, slot: BigInt(simulation.context.slot), failure: refused(simulation.value.err) };
    }
    await this.connection.sendRawTransaction(wireTransaction, { skipPreflight: true });
    return this.waitForLanding(signature, transaction.message.recentBlockhash);
  }

  /** getSignatureStatuses, searching the whole history; only a confirmed transaction counts as landed. */
  async findTransaction(signature: string): Promise<LandedTransaction | undefined> {
    const { status } = await this.signatureStatus(signature, true);
    if (!status) return undefined;
    return { signature, slot: BigInt(status.slot), err: errorJson(status.err) };
  }

  /** getSignaturesForAddress (newest first): the first that succeeded. */
  async latestSuccessfulSignature(address: string): Promise<string | undefined> {
    const history = await this.connection.getSignaturesForAddress(new PublicKey(address), {
      limit: HISTORY_SEARCH_LIMIT,
    });
    return history.find((entry) => entry.err === null)?.signature;
  }

  /**
   * getSignaturesForAddress for the newest successful transaction strictly before `before` (block time), then
   * getTransaction for what the account held right after it: its post balance, or its post token balance.
   */
  async balanceBefore(
    account: string,
    kind: BalanceKind,
    before: Date,
  ): Promise<HistoricalBalance | undefined> {
    const history = await this.connection.getSignaturesForAddress(new PublicKey(account), {
      limit: HISTORY_SEARCH_LIMIT,
    });
    const last = history.find(
      (entry) =>
        entry.err === null &&
        entry.blockTime !== null &&
        entry.blockTime !== undefined &&
        entry.blockTime * 1000 < before.getTime(),
    );
    if (!last) return undefined;
    const landed = await this.connection.getTransaction(last.signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    if (!landed?.meta) return undefined;
    const keys = landed.transaction.message
      .getAccountKeys({ accountKeysFromLookups: landed.meta.loadedAddresses ?? null })
      .keySegments()
      .flat()
      .map((key) => key.toBase58());
    const index = keys.indexOf(account);
    if (index < 0) return undefined;
    const balance =
      kind === 'lamports'
        ? landed.meta.postBalances[index]
        : landed.meta.postTokenBalances?.find((entry) => entry.accountIndex === index)?.uiTokenAmount.amount;
    return balance === undefined ? undefined : { balance: BigInt(balance), signature: last.signature };
  }

  /**
   * accountSubscribe through web3.js (`onAccountChange`): the lamports, or the token amount decoded from the
   * data. The notification names no transaction, so `signature` is undefined. After a dropped socket every
   * watched account is read again and reported once (rpc-account-watchers.ts).
   */
  watchAccount(account: string, kind: BalanceKind, listener: (change: AccountChange) => void): () => void {
    return this.watchers.watch(account, kind, listener);
  }

  async close(): Promise<void> {
    await this.watchers.close();
  }

  /** requestAirdrop, then waits until it is confirmed. */
  private async airdrop(recipient: string, lamports: bigint): Promise<ChainSubmitOutcome> {
    const signature = await this.connection.requestAirdrop(new PublicKey(recipient), Number(lamports));
    return this.waitForLanding(signature, undefined);
  }

  /** A mint-to signed by the sandbox mint authority, opening the owner's token account first when needed. */
  private async mintTokens(
    currency: 'USDC' | 'USDT',
    owner: string,
    amount: bigint,
  ): Promise<ChainSubmitOutcome> {
    const faucet = SANDBOX_FAUCET.publicKey.toBase58();
    if ((await this.getBalance(faucet)) < FAUCET_FLOOR_LAMPORTS) {
      const topUp = await this.airdrop(faucet, FAUCET_FLOOR_LAMPORTS * 10n);
      if (topUp.failure) throw new Error(`the test faucet could not be topped up: ${topUp.failure.message}`);
    }
    return signAndSend(this, sandboxMintInstructions(currency, owner, amount), [...SANDBOX_MINT_SIGNERS]);
  }

  /**
   * Polls the signature's status until it is confirmed. With a `blockhash`, a transaction still unseen once the
   * blockhash can no longer land never will: then it resolves as `BlockhashNotFound`.
   */
  private async waitForLanding(
    signature: string,
    blockhash: string | undefined,
  ): Promise<ChainSubmitOutcome> {
    const deadline = Date.now() + CONFIRMATION_TIMEOUT_MS;
    let nextBlockhashCheck = Date.now() + BLOCKHASH_CHECK_INTERVAL_MS;
    for (;;) {
      const { status } = await this.signatureStatus(signature, false);
      if (status) return landedOutcome(signature, status);
      if (blockhash !== undefined && Date.now() >= nextBlockhashCheck) {
        nextBlockhashCheck = Date.now() + BLOCKHASH_CHECK_INTERVAL_MS;
        if (!(await this.isBlockhashValid(blockhash))) {
          // It may have landed between the two reads: ask once more, across the whole history.
          const last = await this.signatureStatus(signature, true);
          if (last.status) return landedOutcome(signature, last.status);
          return { signature, slot: BigInt(last.slot), failure: refused('BlockhashNotFound') };
        }
      }
      if (Date.now() >= deadline) {
        throw new Error(
          `transaction ${signature} was sent, but the endpoint did not confirm it or let its blockhash expire ` +
            `within ${CONFIRMATION_TIMEOUT_MS / 1000} s: its outcome is unknown`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_INTERVAL_MS));
    }
  }

  /** The signature's status once it is at least confirmed (a processed one can still be rolled back). */
  private async signatureStatus(
    signature: string,
    searchTransactionHistory: boolean,
  ): Promise<{ status: SignatureStatus | undefined; slot: number }> {
    const { context, value } = await this.connection.getSignatureStatuses([signature], {
      searchTransactionHistory,
    });
    const status = value[0] ?? undefined;
    const confirmed =
      status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized';
    return { status: confirmed ? status : undefined, slot: context.slot };
  }
}

function landedOutcome(signature: string, status: SignatureStatus): ChainSubmitOutcome {
  const err = errorJson(status.err);
  return {
    signature,
    slot: BigInt(status.slot),
    failure: err === null ? null : { err, executed: true, message: describeRecordedError(err) },
  };
}

/** A transaction refused before it ran: it never lands and pays nothing. */
function refused(err: TransactionError): LedgerFailure {
  const json = errorJson(err) ?? 'UnknownError';
  return { err: json, executed: false, message: describeRecordedError(json) };
}

/** web3.js hands `err` over as JSON-RPC sent it: a name or an object. */
function errorJson(err: TransactionError | null): TransactionErrorJson | null {
  if (err === null || err === undefined) return null;
  return typeof err === 'string' ? err : (err as Record<string, unknown>);
}
