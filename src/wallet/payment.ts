import { Transaction } from '@solana/web3.js';
import bs58 from 'bs58';
import type { CryptoCheckoutClient } from '../api/client.js';
import { CURRENCY_DECIMALS, type CryptoCode } from '../api/currencies.js';
import { ApiError, ConflictError, ConnectionError, NotFoundError } from '../api/errors.js';
import { formatBaseUnits, toBaseUnits } from '../api/money.js';
import type { SolanaNetwork } from '../api/solana-mints.js';
import { parseTransferRequestUri } from '../core/payment-uri.js';
import type { SolanaChain } from './chains.js';
import { bytesToBase64, base64ToBytes } from './encoding.js';
import {
  WalletPayError,
  describeTransactionError,
  explainFailedSimulation,
  walletFailure,
} from './errors.js';
import { SolanaRpcError, preflightFailure, type SimulationResult, type SolanaRpc } from './rpc.js';
import {
  TransferMismatchError,
  associatedTokenAddress,
  buildPaymentTransfer,
  checkPaymentTransfer,
  mintFor,
  type ExpectedTransfer,
} from './transfer.js';
import type { CheckoutWallet } from './wallets.js';

/**
 * Paying one transaction from a connected wallet, step by step:
 *
 * 1. prepare: `wallet-connect` with the wallet's address (the service answers with the unsigned transfer, or we
 *    build the same one), a fresh blockhash from our RPC endpoint, a check that the transfer pays exactly what
 *    this checkout shows, and a simulation: a wallet without the funds learns it here, before any prompt, and
 *    nothing is sent;
 * 2. sign: the wallet signs (only signs: we send it ourselves, to the checkout's own RPC endpoint, so a wallet
 *    set to another network still pays on the right one); the signed transaction is checked again, and not sent
 *    if the payment window has closed meanwhile;
 * 3. send: to our RPC endpoint, with preflight; a failed send can be retried with the very same signed bytes,
 *    which can never pay twice;
 * 4. confirm: the signature's status until confirmed. Verification polling (the widget's) stays the judge of
 *    the payment's outcome.
 *
 * A wallet that can only sign and send is asked to do that on the payment's chain instead of steps 2 and 3.
 */

/** Stop before sending when less than this is left of the payment window (server clock). */
export const SEND_MARGIN_MS = 3000;
const CONFIRM_POLL_MS = 1000;
/** How long to wait for a sent transaction to be confirmed before leaving it to verification. */
const CONFIRM_PATIENCE_MS = 90_000;
/** The fee of one signature when the node cannot price the message. */
const DEFAULT_FEE_LAMPORTS = 5000n;

export interface PaymentTarget {
  reference: string;
  crypto: CryptoCode;
  network: SolanaNetwork;
  /** From verification: used only when the service's answer lacks them. */
  depositAddress: string;
  due: string;
  paymentUri: string | null;
  /** ISO time the payment window closes (server clock). */
  expiresAt: string;
}

export interface PaymentContext {
  client: Pick<CryptoCheckoutClient, 'transactions'>;
  rpc: SolanaRpc;
  /** Server time in ms (the browser's clock corrected by the offset learnt from the API's `Date` headers). */
  serverNow: () => number;
  signal: AbortSignal;
}

export interface PreparedPayment {
  payer: string;
  /** The unsigned transaction the wallet is asked to sign. */
  transaction: Uint8Array;
  expected: ExpectedTransfer;
  /** Exact decimal string of what is paid, and in what. */
  amount: string;
  crypto: CryptoCode;
  lastValidBlockHeight: number;
}

export interface SignedPayment {
  transaction: Uint8Array;
  signature: string;
  lastValidBlockHeight: number;
}

function serviceFailure(error: unknown): WalletPayError {
  if (error instanceof ConflictError || error instanceof NotFoundError) {
    return new WalletPayError('closed', 'prepare', error.message, { cause: error });
  }
  if (error instanceof ConnectionError || (error instanceof ApiError && error.statusCode >= 500)) {
    return new WalletPayError('service_unreachable', 'prepare', error.message, { cause: error });
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new WalletPayError('wallet_error', 'prepare', reason, { cause: error, details: { reason } });
}

function rpcFailure(error: unknown, stage: 'prepare' | 'send' | 'confirm'): WalletPayError {
  if (error instanceof WalletPayError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new WalletPayError('rpc_unreachable', stage, reason, { cause: error, details: { reason } });
}

function rethrowIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason;
}

function referenceKeyOf(paymentUri: string | null): string | undefined {
  if (!paymentUri) return undefined;
  try {
    return parseTransferRequestUri(paymentUri).references[0];
  } catch {
    return undefined;
  }
}

function serialize(transaction: Transaction): Uint8Array {
  return new Uint8Array(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }));
}

