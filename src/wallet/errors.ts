import type { CryptoCode } from '../api/currencies.js';
import type { SolanaChain } from './chains.js';

/**
 * Everything that can stop a wallet payment, each with a stable `code` the checkout turns into a message and a
 * way forward. `retry` says what "try again" does: connect again, start the payment again from the service's
 * answer, or send the transaction the customer already signed (never a second, different one).
 */
export type WalletPayErrorCode =
  /** The chosen wallet is not in this browser. */
  | 'not_installed'
  /** The customer declined the request in the wallet (connect or sign). */
  | 'rejected'
  /** The wallet does not hold enough of the currency being paid (or SOL for a SOL payment and its fee). */
  | 'insufficient_funds'
  /** A token payment: enough tokens, but no SOL for the network fee. */
  | 'insufficient_fee'
  /** The Solana RPC endpoint did not answer (or answered garbage). */
  | 'rpc_unreachable'
  /** The checkout service did not answer. */
  | 'service_unreachable'
  /** The payment window closed (or was about to) before the signed payment could be sent. */
  | 'expired'
  /** The service says the transaction cannot be paid any more (paid, failed or expired meanwhile). */
  | 'closed'
  /** The wallet is set to another network than the payment's. */
  | 'wrong_network'
  /** The wallet sent the payment itself, but it never arrived on the payment's network. */
  | 'not_arrived'
  /** The network did not take the transaction before its blockhash expired. */
  | 'dropped'
  /** The wallet cannot sign Solana transactions for this account. */
  | 'unsupported_wallet'
  /** The network refused the transaction for another reason. */
  | 'transaction_failed'
  /** The transaction to sign (or the one signed) does not pay what this checkout asks. Nothing is sent. */
  | 'mismatch'
  /** The wallet failed in a way it did not explain. */
  | 'wallet_error';

export type WalletPayStage = 'connect' | 'prepare' | 'sign' | 'send' | 'confirm';
export type WalletPayRetry = 'connect' | 'pay' | 'resend' | null;

export interface WalletPayErrorDetails {
  /** What the payment needs and what the wallet holds, as exact decimal strings. */
  needed?: string;
  balance?: string;
  crypto?: CryptoCode;
  chain?: SolanaChain;
  /** The wallet's or the network's own words, for `wallet_error` and `transaction_failed`. */
  reason?: string;
}

export class WalletPayError extends Error {
  readonly code: WalletPayErrorCode;
  readonly stage: WalletPayStage;
  readonly details: WalletPayErrorDetails;

  constructor(
    code: WalletPayErrorCode,
    stage: WalletPayStage,
    message: string,
    options: { details?: WalletPayErrorDetails; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'WalletPayError';
    this.code = code;
    this.stage = stage;
    this.details = options.details ?? {};
  }

  /** What "try again" should do after this error. */
  get retry(): WalletPayRetry {
    switch (this.code) {
      case 'not_installed':
      case 'closed':
      case 'expired':
        return null;
      case 'rejected':
      case 'wallet_error':
        return this.stage === 'connect' ? 'connect' : 'pay';
      case 'rpc_unreachable':
        // A signed transaction whose sending failed is sent again as it is: the same signature cannot pay twice.
        return this.stage === 'send' ? 'resend' : 'pay';
      default:
        return 'pay';
    }
  }
}

/** Error codes wallets use for "the user said no" (EIP-1193's 4001, which Phantom and others follow). */
const USER_REJECTED_CODES = new Set([4001, 'ACTION_REJECTED']);
const USER_REJECTED_MESSAGE = /\b(rejected|declined|denied|cancell?ed)\b|\bclosed the (window|popup)\b/i;

/** The error and everything it wraps: wallet-adapter puts the wallet's own error in `.error`, others in `.cause`. */
function* errorChain(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    yield current;
    if (typeof current !== 'object') return;
    const wrapper = current as { error?: unknown; cause?: unknown };
    current = wrapper.error ?? wrapper.cause;
  }
}

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return '';
}

