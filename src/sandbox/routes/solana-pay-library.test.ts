import {
  FetchTransactionError,
  fetchTransaction,
  parseURL,
  ParseURLError,
  type TransactionRequestURL,
  type TransferRequestURL,
} from '@solana/pay';
import { Connection, Keypair } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initiatedTransactionSchema, verifiedTransactionSchema } from '../../api/schemas/transaction.js';
import { call, expectData, expectError } from '../testing/http.js';
import { pollUntil } from '../testing/poll-until.js';
import { startTestService, type TestService } from '../testing/test-service.js';

/**
 * The transaction request as a wallet built on the reference implementation, @solana/pay, reads it: the URL the
 * checkout's second QR shows parsed by `parseURL`, the transfer fetched and checked by `fetchTransaction`, then
 * signed and sent as a phone wallet would. (e2e/solana-pay.spec.ts does the same with the URL read off the page.)
 */

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.destroy();
});

const open = async (crypto: 'USDC' | 'SOL') =>
  expectData(
    await call(service.url, 'POST', '/v1/transactions', {
      key: service.demoBusiness.secretKey,
      body: { crypto, baseFiat: 'USD', amount: 5, email: 'solana-pay-library@example.com' },
    }),
    initiatedTransactionSchema,
    201,
  );

function isTransactionRequest(url: TransactionRequestURL | TransferRequestURL): url is TransactionRequestURL {
  return 'link' in url;
}

/**
 * What the checkout's second QR encodes for a service at `serviceUrl` (src/core/transaction-request-uri.ts, which
 * the service's tests may not import: docs/design.md, "Layers"). The link has no query, so it is written as it is.
 */
function checkoutQrUri(serviceUrl: string, reference: string): string {
  return `solana:${serviceUrl}/v1/transactions/${reference}/solana-pay`;
}

/**
 * The link a wallet follows from the checkout's QR. parseURL accepts https links only, and the test service
 * speaks plain http: the URL is read as the checkout shows it on an https deployment of this same service, and
 * the wallet then reaches it over http. Nothing else about the URL differs.
 */
function linkFromCheckoutQr(reference: string): URL {
  const servedOverHttps = service.url.replace(/^http:/, 'https:');
  const parsed = parseURL(checkoutQrUri(servedOverHttps, reference));
  if (!isTransactionRequest(parsed))
    throw new Error('parseURL read a transfer request, not a transaction request');
  expect(parsed.link.href).toBe(`${servedOverHttps}/v1/transactions/${reference}/solana-pay`);
  const link = new URL(parsed.link);
  link.protocol = 'http:';
  return link;
}

describe('the transaction request, as @solana/pay reads it', () => {
  it('refuses the sandbox’s own plain-http URL: wallets follow https links only', async () => {
    const { reference } = await open('USDC');
    expect(() => parseURL(checkoutQrUri(service.url, reference))).toThrow(new ParseURLError('link invalid'));
  });

  it('fetches a USDC transfer a funded wallet signs and sends; the transaction is then paid and closed', async () => {
    const initiated = await open('USDC');
    const wallet = Keypair.generate();
    const address = wallet.publicKey.toBase58();
    await call(service.url, 'POST', '/v1/sandbox/airdrop', { body: { address, amount: 1 } });
    await call(service.url, 'POST', '/v1/sandbox/mint', { body: { address, currency: 'USDC', amount: 50 } });

    const link = linkFromCheckoutQr(initiated.reference);
    const connection = new Connection(`${service.url}/rpc`, 'confirmed');
    const transaction = await fetchTransaction(connection, wallet.publicKey, link);
    expect(transaction.feePayer?.equals(wallet.publicKey)).toBe(true);
    expect(transaction.signatures.map((entry) => entry.publicKey.toBase58())).toEqual([address]);
    // The transaction's reference key rides along, so the service's detector finds the payment.
    const referenceKey = new URL(initiated.paymentUri ?? '').searchParams.get('reference');
    expect(referenceKey).toBeTruthy();
    expect(
      transaction.instructions.flatMap((instruction) => instruction.keys.map((key) => key.pubkey.toBase58())),
    ).toContain(referenceKey);

    transaction.partialSign(wallet);
    await connection.sendRawTransaction(transaction.serialize());

    const verified = await pollUntil(
      'USDC transaction request paid through @solana/pay',
      async () =>
        expectData(
          await call(service.url, 'GET', `/v1/transactions/${initiated.reference}/verify`, {
            key: service.demoBusiness.secretKey,
          }),
          verifiedTransactionSchema,
        ),
      (current) => current.status === 'success',
      { timeoutMs: 20_000, intervalMs: 200 },
    );
    expect(verified.receivedAmountInCrypto).toBe(initiated.expectedAmountWithFeeInCrypto);

    // Paid: another request is a 409 whose `message` says why, and the library finds no transaction in it.
    const again = await call(service.url, 'POST', `/v1/transactions/${initiated.reference}/solana-pay`, {
      body: { account: address },
    });
    expect(expectError(again, 409).message).toBe(
      'This transaction is already paid; it cannot be paid any more',
    );
    await expect(fetchTransaction(connection, wallet.publicKey, link)).rejects.toThrow(
      new FetchTransactionError('missing transaction'),
    );
  });
});