/** Explains a failed simulation (or preflight) from the payer's balances: not enough money, or another reason. */
async function failureFromSimulation(
  simulation: SimulationResult,
  prepared: Pick<PreparedPayment, 'payer' | 'expected' | 'crypto' | 'transaction'>,
  context: PaymentContext,
  stage: 'prepare' | 'send',
): Promise<WalletPayError> {
  const { rpc, signal } = context;
  const { crypto, expected, payer } = prepared;
  const message = Transaction.from(prepared.transaction).serializeMessage();
  const [fee, solBalance, tokenBalance] = await Promise.all([
    rpc.getFeeForMessage(bytesToBase64(message), signal).catch(() => null),
    rpc.getBalance(payer, signal),
    expected.mint
      ? rpc.getTokenAccountBalance(associatedTokenAddress(payer, expected.mint).toBase58(), signal)
      : Promise.resolve(null),
  ]).catch((error: unknown) => {
    throw rpcFailure(error, stage);
  });
  const explained = explainFailedSimulation({
    crypto,
    amount: expected.amount,
    fee: fee ?? DEFAULT_FEE_LAMPORTS,
    solBalance,
    tokenBalance,
    err: simulation.err,
    logs: simulation.logs,
  });
  const reason = describeTransactionError(simulation.err);
  if (explained.code === 'transaction_failed') {
    return new WalletPayError('transaction_failed', stage, `The payment would fail: ${reason}`, {
      details: { reason },
    });
  }
  const unit = explained.code === 'insufficient_fee' ? 'SOL' : crypto;
  return new WalletPayError(explained.code, stage, `Not enough ${unit} in the wallet`, {
    details: {
      crypto: unit,
      needed: formatBaseUnits(explained.needed, CURRENCY_DECIMALS[unit]),
      balance: formatBaseUnits(explained.balance, CURRENCY_DECIMALS[unit]),
      reason,
    },
  });
}

