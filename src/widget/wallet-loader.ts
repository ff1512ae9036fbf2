/**
 * Loads the wallet-pay chunk (src/wallet/wallet-pay.ts) on demand: only when the customer chooses "Pay with
 * wallet", so the first page load carries no wallet or Solana transaction code. One load is shared by every
 * caller; a failed load (offline, a deploy that replaced the chunk) is forgotten, so the next click tries again.
 */
export type WalletPayModule = typeof import('../wallet/wallet-pay.js');

let loading: Promise<WalletPayModule> | undefined;

export function loadWalletPay(): Promise<WalletPayModule> {
  loading ??= import('../wallet/wallet-pay.js').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
