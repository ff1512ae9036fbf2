import { CURRENCY_DECIMALS } from '../api/currencies.js';
import { toBaseUnits } from '../api/money.js';
import type { PublicVerifiedTransaction } from '../api/schemas/transaction.js';
import { mintOnNetwork, type SolanaNetwork } from '../api/solana-mints.js';
import { encodeTransferRequestUri } from '../api/solana-pay-uri.js';

/**
 * The Solana Pay URI the QR code shows for what is still due: the service's own when it sends one (it knows the
 * reference key and label), otherwise built here from the address, the amount and the network's mint table;
 * null when the network has no mint of the token.
 */
export function paymentUriForCheckout(
  transaction: PublicVerifiedTransaction,
  network: SolanaNetwork,
  label?: string,
): string | null {
  if (transaction.paymentUri) return transaction.paymentUri;
  const splToken = mintOnNetwork(network, transaction.crypto);
  // A token the network has no mint of (devnet's USDT) gets no QR code rather than one asking for SOL.
  if (transaction.crypto !== 'SOL' && splToken === undefined) return null;
  const decimals = CURRENCY_DECIMALS[transaction.crypto];
  const expected = toBaseUnits(transaction.expectedAmountInCryptoPlusFee, decimals);
  const received = toBaseUnits(transaction.receivedAmountInCrypto, decimals);
  return encodeTransferRequestUri({
    recipient: transaction.address,
    crypto: transaction.crypto,
    amountInBaseUnits: expected > received ? expected - received : expected,
    splToken,
    label,
    message: `Payment ${transaction.reference}`,
  });
}

/** Reads back what a transfer-request URI asks for (the widget's tests decode the QR with it). */
export function parseTransferRequestUri(uri: string): {
  recipient: string;
  amount: string | null;
  splToken: string | null;
  references: string[];
  label: string | null;
  message: string | null;
} {
  const match = /^solana:([1-9A-HJ-NP-Za-km-z]{32,44})(?:\?(.*))?$/.exec(uri);
  if (!match) throw new Error(`not a Solana Pay transfer request: ${uri}`);
  const parameters = new URLSearchParams(match[2] ?? '');
  return {
    recipient: match[1] ?? '',
    amount: parameters.get('amount'),
    splToken: parameters.get('spl-token'),
    references: parameters.getAll('reference'),
    label: parameters.get('label'),
    message: parameters.get('message'),
  };
}
