import type { LedgerEvent } from '../chain/ledger.js';
import { findLedgerTransaction } from '../store/ledger-history.js';
import type { RpcContext } from './context.js';
import { emptyAccount, encodeAccount, type SupportedAccountEncoding } from './encoding.js';
import type { DataSlice } from './params.js';

/**
 * Solana's PubSub subscriptions over the ledger's transaction events: each subscription belongs to one
 * connection ("session"); notifications follow every recorded transaction. Everything here is final as soon as
 * it is recorded, so the requested commitment changes nothing.
 */

/** The part of a WebSocket a session needs. */
export interface SessionSocket {
  readonly readyState: number;
  send(data: string): void;
}

const OPEN = 1;

type SubscriptionTarget =
  | { kind: 'signature'; signature: string }
  | { kind: 'account'; address: string; encoding: SupportedAccountEncoding; dataSlice: DataSlice | undefined }
  | { kind: 'slot' }
  | { kind: 'root' };

export type SubscriptionKind = SubscriptionTarget['kind'];

type Subscription = SubscriptionTarget & {
  id: number;
  session: Session;
  /** False until the client has had the subscription id; notifications wait until then. */
  announced: boolean;
  queued: unknown[];
};

const NOTIFICATION_METHODS: Readonly<Record<SubscriptionKind, string>> = {
  signature: 'signatureNotification',
  account: 'accountNotification',
  slot: 'slotNotification',
  root: 'rootNotification',
};

/** One WebSocket connection and its subscriptions. */
export class Session {
  readonly subscriptions = new Map<number, Subscription>();
  closed = false;
  private readonly afterReply: (() => void)[] = [];

  constructor(
    readonly hub: SubscriptionHub,
    private readonly socket: SessionSocket,
  ) {}

  send(message: unknown): void {
    if (this.socket.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  /** Runs `work` once the reply to the current request has been sent. */
  deferUntilReplied(work: () => void): void {
    this.afterReply.push(work);
  }

  /** Called by the transport right after it sent a reply. */
  replied(): void {
    for (const work of this.afterReply.splice(0)) work();
  }
}

export class SubscriptionHub {
  private nextId = 1;
  private readonly subscriptions = new Map<number, Subscription>();
  private readonly sessions = new Set<Session>();
  private readonly stopListening: () => void;

  /** `onError` hears about failures to notify; the ledger, which calls us, never does. */
  constructor(
    private readonly context: RpcContext,
    private readonly onError: (error: unknown) => void,
  ) {
    this.stopListening = context.ledger.onTransaction((event) => {
      try {
        this.onTransaction(event);
      } catch (error) {
        this.onError(error);
      }
    });
  }

  openSession(socket: SessionSocket): Session {
    const session = new Session(this, socket);
    this.sessions.add(session);
    return session;
  }

  closeSession(session: Session): void {
    session.closed = true;
    for (const id of session.subscriptions.keys()) this.subscriptions.delete(id);
    session.subscriptions.clear();
    this.sessions.delete(session);
  }

  /** Stops listening to the ledger and forgets every session. */
  close(): void {
    this.stopListening();
    for (const session of this.sessions) this.closeSession(session);
  }

  /** How many subscriptions are open, over all sessions (for tests). */
  get size(): number {
    return this.subscriptions.size;
  }

  subscribe(session: Session, target: SubscriptionTarget): number {
    const id = this.nextId++;
    const subscription: Subscription = { ...target, id, session, announced: false, queued: [] };
    // A request still queued when its connection closed gets an id but nothing to notify.
    if (session.closed) return id;
    this.subscriptions.set(id, subscription);
    session.subscriptions.set(id, subscription);
    session.deferUntilReplied(() => {
      subscription.announced = true;
      for (const message of subscription.queued.splice(0)) session.send(message);
    });
    if (target.kind === 'signature') void this.notifyIfAlreadyRecorded(subscription, target.signature);
    return id;
  }

  /** Whether the session had a subscription of that kind with that id (now gone). */
  unsubscribe(session: Session, kind: SubscriptionKind, id: number): boolean {
    const subscription = session.subscriptions.get(id);
    if (!subscription || subscription.kind !== kind) return false;
    this.remove(subscription);
    return true;
  }

  private remove(subscription: Subscription): void {
    this.subscriptions.delete(subscription.id);
    subscription.session.subscriptions.delete(subscription.id);
  }

  /** A signature already on the ledger is notified at once (Solana does the same from its status cache). */
  private async notifyIfAlreadyRecorded(subscription: Subscription, signature: string): Promise<void> {
    const record = await findLedgerTransaction(this.context.database, signature).catch((error: unknown) => {
      this.onError(error);
      return undefined;
    });
    if (!record || !this.subscriptions.has(subscription.id)) return;
    this.notify(subscription, { context: { slot: Number(record.slot) }, value: { err: record.err } });
    this.remove(subscription);
  }

  private onTransaction(event: LedgerEvent): void {
    const slot = Number(event.slot);
    const touched = new Set(event.accountKeys);
    for (const subscription of [...this.subscriptions.values()]) {
      switch (subscription.kind) {
        case 'signature':
          if (subscription.signature !== event.signature) break;
          this.notify(subscription, { context: { slot }, value: { err: event.err } });
          // A signature subscription ends with its notification.
          this.remove(subscription);
          break;
        case 'account':
          if (!touched.has(subscription.address)) break;
          this.notify(subscription, {
            context: { slot },
            value: this.encodedAccount(subscription.address, subscription.encoding, subscription.dataSlice),
          });
          break;
        case 'slot':
          this.notify(subscription, { parent: Math.max(0, slot - 1), root: slot, slot });
          break;
        case 'root':
          this.notify(subscription, slot);
          break;
      }
    }
  }

  private encodedAccount(
    address: string,
    encoding: SupportedAccountEncoding,
    dataSlice: DataSlice | undefined,
  ) {
    const { ledger } = this.context;
    // A closed account is shown empty (no lamports, owned by the system program), as Solana notifies it.
    const account = ledger.getAccount(address) ?? emptyAccount(address);
    return encodeAccount(ledger, account, { encoding, dataSlice, limitBase58: false });
  }

  private notify(subscription: Subscription, result: unknown): void {
    const message = {
      jsonrpc: '2.0',
      method: NOTIFICATION_METHODS[subscription.kind],
      params: { result, subscription: subscription.id },
    };
    if (subscription.announced) subscription.session.send(message);
    else subscription.queued.push(message);
  }
}
