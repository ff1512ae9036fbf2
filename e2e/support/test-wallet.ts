import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import type { Page } from '@playwright/test';
import { SOLANA_TOKEN_MINTS } from '../../src/api/solana-mints.js';

/**
 * A Solana wallet for the e2e tests, injected into the page the way a browser extension injects one: it registers
 * through the Wallet Standard (`wallet-standard:register-wallet`, and again on `wallet-standard:app-ready`) and
 * implements `standard:connect`, `standard:disconnect`, `standard:events`, `solana:signTransaction` and, when
 * asked, `solana:signAndSendTransaction`. The keys never enter the page: each request crosses to the test
 * (Playwright's exposeBinding), where a real ed25519 Keypair signs the transaction's message bytes exactly as a
 * wallet does. The test decides what the "customer" does next: approve, decline, or take their time.
 */

export type WalletFeature = 'signTransaction' | 'signAndSendTransaction';

export interface TestWalletOptions {
  /** Shown in the wallet list (default "Test Wallet"). Each wallet on a page needs its own name. */
  name?: string;
  /** What the wallet says it is on (default: the sandbox's local chain). */
  chains?: string[];
  features?: WalletFeature[];
  keypair?: Keypair;
  /** Where a wallet that sends (signAndSendTransaction) sends to: a Solana JSON-RPC URL. */
  sendTo?: string;
}

export type WalletRequest =
  | { kind: 'connect' }
  | { kind: 'disconnect' }
  | { kind: 'sign'; chain: string | null; transaction: string }
  | { kind: 'signAndSend'; chain: string | null; transaction: string };

type Decision = 'approve' | 'reject' | (() => Promise<'approve' | 'reject'>);

type Answer =
  { ok: true; signed?: string; signature?: string } | { ok: false; error: { code: number; message: string } };

const ICON =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1f6f5c"/>' +
      '<path d="M8 11h16v11H8z" fill="none" stroke="#fff" stroke-width="2.5"/><circle cx="20" cy="16.5" r="1.8" fill="#fff"/></svg>',
  ).toString('base64');

const REJECTED = { ok: false, error: { code: 4001, message: 'User rejected the request.' } } as const;

export class TestWallet {
  readonly name: string;
  readonly keypair: Keypair;
  readonly requests: WalletRequest[] = [];
  /** Signatures of the transactions this wallet signed. */
  readonly signatures: string[] = [];
  /** What the customer does at the next connect prompt / sign prompt (then back to approving). */
  nextConnect: Decision = 'approve';
  nextSign: Decision = 'approve';
  readonly #sendTo: string | undefined;

  private constructor(name: string, keypair: Keypair, sendTo: string | undefined) {
    this.name = name;
    this.keypair = keypair;
    this.#sendTo = sendTo;
  }

  get address(): string {
    return this.keypair.publicKey.toBase58();
  }

  /** Installs the wallet in every page of `page`'s future navigations (call before page.goto). */
  static async install(page: Page, options: TestWalletOptions = {}): Promise<TestWallet> {
    const name = options.name ?? 'Test Wallet';
    const wallet = new TestWallet(name, options.keypair ?? Keypair.generate(), options.sendTo);
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

  async #decide(decision: Decision): Promise<'approve' | 'reject'> {
    return typeof decision === 'function' ? decision() : decision;
  }

  async #handle(request: WalletRequest): Promise<Answer> {
    this.requests.push(request);
    switch (request.kind) {
      case 'connect': {
        const decision = await this.#decide(this.nextConnect);
        this.nextConnect = 'approve';
        return decision === 'reject' ? REJECTED : { ok: true };
      }
      case 'disconnect':
        return { ok: true };
      case 'sign':
      case 'signAndSend': {
        const decision = await this.#decide(this.nextSign);
        this.nextSign = 'approve';
        if (decision === 'reject') return REJECTED;
        const transaction = VersionedTransaction.deserialize(Buffer.from(request.transaction, 'base64'));
        transaction.sign([this.keypair]);
        const signature = bs58.encode(transaction.signatures[0] ?? new Uint8Array());
        this.signatures.push(signature);
        const signed = Buffer.from(transaction.serialize()).toString('base64');
        if (request.kind === 'sign') return { ok: true, signed };
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
        if ('error' in response)
          return { ok: false, error: { code: -32603, message: String(response.error) } };
        const answer = (await response.json()) as { result?: string; error?: { message: string } };
        if (!answer.result) {
          return { ok: false, error: { code: -32603, message: answer.error?.message ?? 'send failed' } };
        }
        return { ok: true, signature: Buffer.from(bs58.decode(answer.result)).toString('base64') };
      }
    }
  }
}

