import { Connection, PublicKey, type AccountInfo } from '@solana/web3.js';
import type { AccountChange, BalanceKind } from './chain.js';
import { decodeTokenAccount } from './token-accounts.js';

/** How long after a reconnect the catch-up read waits, so that the resubscriptions reach the endpoint first. */
const CATCH_UP_DELAY_MS = 250;

interface Watcher {
  account: string;
  kind: BalanceKind;
  listener: (change: AccountChange) => void;
  /** web3.js's id of its account subscription, on `connection`. */
  subscriptionId: number;
  connection: Connection;
}

/**
 * The slice of web3.js's WebSocket client (rpc-websockets) this file listens to. `Connection` keeps it in a
 * member it does not publish, `_rpcWebSocket`; it is the only way to learn that the socket dropped and came back.
 */
interface SocketEvents {
  on(event: 'open' | 'close', listener: (code?: number) => void): unknown;
}

/** The balance an account notification carries: its lamports, or the amount of the token account in its data. */
export function balanceFromAccount(kind: BalanceKind, info: AccountInfo<Uint8Array> | null): bigint {
  if (!info) return 0n;
  if (kind === 'lamports') return BigInt(info.lamports);
  return decodeTokenAccount(info.owner.toBase58(), info.data)?.amount ?? 0n;
}

/**
 * Account subscriptions over web3.js's WebSocket, made safe against a dropped socket. What web3.js 1.99 does
 * itself (read in its source, `Connection._wsOnClose` / `_wsOnOpen` / `_updateSubscriptions`): it reconnects
 * every second without limit, and after an abnormal close (any code but 1000) it marks every subscription
 * pending and sends it again once the socket is open. Two gaps remain, and this class closes them:
 *
 * - whatever changed while the socket was down is never notified: after every reconnect, each watched account is
 *   read again (in batches) and reported once, the catch-up;
 * - when the endpoint closes the socket normally (code 1000, as a load balancer may), web3.js takes it for its own
 *   close, reconnects, but keeps the old subscription ids and never subscribes again: then every watch is moved
 *   to a new `Connection`. The old one is left as it is, one idle socket per such close: web3.js reconnects it
 *   with its stale subscriptions, and removing them would send unsubscribes for ids the endpoint no longer knows,
 *   which web3.js retries without end. Its notifications, if any, are ignored.
 *
 * The expiry job's periodic re-read of open deposits remains the last safety net (payments/detect.ts).
 */
export class RpcAccountWatchers {
  private readonly watchers = new Set<Watcher>();
  private connection: Connection;
  /** Connections opened after the endpoint closed the previous one normally: their first open needs a catch-up. */
  private readonly pendingCatchUp = new Set<Connection>();
  private closing = false;
  private catchUpTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly newConnection: () => Connection,
    private readonly readBalances: (requests: { account: string; kind: BalanceKind }[]) => Promise<bigint[]>,
    private readonly onError: (error: unknown) => void,
  ) {
    this.connection = this.connect();
  }

  /** Calls `listener` with the account's balance after every change the endpoint notifies, and after a reconnect. */
  watch(account: string, kind: BalanceKind, listener: (change: AccountChange) => void): () => void {
    const watcher: Watcher = { account, kind, listener, subscriptionId: -1, connection: this.connection };
    this.subscribe(watcher);
    this.watchers.add(watcher);
    return () => {
      if (!this.watchers.delete(watcher)) return;
      watcher.connection.removeAccountChangeListener(watcher.subscriptionId).catch(this.onError);
    };
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.catchUpTimer);
    const watchers = [...this.watchers];
    this.watchers.clear();
    await Promise.allSettled(
      watchers.map((watcher) => watcher.connection.removeAccountChangeListener(watcher.subscriptionId)),
    );
  }

  private subscribe(watcher: Watcher): void {
    const connection = this.connection;
    watcher.connection = connection;
    watcher.subscriptionId = connection.onAccountChange(
      new PublicKey(watcher.account),
      (info) => {
        // A notification from a connection this watcher has been moved off is stale.
        if (watcher.connection !== connection || !this.watchers.has(watcher)) return;
        watcher.listener({ balance: balanceFromAccount(watcher.kind, info), signature: undefined });
      },
      { commitment: 'confirmed', encoding: 'base64' },
    );
  }

  private connect(): Connection {
    const connection = this.newConnection();
    const socket = (connection as unknown as { _rpcWebSocket?: Partial<SocketEvents> })._rpcWebSocket;
    if (typeof socket?.on !== 'function') {
      throw new Error(
        "this version of @solana/web3.js hides its WebSocket client, so a dropped socket can't be noticed",
      );
    }
    let dropped = false;
    (socket as SocketEvents).on('close', (code) => {
      if (this.closing || connection !== this.connection) return;
      // With nothing watched, web3.js closes an idle socket itself (code 1000): nothing to restore.
      if (code === 1000 && this.watchers.size === 0) return;
      if (code === 1000) {
        this.connection = this.connect();
        for (const watcher of this.watchers) this.subscribe(watcher);
        // The new connection's first open is a reconnect as far as the watchers are concerned.
        this.pendingCatchUp.add(this.connection);
        return;
      }
      dropped = true;
    });
    socket.on('open', () => {
      if (this.closing || connection !== this.connection) return;
      if (!dropped && !this.pendingCatchUp.delete(connection)) return;
      dropped = false;
      this.scheduleCatchUp();
    });
    return connection;
  }

  private scheduleCatchUp(): void {
    clearTimeout(this.catchUpTimer);
    this.catchUpTimer = setTimeout(() => {
      this.catchUp().catch(this.onError);
    }, CATCH_UP_DELAY_MS);
  }

  /** Reads every watched account again and reports it once: what changed while the socket was down. */
  private async catchUp(): Promise<void> {
    const watchers = [...this.watchers];
    if (watchers.length === 0) return;
    const balances = await this.readBalances(watchers.map(({ account, kind }) => ({ account, kind })));
    watchers.forEach((watcher, index) => {
      const balance = balances[index];
      if (balance === undefined || this.closing || !this.watchers.has(watcher)) return;
      watcher.listener({ balance, signature: undefined });
    });
  }
}
