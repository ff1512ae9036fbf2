import type { Page } from '@playwright/test';
import type { Keypair } from '@solana/web3.js';
import type { Sandbox } from './sandbox.js';
import { TestWallet, type WalletFeature, type WalletFunds } from './test-wallet.js';

export interface InjectTestWalletOptions {
  /** The sandbox the wallet sends its transactions to and is funded from. */
  sandbox?: Pick<Sandbox, 'url' | 'rpcUrl'>;
  /** Funds to receive from the sandbox's faucet before the page loads, e.g. `{ SOL: 0.05, USDC: 50 }`. */
  funds?: WalletFunds;
  /** Shown in the checkout's wallet list (default "Phantom"). Each wallet on a page needs its own name. */
  name?: string;
  /** Default: both, as Phantom offers them (the checkout prefers signing and sending through its own endpoint). */
  features?: WalletFeature[];
  /** Default: the sandbox's local chain, where test-mode payments are made. */
  chains?: string[];
  /** Default: a fresh keypair. */
  keypair?: Keypair;
}

/**
 * Injects a Wallet Standard wallet into `page` (before its first navigation), shaped like Phantom by default: its
 * keys stay in the test process, and the test decides each request (`wallet.nextSign = 'reject'`, a delay, …).
 */
export async function injectTestWallet(
  page: Page,
  options: InjectTestWalletOptions = {},
): Promise<TestWallet> {
  if (options.funds && !options.sandbox) throw new Error('injectTestWallet: `funds` needs `sandbox`');
  const wallet = await TestWallet.install(page, {
    name: options.name ?? 'Phantom',
    features: options.features ?? ['signAndSendTransaction', 'signTransaction'],
    chains: options.chains ?? ['solana:localnet'],
    ...(options.keypair ? { keypair: options.keypair } : {}),
    ...(options.sandbox ? { sendTo: options.sandbox.rpcUrl, serviceUrl: options.sandbox.url } : {}),
  });
  if (options.funds) await wallet.fund(options.funds);
  return wallet;
}
