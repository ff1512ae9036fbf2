import { EventEmitter } from 'node:events';
import { Keypair, type Connection } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import type { AccountChange, BalanceKind } from './chain.js';
import { RpcAccountWatchers } from './rpc-account-watchers.js';

/**
 * What happens to account watches when web3.js's socket drops, with a stand-in for `Connection`: its socket
 * events, and the subscriptions made on it. (rpc-chain.test.ts drops a real socket, by restarting the ledger.)
 */

class FakeConnection {
  readonly _rpcWebSocket = new EventEmitter();
  readonly subscriptions = new Map<number, (info: null) => void>();
  private nextId = 0;

  onAccountChange(_account: unknown, callback: (info: null) => void): number {
    this.nextId += 1;
    this.subscriptions.set(this.nextId, callback);
    return this.nextId;
  }

  async removeAccountChangeListener(id: number): Promise<void> {
    this.subscriptions.delete(id);
  }
}

function setUp() {
  const connections: FakeConnection[] = [];
  const reads: { account: string; kind: BalanceKind }[][] = [];
  const watchers = new RpcAccountWatchers(
    () => {
      const connection = new FakeConnection();
      connections.push(connection);
      return connection as unknown as Connection;
    },
    async (requests) => {
      reads.push(requests);
      return requests.map((_, index) => BigInt(100 + index));
    },
    (error) => {
      throw error;
    },
  );
  return { watchers, connections, reads };
}

/** The `index`-th element, which the test has made sure exists. */
function nth<T>(list: readonly T[], index: number): T {
  const value = list[index];
  if (value === undefined) throw new Error(`nothing at ${index}`);
  return value;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('account watches over a socket that drops', () => {
  it('after an abnormal close and a reconnect, reads every watched account once and reports it', async () => {
    const { watchers, connections, reads } = setUp();
    const changes: AccountChange[] = [];
    const a = Keypair.generate().publicKey.toBase58();
    const b = Keypair.generate().publicKey.toBase58();
    watchers.watch(a, 'lamports', (change) => changes.push(change));
    watchers.watch(b, 'token', (change) => changes.push(change));
    const socket = nth(connections, 0)._rpcWebSocket;
    socket.emit('open');
    await settle();
    expect(reads).toEqual([]);

    socket.emit('close', 1006);
    socket.emit('open');
    await settle();
    // web3.js resubscribes on the same connection itself: no new one is made.
    expect(connections).toHaveLength(1);
    expect(reads).toEqual([
      [
        { account: a, kind: 'lamports' },
        { account: b, kind: 'token' },
      ],
    ]);
    expect(changes).toEqual([
      { balance: 100n, signature: undefined },
      { balance: 101n, signature: undefined },
    ]);
    await watchers.close();
  });

  it('moves every watch to a new connection when the endpoint closes the socket normally, then catches up', async () => {
    const { watchers, connections, reads } = setUp();
    const changes: AccountChange[] = [];
    const account = Keypair.generate().publicKey.toBase58();
    watchers.watch(account, 'lamports', (change) => changes.push(change));
    const first = nth(connections, 0);
    first._rpcWebSocket.emit('open');
    first._rpcWebSocket.emit('close', 1000);
    expect(connections).toHaveLength(2);
    const second = nth(connections, 1);
    expect(second.subscriptions.size).toBe(1);
    // A notification from the old connection's stale subscription is ignored; the new one's is heard.
    [...first.subscriptions.values()][0]?.(null);
    expect(changes).toEqual([]);
    second._rpcWebSocket.emit('open');
    await settle();
    expect(reads).toEqual([[{ account, kind: 'lamports' }]]);
    [...second.subscriptions.values()][0]?.(null);
    expect(changes).toEqual([
      { balance: 100n, signature: undefined },
      { balance: 0n, signature: undefined },
    ]);
    await watchers.close();
    expect(second.subscriptions.size).toBe(0);
  });

  it('lets web3.js close an idle socket when nothing is watched', async () => {
    const { watchers, connections } = setUp();
    const stop = watchers.watch(Keypair.generate().publicKey.toBase58(), 'lamports', () => {});
    stop();
    nth(connections, 0)._rpcWebSocket.emit('close', 1000);
    expect(connections).toHaveLength(1);
    await watchers.close();
  });
});
