/**
 * The wallet-pay chunk: loaded by the checkout with a dynamic `import()` only when the customer chooses "Pay with
 * wallet", never with the first page load. Everything that knows about wallets and Solana transactions
 * (@solana/web3.js, @solana/wallet-adapter-react with the Mobile Wallet Adapter, Phantom's and Solflare's
 * adapters) lives behind this entry.
 */
export { createWalletPaySession } from './session.js';
export { WalletAdapterScope, type WalletProviderOwner } from './WalletAdapterScope.js';
export type { WalletDirectory } from './adapter-directory.js';
export { defaultRpcEndpoint } from './chains.js';
export type {
  WalletOption,
  WalletPayFailure,
  WalletPaySession,
  WalletPaySessionOptions,
  WalletPaySnapshot,
  WalletPayStatus,
} from './session.js';
export type { PaymentTarget } from './payment.js';
export type { SolanaChain } from './chains.js';
export type { WalletPayErrorCode, WalletPayRetry } from './errors.js';
export { WALLET_STORAGE_KEY } from './storage.js';
export { shortAddress } from './encoding.js';

/** Names this chunk in the page's loaded scripts (the e2e tests look for it to prove when it loads). */
export const WALLET_CHUNK_MARKER = 'crypto-checkout:wallet-pay-chunk';
