import type { Page } from '@playwright/test';
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { createClient } from '../api/index.js';
import {
  REJECTED_BY_USER,
  type WalletAnswer,
  type WalletFeature,
  type WalletRequest,
} from './wallet-request.js';
import { injectWallet } from './wallet-standard-injection.js';

/**
 * A Solana wallet for browser tests, injected into the page the way a browser extension injects one: it registers
 * through the Wallet Standard and implements `standard:connect`, `standard:disconnect`, `standard:events`,
 * `solana:signTransaction` and, when asked, `solana:signAndSendTransaction`. The keys never enter the page: each
 * request crosses to the test (Playwright's exposeBinding), where a real ed25519 Keypair signs the transaction's
 * message bytes exactly as a wallet does. The test decides what the "customer" does next: approve, decline, or
 * take their time.
 */

export type { WalletFeature, WalletRequest } from './wallet-request.js';

export interface TestWalletOptions {
  /** Shown in the wallet list (default "Test Wallet"). Each wallet on a page needs its own name. */
  name?: string;
  /** What the wallet says it is on (default: the sandbox's local chain). */
  chains?: string[];
  features?: WalletFeature[];
  keypair?: Keypair;
  /** Where a wallet that sends (signAndSendTransaction) sends to: a Solana JSON-RPC URL. */
  sendTo?: string;
  /** The sandbox service whose faucet `fund()` uses (its base URL). */
  serviceUrl?: string;
}

/** What the customer does at a prompt: approve, decline, take `delayMs` first, or whatever the function answers. */
export type WalletDecision =
  | 'approve'
  | 'reject'
  | { delayMs: number; then?: 'approve' | 'reject' }
  | (() => Promise<'approve' | 'reject'>);

/** Amounts in whole units: `{ SOL: 0.5, USDC: 25 }`. */
export type WalletFunds = Partial<Record<'SOL' | 'USDC' | 'USDT', number>>;

const ICON =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1f6f5c"/>' +
      '<path d="M8 11h16v11H8z" fill="none" stroke="#fff" stroke-width="2.5"/><circle cx="20" cy="16.5" r="1.8" fill="#fff"/></svg>',
  ).toString('base64');

export class TestWallet {
  readonly name: string;
  readonly keypair: Keypair;
  readonly requests: WalletRequest[] = [];
  /** Signatures of the transactions this wallet signed. */
  readonly signatures: string[] = [];
  /** What the customer does at the next connect prompt / sign prompt (then back to approving). */
  nextConnect: WalletDecision = 'approve';
  nextSign: WalletDecision = 'approve';
  readonly #sendTo: string | undefined;
  readonly #serviceUrl: string | undefined;

  private constructor(name: string, keypair: Keypair, options: TestWalletOptions) {
    this.name = name;
    this.keypair = keypair;
    this.#sendTo = options.sendTo;
    this.#serviceUrl = options.serviceUrl;
  }

  get address(): string {
    return this.keypair.publicKey.toBase58();
  }

  /** Installs the wallet in every page of `page`'s future navigations (call before page.goto). */
  static async install(page: Page, options: TestWalletOptions = {}): Promise<TestWallet> {
    const name = options.name ?? 'Test Wallet';
    const wallet = new TestWallet(name, options.keypair ?? Keypair.generate(), options);
    const binding = `__testWallet_${name.replace(/\W/g, '_')}`;
    await page.exposeBinding(binding, (_source, request: WalletRequest) => wallet.#handle(request));
    await page.addInitScript(injectWallet, {
      binding,
      name,
      icon: ICON,
      address: wallet.address,
      publicKey: Array.from(wallet.keypair.publicKey.toBytes()),
      chains: options.chains ?? ['solana:localnet'],
      features: options.features ?? ['signTransaction'],
    });
    return wallet;
  }

  /** Requests of one kind, in order. */
  requestsOf<K extends WalletRequest['kind']>(kind: K): Extract<WalletRequest, { kind: K }>[] {
    return this.requests.filter(
      (request): request is Extract<WalletRequest, { kind: K }> => request.kind === kind,
    );
  }

  /** Funds the wallet on the sandbox's ledger from its faucet: SOL by airdrop, USDC/USDT minted to it. */
  async fund(funds: WalletFunds): Promise<void> {
    if (!this.#serviceUrl) throw new Error('this wallet was installed without a sandbox to fund it from');
    const client = createClient({ baseUrl: this.#serviceUrl });
    for (const [currency, amount] of Object.entries(funds)) {
      if (amount === undefined) continue;
      const body = { address: this.address, amount };
      if (currency === 'SOL') await client.sandbox.airdrop(body);
      else await client.sandbox.mint({ ...body, currency: currency as 'USDC' | 'USDT' });
    }
  }

  async #decide(decision: WalletDecision): Promise<'approve' | 'reject'> {
    if (typeof decision === 'function') return decision();
    if (typeof decision === 'string') return decision;
    await new Promise((resolve) => setTimeout(resolve, decision.delayMs));
    return decision.then ?? 'approve';
  }

  async #handle(request: WalletRequest): Promise<WalletAnswer> {
    this.requests.push(request);
    switch (request.kind) {
      case 'connect': {
        const decision = await this.#decide(this.nextConnect);
        this.nextConnect = 'approve';
        return decision === 'reject' ? REJECTED_BY_USER : { ok: true };
      }
      case 'disconnect':
        return { ok: true };
      case 'sign':
      case 'signAndSend': {
        const decision = await this.#decide(this.nextSign);
        this.nextSign = 'approve';
        if (decision === 'reject') return REJECTED_BY_USER;
        const transaction = VersionedTransaction.deserialize(Buffer.from(request.transaction, 'base64'));
        transaction.sign([this.keypair]);
        const signature = bs58.encode(transaction.signatures[0] ?? new Uint8Array());
        this.signatures.push(signature);
        const signed = Buffer.from(transaction.serialize()).toString('base64');
        if (request.kind === 'sign') return { ok: true, signed };
        return this.#send(signed);
      }
    }
  }

  async #send(signed: string): Promise<WalletAnswer> {
    if (!this.#sendTo) return { ok: false, error: { code: -32603, message: 'no network to send to' } };
    const response = await fetch(this.#sendTo, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [signed, { encoding: 'base64', preflightCommitment: 'confirmed' }],
      }),
    }).catch((error: unknown) => ({ error }) as const);
    if ('error' in response) return { ok: false, error: { code: -32603, message: String(response.error) } };
    const answer = (await response.json()) as { result?: string; error?: { message: string } };
    if (!answer.result) {
      return { ok: false, error: { code: -32603, message: answer.error?.message ?? 'send failed' } };
    }
    return { ok: true, signature: Buffer.from(bs58.decode(answer.result)).toString('base64') };
  }
}
