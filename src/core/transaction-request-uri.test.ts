import { describe, expect, it } from 'vitest';
import { encodeTransactionRequestUri, transactionRequestUriForCheckout } from './transaction-request-uri.js';

const reference = 'r'.repeat(32);

/** What a wallet follows: the part after `solana:`, URL-decoded (as @solana/pay's parseURL reads it). */
function linkAWalletFollows(uri: string): string {
  expect(uri.startsWith('solana:')).toBe(true);
  return decodeURIComponent(uri.slice('solana:'.length));
}

describe('a Solana Pay transaction request URL', () => {
  it('writes a link without a query as it is', () => {
    expect(encodeTransactionRequestUri(new URL('https://pay.example/v1/transactions/abc/solana-pay'))).toBe(
      'solana:https://pay.example/v1/transactions/abc/solana-pay',
    );
  });

  it('URL-encodes a link with a query whole, so its query is not read as the Solana Pay URL’s own', () => {
    const uri = encodeTransactionRequestUri(new URL('https://pay.example/request?order=7&label=Beans'));
    expect(uri).toBe('solana:https%3A%2F%2Fpay.example%2Frequest%3Forder%3D7%26label%3DBeans');
    expect(linkAWalletFollows(uri)).toBe('https://pay.example/request?order=7&label=Beans');
  });

  it('points at the service’s request for the transaction, whatever the service URL’s trailing slashes', () => {
    const expected = `solana:https://pay.example/v1/transactions/${reference}/solana-pay`;
    expect(transactionRequestUriForCheckout('https://pay.example', reference)).toBe(expected);
    expect(transactionRequestUriForCheckout('https://pay.example/', reference)).toBe(expected);
  });

  it('keeps the path a service is mounted at', () => {
    expect(transactionRequestUriForCheckout('https://shop.example/checkout//', reference)).toBe(
      `solana:https://shop.example/checkout/v1/transactions/${reference}/solana-pay`,
    );
  });

  it('keeps a reference that needs escaping inside its path segment, through the wallet’s decoding', () => {
    const uri = transactionRequestUriForCheckout('https://pay.example', 'a/b?c');
    expect(linkAWalletFollows(uri)).toBe('https://pay.example/v1/transactions/a%2Fb%3Fc/solana-pay');
  });
});