/** Step 1: the transfer to sign, checked and simulated. Throws WalletPayError; nothing is sent. */
export async function preparePayment(
  payer: string,
  target: PaymentTarget,
  context: PaymentContext,
): Promise<PreparedPayment> {
  const { client, rpc, signal } = context;
  let answer: Awaited<ReturnType<CryptoCheckoutClient['transactions']['walletConnect']>>;
  try {
    answer = await client.transactions.walletConnect(
      target.reference,
      { walletPublicAddress: payer },
      { signal },
    );
  } catch (error) {
    rethrowIfAborted(signal);
    throw serviceFailure(error);
  }
  const crypto = answer.crypto;
  const decimals = CURRENCY_DECIMALS[crypto];
  const amount = toBaseUnits(answer.amountDueInCrypto ?? target.due, decimals);
  if (amount <= 0n) throw new WalletPayError('closed', 'prepare', 'Nothing is due on this transaction');
  const expected: ExpectedTransfer = {
    payer,
    deposit: answer.address || target.depositAddress,
    crypto,
    amount,
    mint: mintFor(crypto, target.network),
  };

  let latest: { blockhash: string; lastValidBlockHeight: number };
  try {
    latest = await rpc.getLatestBlockhash(signal);
  } catch (error) {
    rethrowIfAborted(signal);
    throw rpcFailure(error, 'prepare');
  }
  let transaction: Transaction;
  try {
    transaction = answer.serializedTransaction
      ? Transaction.from(base64ToBytes(answer.serializedTransaction))
      : buildPaymentTransfer({ ...expected, reference: referenceKeyOf(target.paymentUri), ...latest });
    // A blockhash from the RPC endpoint we send to: valid there, and as fresh as it gets before the prompt.
    transaction.recentBlockhash = latest.blockhash;
    transaction.lastValidBlockHeight = latest.lastValidBlockHeight;
    checkPaymentTransfer(transaction, expected, { strict: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new WalletPayError('mismatch', 'prepare', reason, { cause: error, details: { reason } });
  }
  const prepared: PreparedPayment = {
    payer,
    transaction: serialize(transaction),
    expected,
    amount: formatBaseUnits(amount, decimals),
    crypto,
    lastValidBlockHeight: latest.lastValidBlockHeight,
  };

  let simulation: SimulationResult;
  try {
    simulation = await rpc.simulateTransaction(bytesToBase64(prepared.transaction), signal);
  } catch (error) {
    rethrowIfAborted(signal);
    throw rpcFailure(error, 'prepare');
  }
  if (simulation.err !== null) throw await failureFromSimulation(simulation, prepared, context, 'prepare');
  return prepared;
}

function checkWindow(target: PaymentTarget, context: PaymentContext): void {
  const left = Date.parse(target.expiresAt) - context.serverNow();
  if (left < SEND_MARGIN_MS) {
    throw new WalletPayError('expired', 'sign', 'The payment window closed before the payment could be sent');
  }
}

/** Step 2: the wallet signs; the signed transaction must still be the payment, signed by the payer. */
export async function signPayment(
  wallet: CheckoutWallet,
  prepared: PreparedPayment,
  chain: SolanaChain,
  target: PaymentTarget,
  context: PaymentContext,
): Promise<SignedPayment> {
  let signedBytes: Uint8Array;
  try {
    signedBytes = await wallet.signTransaction(prepared.transaction, chain);
  } catch (error) {
    rethrowIfAborted(context.signal);
    throw walletFailure(error, 'sign');
  }
  rethrowIfAborted(context.signal);
  let signed: Transaction;
  try {
    signed = Transaction.from(signedBytes);
    checkPaymentTransfer(signed, prepared.expected, { strict: false });
    if (!signed.verifySignatures())
      throw new TransferMismatchError('the wallet did not sign it with its key');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new WalletPayError('mismatch', 'sign', reason, { cause: error, details: { reason } });
  }
  const signature = signed.signature;
  if (!signature) throw new WalletPayError('mismatch', 'sign', 'the signed transaction has no signature');
  // The customer may have taken their time: a window that closed meanwhile must not receive the payment.
  checkWindow(target, context);
  return {
    transaction: signedBytes,
    signature: bs58.encode(signature),
    lastValidBlockHeight: signed.lastValidBlockHeight ?? prepared.lastValidBlockHeight,
  };
}

/** Step 3: send the signed bytes to our RPC endpoint (again, on a retry: the same signature cannot pay twice). */
export async function sendPayment(
  signed: SignedPayment,
  prepared: PreparedPayment,
  target: PaymentTarget,
  context: PaymentContext,
): Promise<string> {
  const { rpc, signal } = context;
  checkWindow(target, context);
  // On a retry, the earlier attempt may have landed after all.
  const earlier = await rpc.getSignatureStatus(signed.signature, signal).catch(() => null);
  if (earlier && earlier.err === null) return signed.signature;
  try {
    return await rpc.sendTransaction(bytesToBase64(signed.transaction), signal);
  } catch (error) {
    rethrowIfAborted(signal);
    const preflight = preflightFailure(error);
    if (!preflight) throw rpcFailure(error, 'send');
    const reason = describeTransactionError(preflight.err);
    if (/AlreadyProcessed/i.test(reason)) return signed.signature;
    if (
      /BlockhashNotFound|blockhash not found/i.test(
        `${reason} ${error instanceof Error ? error.message : ''}`,
      )
    ) {
      throw new WalletPayError('dropped', 'send', 'The blockhash expired before the payment was sent', {
        details: { reason },
      });
    }
    throw await failureFromSimulation(preflight, prepared, context, 'send');
  }
}

/**
 * Step 4: wait until the network confirms the signature. Resolves 'confirmed', or 'unknown' when the RPC endpoint
 * could not say in time (verification will still report what arrived). Throws when the transaction failed on
 * chain or can no longer land (its blockhash expired).
 */
export async function confirmPayment(
  signature: string,
  lastValidBlockHeight: number,
  context: PaymentContext,
  options: { pollMs?: number; patienceMs?: number; notArrived?: 'dropped' | 'not_arrived' } = {},
): Promise<'confirmed' | 'unknown'> {
  const { rpc, signal } = context;
  const pollMs = options.pollMs ?? CONFIRM_POLL_MS;
  const deadline = Date.now() + (options.patienceMs ?? CONFIRM_PATIENCE_MS);
  for (let attempt = 0; ; attempt++) {
    rethrowIfAborted(signal);
    try {
      const status = await rpc.getSignatureStatus(signature, signal);
      if (status?.err) {
        const reason = describeTransactionError(status.err);
        throw new WalletPayError('transaction_failed', 'confirm', `The payment failed: ${reason}`, {
          details: { reason },
        });
      }
      if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') {
        return 'confirmed';
      }
      if (!status && attempt % 3 === 2 && (await rpc.getBlockHeight(signal)) > lastValidBlockHeight) {
        const code = options.notArrived ?? 'dropped';
        throw new WalletPayError(code, 'confirm', 'The payment did not reach the network in time');
      }
    } catch (error) {
      rethrowIfAborted(signal);
      if (error instanceof WalletPayError) throw error;
      if (!(error instanceof SolanaRpcError)) throw rpcFailure(error, 'confirm');
      // The RPC endpoint hiccuped: keep asking until the deadline.
    }
    if (Date.now() > deadline) return 'unknown';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, pollMs);
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(signal.reason);
        },
        { once: true },
      );
    });
  }
}

/** For wallets that can only sign and send: the wallet sends on `chain`; resolves to the signature. */
export async function signAndSendPayment(
  wallet: CheckoutWallet,
  prepared: PreparedPayment,
  chain: SolanaChain,
  target: PaymentTarget,
  context: PaymentContext,
): Promise<string> {
  checkWindow(target, context);
  try {
    const signature = await wallet.signAndSendTransaction(prepared.transaction, chain);
    return bs58.encode(signature);
  } catch (error) {
    rethrowIfAborted(context.signal);
    const failure = walletFailure(error, 'sign');
    // Our blockhash is unknown to a wallet on another network: its own preflight says so.
    if (failure.code === 'wallet_error' && /blockhash not found|BlockhashNotFound/i.test(failure.message)) {
      throw new WalletPayError('wrong_network', 'sign', failure.message, {
        cause: error,
        details: { chain },
      });
    }
    throw failure;
  }
}
