import type { Adapter } from '@solana/wallet-adapter-base';
import { Keypair, Transaction, VersionedTransaction } from '@solana/web3.js';
import type { SolanaChain } from './chains.js';
import type { CheckoutWallet, WalletReadiness } from './wallets.js';

/**
 * A wallet for the wallet layer's own tests: a real ed25519 keypair that signs what it is given (or declines, as
 * a customer pressing Reject would), recording every request. Used only by *.test.ts files.
 */
export class KeypairWallet implements CheckoutWallet {
  readonly keypair: Keypair;
  readonly name: string;
  readonly icon = undefined;
  readonly requests: { kind: 'connect' | 'sign' | 'signAndSend'; chain?: SolanaChain }[] = [];
  /** What the next sign request does. */
  nextSign: 'approve' | 'reject' | ((transaction: Uint8Array) => Promise<Uint8Array>) = 'approve';
  nextConnect: 'approve' | 'reject' = 'approve';
  declaredChains: readonly string[] = [];
  signs = true;
  /** Connecting only opens the wallet's app (Phantom's adapter on iOS Safari): no account comes back. */
  handsOverToApp = false;
  sends: ((transaction: Uint8Array) => Promise<Uint8Array>) | null = null;
  #connected = false;
  #readiness: WalletReadiness;
  readonly #listeners = new Set<() => void>();

  constructor(options: { name?: string; keypair?: Keypair; readiness?: WalletReadiness } = {}) {
    this.name = options.name ?? 'Test Wallet';
    this.keypair = options.keypair ?? Keypair.generate();
    this.#readiness = options.readiness ?? 'installed';
  }

  get publicAddress(): string {
    return this.keypair.publicKey.toBase58();
  }

  readiness(): WalletReadiness {
    return this.#readiness;
  }

  address(): string | null {
    return this.#connected ? this.publicAddress : null;
  }

  chains(): readonly string[] {
    return this.declaredChains;
  }

  canSignTransaction(): boolean {
    return this.signs;
  }

  canSignAndSendTransaction(): boolean {
    return this.sends !== null;
  }

  async connect(): Promise<string | null> {
    this.requests.push({ kind: 'connect' });
    if (this.nextConnect === 'reject') {
      this.nextConnect = 'approve';
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    }
    if (this.handsOverToApp) return null;
    this.#connected = true;
    this.#notify();
    return this.publicAddress;
  }

  async disconnect(): Promise<void> {
    this.#connected = false;
    this.#notify();
  }

  /** The wallet's own UI disconnected the site. */
  dropConnection(): void {
    this.#connected = false;
    this.#notify();
  }

  async signTransaction(transaction: Uint8Array, chain: SolanaChain): Promise<Uint8Array> {
    this.requests.push({ kind: 'sign', chain });
    const behaviour = this.nextSign;
    this.nextSign = 'approve';
    if (behaviour === 'reject') throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    if (typeof behaviour === 'function') return behaviour(transaction);
    return signWith(this.keypair, transaction);
  }

  async signAndSendTransaction(transaction: Uint8Array, chain: SolanaChain): Promise<Uint8Array> {
    this.requests.push({ kind: 'signAndSend', chain });
    if (!this.sends) throw new Error('cannot send');
    return this.sends(signWith(this.keypair, transaction));
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  destroy(): void {
    this.#listeners.clear();
  }

  #notify(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}

/** Signs the message bytes as given, as a wallet does (no recompiling). */
export function signWith(keypair: Keypair, transaction: Uint8Array): Uint8Array {
  const parsed = VersionedTransaction.deserialize(transaction);
  parsed.sign([keypair]);
  return parsed.serialize();
}

/**
 * A legacy wallet-adapter adapter (Phantom's or Solflare's kind) as a provider lists it: a real keypair, the
 * events the checkout listens to (`handlers`, to check it stops listening), and a sign that signs.
 */
export function fakeLegacyAdapter(name: string, readyState: string) {
  const keypair = Keypair.generate();
  const handlers = new Map<string, Set<() => void>>();
  const adapter = {
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    readyState,
    connected: false,
    publicKey: null as null | Keypair['publicKey'],
    on(event: string, handler: () => void) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(handler);
    },
    off(event: string, handler: () => void) {
      handlers.get(event)?.delete(handler);
    },
    async connect() {
      adapter.connected = true;
      adapter.publicKey = keypair.publicKey;
      for (const handler of handlers.get('connect') ?? []) handler();
    },
    async disconnect() {
      adapter.connected = false;
      adapter.publicKey = null;
      for (const handler of handlers.get('disconnect') ?? []) handler();
    },
    async signTransaction(transaction: Transaction) {
      transaction.sign(keypair);
      return transaction;
    },
  };
  return { adapter: adapter as unknown as Adapter, keypair, handlers };
}
