import { CURRENCY_DECIMALS, type CryptoCode } from './currencies.js';
import { formatBaseUnits } from './money.js';

/**
 * Solana Pay transfer requests (`solana:<recipient>?amount=…&spl-token=…&reference=…&label=…&message=…`): what
 * the QR code encodes and "open in wallet" links open. Amounts are written from base units, so the URI asks for
 * exactly what the service expects.
 */
export interface TransferRequest {
  /** The wallet address that receives (for tokens: the owner, not the token account). */
  recipient: string;
  crypto: CryptoCode;
  /** Amount in the crypto's base units (lamports, or 6-decimal token units). */
  amountInBaseUnits: bigint;
  /** The SPL mint for USDC/USDT on the network the payment is made on; absent for SOL. */
  splToken?: string | undefined;
  /** Public keys a wallet adds to the transfer so the payment can be found by them. */
  references?: readonly string[] | undefined;
  label?: string | undefined;
  message?: string | undefined;
}

export function encodeTransferRequestUri(request: TransferRequest): string {
  if (request.crypto !== 'SOL' && !request.splToken) {
    throw new Error(`a ${request.crypto} transfer request needs its SPL token mint`);
  }
  const parameters: string[] = [
    `amount=${formatBaseUnits(request.amountInBaseUnits, CURRENCY_DECIMALS[request.crypto])}`,
  ];
  if (request.crypto !== 'SOL' && request.splToken) parameters.push(`spl-token=${request.splToken}`);
  for (const reference of request.references ?? []) parameters.push(`reference=${reference}`);
  if (request.label) parameters.push(`label=${encodeURIComponent(request.label)}`);
  if (request.message) parameters.push(`message=${encodeURIComponent(request.message)}`);
  return `solana:${request.recipient}?${parameters.join('&')}`;
}
