import type { CryptoCheckoutClient } from '../api/client.js';
import { CURRENCY_DECIMALS, type CryptoCode } from '../api/currencies.js';
import { toBaseUnits } from '../api/money.js';
import {
  chainForGenesisHash,
  chainForNetwork,
  defaultRpcEndpoint,
  isWrongNetwork,
  type SolanaChain,
} from './chains.js';
import type { WalletDirectory } from './adapter-directory.js';
import {
  WalletPayError,
  walletFailure,
  type WalletPayErrorCode,
  type WalletPayErrorDetails,
  type WalletPayRetry,
} from './errors.js';
import { IN_APP_BROWSER_WALLETS, inAppBrowserWallet, isMobileDevice } from './mobile.js';
import {
  confirmPayment,
  preparePayment,
  sendPayment,
  signAndSendPayment,
  signPayment,
  type PaymentContext,
  type PaymentTarget,
  type PreparedPayment,
  type SignedPayment,
} from './payment.js';
import { createSolanaRpc, type SolanaRpc } from './rpc.js';
import { localWalletMemory, type WalletMemory } from './storage.js';
import type { CheckoutWallet, WalletReadiness } from './wallets.js';

/**
 * Wallet pay for one transaction, as a small store the UI subscribes to (`subscribe` / `getSnapshot`, fit for
 * React's useSyncExternalStore) and a handful of actions. It owns the wallet list, the connection, the payment
 * steps and their errors; it knows nothing of React or of the checkout's words.
 */

export type WalletPayStatus =
  /** No wallet connected: the list is shown. */
  | 'choosing'
  | 'connecting'
  /** Connected, ready to pay. */
  | 'ready'
  | 'preparing'
  | 'signing'
  | 'sending'
  | 'confirming'
  /** The network confirmed the payment (or it was sent and could not be confirmed in time); verification follows. */
  | 'sent'
  /** Test mode: adding sandbox funds to the connected wallet. */
  | 'funding';

export interface WalletOption {
  name: string;
  icon: string | undefined;
  readiness: WalletReadiness;
  /** The wallet chosen last time (remembered under our own storage key). */
  remembered: boolean;
}

export interface WalletPayFailure {
  code: WalletPayErrorCode;
  /** The wallet concerned. */
  walletName: string | null;
  retry: WalletPayRetry;
  details: WalletPayErrorDetails;
  /** Technical words for the curious (and for support), never the only message. */
  message: string;
  /** not_installed: where to get the wallet, and on phones a link that opens this page in it. */
  installUrl?: string;
  openInWalletUrl?: string;
  /** Test mode: the sandbox can fund the wallet. */
  canFund?: boolean;
}

export interface WalletPaySnapshot {
  status: WalletPayStatus;
  wallets: readonly WalletOption[];
  /** The connected wallet and account. */
  connected: { walletName: string; address: string } | null;
  /** The wallet a request is waiting on (connecting, signing). */
  pendingWallet: string | null;
  /** While signing and after: what the wallet is asked to pay. */
  amount: { value: string; crypto: CryptoCode } | null;
  /** Once sent. */
  signature: string | null;
  /** The payment's network, once known. */
  chain: SolanaChain | null;
  error: WalletPayFailure | null;
  /**
   * A phone with no wallet in its browser: the wallet apps that can reopen this checkout in their own browser,
   * with their universal links.
   */
  mobile: { openInApp: readonly { walletName: string; url: string }[] } | null;
  /** Set when test funds were just added (test mode). */
  funded: boolean;
}

export interface WalletPaySessionOptions {
  client: Pick<CryptoCheckoutClient, 'transactions' | 'sandbox'>;
  serviceUrl: string;
  /** The Solana RPC endpoint to send to; default: the service's `/rpc`. */
  rpcEndpoint?: string | undefined;
  target: PaymentTarget;
  serverNow: () => number;
  /** Test mode (sandbox links): offer to fund the wallet from the sandbox faucet. */
  testMode: boolean;
  /** Told once the payment is sent (and again once confirmed), to ask verification at once. */
  onSent?: (signature: string) => void;
  /** Where the chosen wallet is remembered (default: local storage, `crypto-checkout:wallet`). */
  memory?: WalletMemory;
  /** The wallets to choose from (WalletAdapterScope's, from wallet-adapter's provider). */
  directory: WalletDirectory;
  /**
   * The address that reopens this checkout on this transaction (what "Open in Phantom/Solflare" opens in the
   * wallet's browser); default: the page's address.
   */
  reopenUrl?: string | undefined;
  /** Overrides for tests. */
  rpc?: SolanaRpc;
  environment?: { userAgent: string; maxTouchPoints?: number; pageUrl: string; origin: string };
}