/** Runs in the page (serialised by Playwright): the wallet object and its Wallet Standard registration. */
function injectWallet(config: {
  binding: string;
  name: string;
  icon: string;
  address: string;
  publicKey: number[];
  chains: string[];
  features: WalletFeature[];
}): void {
  type PageAnswer =
    | { ok: true; signed?: string; signature?: string }
    | { ok: false; error: { code: number; message: string } };
  const call = (request: unknown): Promise<PageAnswer> => {
    const binding = (
      window as unknown as Record<string, ((request: unknown) => Promise<PageAnswer>) | undefined>
    )[config.binding];
    return binding ? binding(request) : Promise.reject(new Error('the test wallet lost its binding'));
  };
  const fail = (answer: PageAnswer): never => {
    const error = answer.ok ? { code: -32603, message: 'unknown' } : answer.error;
    throw Object.assign(new Error(error.message), { code: error.code });
  };
  const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
  const fromBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0));

  const accountFeatures = config.features.map((feature) => `solana:${feature}`);
  const account = Object.freeze({
    address: config.address,
    publicKey: new Uint8Array(config.publicKey),
    chains: Object.freeze([...config.chains]),
    features: Object.freeze(accountFeatures),
    label: config.name,
  });
  let accounts: readonly (typeof account)[] = [];
  const listeners = new Set<(properties: { accounts: readonly (typeof account)[] }) => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener({ accounts });
  };

  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect: async (input?: { silent?: boolean }) => {
        if (input?.silent) return { accounts };
        const answer = await call({ kind: 'connect' });
        if (!answer.ok) fail(answer);
        accounts = [account];
        changed();
        return { accounts };
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: async () => {
        await call({ kind: 'disconnect' });
        accounts = [];
        changed();
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (event: string, listener: (properties: { accounts: readonly (typeof account)[] }) => void) => {
        if (event !== 'change') return () => undefined;
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    },
  };
  if (config.features.includes('signTransaction')) {
    features['solana:signTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: (...inputs: { transaction: Uint8Array; chain?: string }[]) =>
        Promise.all(
          inputs.map(async (input) => {
            const answer = await call({
              kind: 'sign',
              chain: input.chain ?? null,
              transaction: toBase64(input.transaction),
            });
            if (!answer.ok || !answer.signed) return fail(answer);
            return { signedTransaction: fromBase64(answer.signed) };
          }),
        ),
    };
  }
  if (config.features.includes('signAndSendTransaction')) {
    features['solana:signAndSendTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: (...inputs: { transaction: Uint8Array; chain?: string }[]) =>
        Promise.all(
          inputs.map(async (input) => {
            const answer = await call({
              kind: 'signAndSend',
              chain: input.chain ?? null,
              transaction: toBase64(input.transaction),
            });
            if (!answer.ok || !answer.signature) return fail(answer);
            return { signature: fromBase64(answer.signature) };
          }),
        ),
    };
  }

  const wallet = Object.freeze({
    version: '1.0.0',
    name: config.name,
    icon: config.icon,
    chains: Object.freeze([...config.chains]),
    features: Object.freeze(features),
    get accounts() {
      return accounts;
    },
  });
  const register = (api: { register: (wallet: unknown) => unknown }) => api.register(wallet);
  try {
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
  } catch (error) {
    console.error('test wallet: could not register', error);
  }
  window.addEventListener('wallet-standard:app-ready', (event) =>
    register((event as CustomEvent<{ register: (wallet: unknown) => unknown }>).detail),
  );
}

/**
 * The local ledger as any Solana client sees it, through the service's standard JSON-RPC at `/rpc`: what the
 * wallet tests check the real transfers with.
 */
export class Ledger {
  readonly #url: string;

  constructor(serviceUrl: string) {
    this.#url = `${serviceUrl.replace(/\/+$/, '')}/rpc`;
  }