/** Whether a wallet's error means the customer declined (closed the popup, pressed Cancel or Reject). */
export function isUserRejection(error: unknown): boolean {
  for (const link of errorChain(error)) {
    if (typeof link === 'object' && link !== null) {
      const code = (link as { code?: unknown }).code;
      if ((typeof code === 'number' || typeof code === 'string') && USER_REJECTED_CODES.has(code))
        return true;
      const name = (link as { name?: unknown }).name;
      if (name === 'UserRejectedRequestError') return true;
    }
    if (USER_REJECTED_MESSAGE.test(messageOf(link))) return true;
  }
  return false;
}

/** The most specific message in an error chain (the wallet's own words rather than an adapter's wrapper). */
export function innermostMessage(error: unknown): string {
  let found = '';
  for (const link of errorChain(error)) {
    const message = messageOf(link).trim();
    if (message) found = message;
  }
  return found;
}

/** Turns whatever a wallet threw while connecting or signing into a WalletPayError. */
export function walletFailure(error: unknown, stage: WalletPayStage): WalletPayError {
  if (error instanceof WalletPayError) return error;
  if (isUserRejection(error)) {
    return new WalletPayError('rejected', stage, 'The request was declined in the wallet', { cause: error });
  }
  for (const link of errorChain(error)) {
    if (
      typeof link === 'object' &&
      link !== null &&
      (link as { name?: unknown }).name === 'WalletNotReadyError'
    ) {
      return new WalletPayError('not_installed', stage, 'The wallet is not installed', { cause: error });
    }
  }
  const reason = innermostMessage(error);
  return new WalletPayError('wallet_error', stage, reason || 'The wallet failed', {
    cause: error,
    details: reason ? { reason } : {},
  });
}

/**
 * Why a simulated (or preflighted) payment failed, from the balances it would move: the wallet holds too little
 * of the currency, or (a token payment) too little SOL for the fee; otherwise the network's error stands.
 */
export function explainFailedSimulation(input: {
  crypto: CryptoCode;
  /** What the payment moves, in base units of `crypto`. */
  amount: bigint;
  /** The network fee in lamports. */
  fee: bigint;
  /** The payer's SOL balance in lamports. */
  solBalance: bigint;
  /** The payer's token balance (token payments), null when it has no token account. */
  tokenBalance: bigint | null;
  /** The simulation's error and logs. */
  err: unknown;
  logs: readonly string[];
}): {
  code: 'insufficient_funds' | 'insufficient_fee' | 'transaction_failed';
  needed: bigint;
  balance: bigint;
} {
  const { crypto, amount, fee, solBalance } = input;
  if (crypto === 'SOL') {
    if (solBalance < amount + fee) {
      return { code: 'insufficient_funds', needed: amount + fee, balance: solBalance };
    }
  } else {
    const tokens = input.tokenBalance ?? 0n;
    if (tokens < amount) return { code: 'insufficient_funds', needed: amount, balance: tokens };
    if (solBalance < fee) return { code: 'insufficient_fee', needed: fee, balance: solBalance };
  }
  // Balances look sufficient: trust the network's words when they still say "not enough" (rent, a frozen amount…).
  const text = `${JSON.stringify(input.err ?? null)}\n${input.logs.join('\n')}`;
  if (/insufficient (funds|lamports)|InsufficientFunds/i.test(text)) {
    return {
      code: crypto === 'SOL' ? 'insufficient_funds' : 'insufficient_fee',
      needed: crypto === 'SOL' ? amount + fee : fee,
      balance: solBalance,
    };
  }
  return {
    code: 'transaction_failed',
    needed: amount,
    balance: crypto === 'SOL' ? solBalance : (input.tokenBalance ?? 0n),
  };
}

/** A short description of a transaction error as Solana reports it (`{"InstructionError":[0,{"Custom":1}]}`). */
export function describeTransactionError(err: unknown): string {
  if (err === null || err === undefined) return '';
  if (typeof err === 'string') return err;
  try {
    return JSON.stringify(err);
  } catch {
    return String(err);
  }
}