export interface WalletPaySession {
  subscribe(listener: () => void): () => void;
  getSnapshot(): WalletPaySnapshot;
  /** The latest figures from verification (the amount still due changes after a partial payment). */
  updateTarget(target: PaymentTarget): void;
  /** Connects the named wallet (the customer clicked it). */
  connect(walletName: string): Promise<void>;
  disconnect(): Promise<void>;
  /** Back to the list, disconnecting the current wallet. */
  changeWallet(): Promise<void>;
  pay(): Promise<void>;
  /** What the current error's "try again" does. */
  retry(): Promise<void>;
  dismissError(): void;
  /** Test mode: airdrop SOL (and mint the token being paid) to the connected wallet. */
  fundTestWallet(): Promise<void>;
  /** Stops whatever is under way (nothing further is sent) and lets go of the wallets. */
  destroy(): void;
}

const TEST_FUNDS_SOL = 1;

function browserEnvironment(): NonNullable<WalletPaySessionOptions['environment']> | undefined {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return undefined;
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    pageUrl: window.location.href,
    origin: window.location.origin,
  };
}

export function createWalletPaySession(options: WalletPaySessionOptions): WalletPaySession {
  const memory = options.memory ?? localWalletMemory();
  const directory = options.directory;
  const rpc = options.rpc ?? createSolanaRpc(options.rpcEndpoint || defaultRpcEndpoint(options.serviceUrl));
  const environment = options.environment ?? browserEnvironment();
  const mobile = environment ? isMobileDevice(environment) : false;
  const lifetime = new AbortController();
  const listeners = new Set<() => void>();
  let target = options.target;
  let wallet: CheckoutWallet | null = null;
  let remembered = memory.load();
  let chain: SolanaChain | null = null;
  let prepared: PreparedPayment | null = null;
  let signed: SignedPayment | null = null;
  let attempt: AbortController | null = null;
  let destroyed = false;
  let releasing: CheckoutWallet | null = null;

  let snapshot: WalletPaySnapshot = {
    status: 'choosing',
    wallets: [],
    connected: null,
    pendingWallet: null,
    amount: null,
    signature: null,
    chain: null,
    error: null,
    mobile: null,
    funded: false,
  };

  function options_(): readonly WalletOption[] {
    return directory.list().map((entry) => ({
      name: entry.name,
      icon: entry.icon,
      readiness: entry.readiness(),
      remembered: entry.name === remembered,
    }));
  }

  function browseLink(walletName: string): string | undefined {
    if (!mobile || !environment) return undefined;
    return inAppBrowserWallet(walletName)?.browseLink(
      options.reopenUrl ?? environment.pageUrl,
      environment.origin,
    );
  }

  function mobileOffer(): WalletPaySnapshot['mobile'] {
    if (!mobile || !environment) return null;
    const anyInstalled = directory.list().some((entry) => entry.readiness() === 'installed');
    if (anyInstalled) return null;
    return {
      openInApp: IN_APP_BROWSER_WALLETS.map((wallet) => ({
        walletName: wallet.name,
        url: wallet.browseLink(options.reopenUrl ?? environment.pageUrl, environment.origin),
      })),
    };
  }

  function set(patch: Partial<WalletPaySnapshot>): void {
    if (destroyed) return;
    snapshot = { ...snapshot, ...patch, wallets: options_(), mobile: mobileOffer(), chain };
    for (const listener of [...listeners]) listener();
  }

  /**
   * A wallet already connected when wallet pay opens, or connected meanwhile outside the checkout: the merchant's
   * own wallet button, when their app's wallet-adapter provider is the one in use. It pays with no second connect.
   * The wallet the checkout is letting go of is not taken back while its disconnect is under way. Like a connect
   * made here, it clears the error shown: one left from the list (a declined connection) would otherwise stay
   * beside the connected account and hide its pay button.
   */
  function adoptConnectedWallet(): void {
    if (wallet || snapshot.status !== 'choosing') return;
    const entry = directory
      .list()
      .find(
        (candidate) =>
          candidate !== releasing &&
          candidate.address() !== null &&
          (candidate.canSignTransaction() || candidate.canSignAndSendTransaction()),
      );
    const address = entry?.address();
    if (!entry || !address) return;
    wallet = entry;
    set({
      status: 'ready',
      connected: { walletName: entry.name, address },
      pendingWallet: null,
      error: null,
    });
  }

  const offDirectory = directory.subscribe(() => {
    if (releasing && !releasing.address()) releasing = null;
    if (!wallet) {
      adoptConnectedWallet();
      if (wallet) return;
    }
    // The connected wallet may have dropped the connection (disconnected from the wallet's own UI).
    if (wallet && !wallet.address() && snapshot.connected) {
      detach();
      set({ status: 'choosing', connected: null, amount: null });
      return;
    }
    if (wallet && snapshot.connected && wallet.address() !== snapshot.connected.address) {
      const address = wallet.address();
      if (address) set({ connected: { walletName: wallet.name, address } });
      prepared = null;
      signed = null;
      return;
    }
    set({});
  });
  set({});
  adoptConnectedWallet();

  function failure(error: unknown, walletName: string | null): WalletPayFailure {
    const problem = error instanceof WalletPayError ? error : walletFailure(error, 'prepare');
    const base: WalletPayFailure = {
      code: problem.code,
      walletName,
      retry: problem.retry,
      details: problem.details,
      message: problem.message,
    };
    if (problem.code === 'insufficient_funds' || problem.code === 'insufficient_fee') {
      return { ...base, canFund: options.testMode };
    }
    return base;
  }

  function detach(): void {
    wallet = null;
    prepared = null;
    signed = null;
  }

  function find(walletName: string): CheckoutWallet | undefined {
    return directory.list().find((entry) => entry.name === walletName);
  }

  function notInstalled(entry: CheckoutWallet): WalletPayFailure {
    const app = inAppBrowserWallet(entry.name);
    const openInWalletUrl = browseLink(entry.name);
    return {
      code: 'not_installed',
      walletName: entry.name,
      retry: null,
      details: {},
      message: `${entry.name} is not installed in this browser`,
      ...(app ? { installUrl: app.downloadUrl } : {}),
      ...(openInWalletUrl ? { openInWalletUrl } : {}),
    };
  }

  async function knownChain(signal: AbortSignal): Promise<SolanaChain> {
    if (chain) return chain;
    const named = chainForNetwork(target.network);
    if (named) return named;
    try {
      chain = chainForGenesisHash(await rpc.getGenesisHash(signal));
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      const reason = error instanceof Error ? error.message : String(error);
      throw new WalletPayError('rpc_unreachable', 'prepare', reason, { cause: error, details: { reason } });
    }
    return chain;
  }

  function newAttempt(): AbortController {
    attempt?.abort(new DOMException('superseded', 'AbortError'));
    attempt = new AbortController();
    const current = attempt;
    lifetime.signal.addEventListener('abort', () => current.abort(lifetime.signal.reason), { once: true });
    return current;
  }

  async function connect(walletName: string): Promise<void> {
    if (destroyed || snapshot.status === 'connecting') return;
    const entry = find(walletName);
    if (!entry) return;
    // Installed wallets connect here; loadable ones (the Mobile Wallet Adapter, a wallet's app from a phone
    // browser) hand over to their app; one that is not detected can only be installed.
    if (entry.readiness() === 'not_detected') {
      set({ error: notInstalled(entry) });
      return;
    }
    if (wallet && wallet !== entry) await disconnectWallet(false);
    set({ status: 'connecting', pendingWallet: entry.name, error: null, funded: false });
    try {
      const address = await entry.connect();
      if (destroyed) return;
      if (address === null) {
        // The wallet took the shopper to its app, which reopens this page: nothing went wrong here.
        set({ status: 'choosing', pendingWallet: null });
        return;
      }
      if (!entry.canSignTransaction() && !entry.canSignAndSendTransaction()) {
        throw new WalletPayError(
          'unsupported_wallet',
          'connect',
          `${entry.name} cannot sign Solana transactions`,
        );
      }
      wallet = entry;
      remembered = entry.name;
      memory.save(entry.name);
      set({ status: 'ready', connected: { walletName: entry.name, address }, pendingWallet: null });
    } catch (error) {
      set({
        status: 'choosing',
        pendingWallet: null,
        error: failure(walletFailure(error, 'connect'), entry.name),
      });
    }
  }

  async function disconnectWallet(forget: boolean): Promise<void> {
    attempt?.abort(new DOMException('disconnected', 'AbortError'));
    const current = wallet;
    releasing = current;
    detach();
    if (forget) {
      memory.clear();
      remembered = null;
    }
    set({
      status: 'choosing',
      connected: null,
      amount: null,
      signature: null,
      error: null,
      pendingWallet: null,
    });
    try {
      await current?.disconnect();
    } catch {
      // The wallet may refuse or fail to disconnect; the checkout has let go of it either way.
    }
  }

  async function pay(resend = false): Promise<void> {
    const current = wallet;
    const address = current?.address();
    if (!current || !address || destroyed) return;
    // Once sent, never again from here: verification says whether anything is still due.
    if (snapshot.status !== 'ready') return;
    const controller = newAttempt();
    const context: PaymentContext = {
      client: options.client,
      rpc,
      serverNow: options.serverNow,
      signal: controller.signal,
    };
    try {
      if (!resend || !prepared || !signed) {
        signed = null;
        set({ status: 'preparing', error: null, signature: null, funded: false });
        const network = await knownChain(controller.signal);
        const signsOnly = current.canSignTransaction();
        if (
          isWrongNetwork({
            chain: network,
            walletChains: current.chains(),
            mode: signsOnly ? 'sign' : 'signAndSend',
          })
        ) {
          throw new WalletPayError('wrong_network', 'prepare', `${current.name} is not on ${network}`, {
            details: { chain: network },
          });
        }
        prepared = await preparePayment(address, target, context);
        set({
          status: 'signing',
          pendingWallet: current.name,
          amount: { value: prepared.amount, crypto: prepared.crypto },
        });
        if (!signsOnly) {
          const signature = await signAndSendPayment(current, prepared, network, target, context);
          set({ status: 'confirming', pendingWallet: null, signature });
          options.onSent?.(signature);
          const outcome = await confirmPayment(signature, prepared.lastValidBlockHeight, context, {
            notArrived: 'not_arrived',
          });
          // Not confirmed in time: it stays "confirming", and verification will tell.
          if (outcome === 'confirmed') set({ status: 'sent' });
          options.onSent?.(signature);
          return;
        }
        signed = await signPayment(current, prepared, network, target, context);
      }
      set({ status: 'sending', pendingWallet: null, error: null });
      const signature = await sendPayment(signed, prepared, target, context);
      set({ status: 'confirming', signature });
      options.onSent?.(signature);
      const outcome = await confirmPayment(signature, signed.lastValidBlockHeight, context);
      if (outcome === 'confirmed') set({ status: 'sent' });
      options.onSent?.(signature);
    } catch (error) {
      if (controller.signal.aborted || destroyed) return;
      const problem = failure(error, current.name);
      // Only a failed send keeps the signed transaction for "try again"; everything else starts afresh.
      if (problem.retry !== 'resend') signed = null;
      if (problem.code === 'dropped' || problem.code === 'expired' || problem.code === 'closed')
        prepared = null;
      set({ status: wallet ? 'ready' : 'choosing', pendingWallet: null, error: problem });
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    updateTarget(next) {
      target = next;
    },
    connect,
    disconnect: () => disconnectWallet(true),
    changeWallet: () => disconnectWallet(false),
    pay: () => pay(false),
    async retry() {
      const error = snapshot.error;
      if (!error) return;
      if (error.retry === 'connect' && error.walletName) return connect(error.walletName);
      if (error.retry === 'resend') return pay(true);
      if (error.retry === 'pay') return pay(false);
    },
    dismissError() {
      set({ error: null });
    },
    async fundTestWallet() {
      const address = wallet?.address();
      if (!options.testMode || !address || snapshot.status === 'funding') return;
      set({ status: 'funding', error: null });
      try {
        // Enough SOL for the fees, and for a SOL payment the amount too (whole SOL, at least what is due).
        const dueSol =
          target.crypto === 'SOL'
            ? (toBaseUnits(target.due, CURRENCY_DECIMALS.SOL) + 999_999_999n) / 1_000_000_000n
            : 0n;
        await options.client.sandbox.airdrop({ address, amount: TEST_FUNDS_SOL + Number(dueSol) });
        if (target.crypto !== 'SOL') {
          // Whole tokens, at least what is due.
          const unit = 10n ** BigInt(CURRENCY_DECIMALS[target.crypto]);
          const tokens = (toBaseUnits(target.due, CURRENCY_DECIMALS[target.crypto]) + unit - 1n) / unit;
          await options.client.sandbox.mint({ address, currency: target.crypto, amount: Number(tokens) });
        }
        set({ status: 'ready', funded: true });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        set({
          status: 'ready',
          error: failure(
            new WalletPayError('service_unreachable', 'prepare', reason, { details: { reason } }),
            wallet?.name ?? null,
          ),
        });
      }
    },
    destroy() {
      if (destroyed) return;
      lifetime.abort(new DOMException('The checkout closed wallet pay', 'AbortError'));
      destroyed = true;
      offDirectory();
      detach();
      listeners.clear();
    },
  };
}
