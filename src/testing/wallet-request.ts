/**
 * What crosses from the injected wallet in the page to the test process: the requests a dapp makes of a wallet,
 * and the wallet's answers (a signed transaction, a signature, or a Wallet Standard style error).
 */

export type WalletFeature = 'signTransaction' | 'signAndSendTransaction';

export type WalletRequest =
  | { kind: 'connect' }
  | { kind: 'disconnect' }
  | { kind: 'sign'; chain: string | null; transaction: string }
  | { kind: 'signAndSend'; chain: string | null; transaction: string };

export type WalletAnswer =
  { ok: true; signed?: string; signature?: string } | { ok: false; error: { code: number; message: string } };

/** The error a wallet gives when the customer declines (EIP-1193 / Wallet Standard code 4001). */
export const REJECTED_BY_USER: WalletAnswer = {
  ok: false,
  error: { code: 4001, message: 'User rejected the request.' },
};