  async call<T>(method: string, params: unknown[] = []): Promise<T> {
    const response = await fetch(this.#url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const answer = (await response.json()) as { result?: T; error?: { message: string } };
    if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
    return answer.result as T;
  }

  /** Lamports. */
  async solBalance(address: string): Promise<bigint> {
    return BigInt(
      (await this.call<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }])).value,
    );
  }

  /** Base units of the owner's associated token account (0 without one). */
  async tokenBalance(owner: string, currency: 'USDC' | 'USDT'): Promise<bigint> {
    const account = getAssociatedTokenAddressSync(
      new PublicKey(SOLANA_TOKEN_MINTS.sandbox[currency]),
      new PublicKey(owner),
      true,
    );
    try {
      const answer = await this.call<{ value: { amount: string } }>('getTokenAccountBalance', [
        account.toBase58(),
      ]);
      return BigInt(answer.value.amount);
    } catch {
      return 0n;
    }
  }

  /** Signatures of every ledger transaction that touched the address, newest first. */
  async signaturesFor(address: string): Promise<string[]> {
    const rows = await this.call<{ signature: string }[]>('getSignaturesForAddress', [address]);
    return rows.map((row) => row.signature);
  }

  /** Whether the ledger knows a signature at all. */
  async knows(signature: string): Promise<boolean> {
    const answer = await this.call<{ value: (unknown | null)[] }>('getSignatureStatuses', [
      [signature],
      { searchTransactionHistory: true },
    ]);
    return answer.value[0] !== null;
  }

  /**
   * What one transaction did to an account: its change in lamports, or in token base units when `currency` is
   * given (the account is then the owner, and its associated token account is read).
   */
  async changeIn(signature: string, owner: string, currency?: 'USDC' | 'USDT'): Promise<bigint> {
    interface TokenBalance {
      accountIndex: number;
      uiTokenAmount: { amount: string };
    }
    const transaction = await this.call<{
      meta: {
        err: unknown;
        preBalances: number[];
        postBalances: number[];
        preTokenBalances: TokenBalance[];
        postTokenBalances: TokenBalance[];
      };
      transaction: { message: { accountKeys: string[] } };
    }>('getTransaction', [
      signature,
      { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
    ]);
    if (transaction.meta.err) throw new Error(`${signature} failed: ${JSON.stringify(transaction.meta.err)}`);
    const keys = transaction.transaction.message.accountKeys;
    if (!currency) {
      const index = keys.indexOf(owner);
      return (
        BigInt(transaction.meta.postBalances[index] ?? 0) - BigInt(transaction.meta.preBalances[index] ?? 0)
      );
    }
    const account = getAssociatedTokenAddressSync(
      new PublicKey(SOLANA_TOKEN_MINTS.sandbox[currency]),
      new PublicKey(owner),
      true,
    ).toBase58();
    const index = keys.indexOf(account);
    const at = (balances: TokenBalance[]) =>
      BigInt(balances.find((balance) => balance.accountIndex === index)?.uiTokenAmount.amount ?? '0');
    return at(transaction.meta.postTokenBalances) - at(transaction.meta.preTokenBalances);
  }
}

/**
 * Strings only wallet or Solana transaction code contains: the wallet chunk's own marker, Wallet Standard's app
 * event, and constants of @solana/web3.js that survive minification.
 */
export const WALLET_CODE_MARKERS = [
  'crypto-checkout:wallet-pay-chunk',
  'wallet-standard:app-ready',
  'SysvarRent111111111111111111111111111111111',
  'failed to get recent blockhash',
] as const;

export function containsWalletCode(source: string): boolean {
  return WALLET_CODE_MARKERS.some((marker) => source.includes(marker));
}

/**
 * The built files that are wallet or web3 code, by content and by the build manifest's entry for the wallet
 * chunk (src/wallet/wallet-pay.ts). Paths as the page requests them ("/assets/wallet-pay-….js").
 */
export async function walletCodeInBuild(
  distDir: string,
): Promise<{ files: Set<string>; walletChunk: string }> {
  const { readFile, readdir } = await import('node:fs/promises');
  const path = await import('node:path');
  const files = new Set<string>();
  for (const name of await readdir(path.join(distDir, 'assets'))) {
    if (!name.endsWith('.js')) continue;
    if (containsWalletCode(await readFile(path.join(distDir, 'assets', name), 'utf8')))
      files.add(`/assets/${name}`);
  }
  let walletChunk = [...files].find((file) => /\/wallet-pay-[\w-]+\.js$/.test(file));
  try {
    const manifest = JSON.parse(
      await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const entry = manifest['src/wallet/wallet-pay.ts'];
    if (entry) {
      walletChunk = `/${entry.file}`;
      files.add(walletChunk);
    }
  } catch {
    // No manifest in this build: the content markers above found the chunk.
  }
  if (!walletChunk) throw new Error(`no wallet chunk in ${distDir}: was it built?`);
  return { files, walletChunk };
}
