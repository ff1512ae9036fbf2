import {
  FetchTransactionError,
  fetchTransaction,
  parseURL,
  ParseURLError,
  type TransactionRequestURL,
  type TransferRequestURL,
} from '@solana/pay';
import { Connection, Keypair, Transaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solanaPayLabelSchema, solanaPayTransactionSchema } from '../../api/schemas/solana-pay.js';
import { initiatedTransactionSchema, verifiedTransactionSchema } from '../../api/schemas/transaction.js';
import { MEMO_PROGRAM_ID } from '../chain/memo.js';
import { call, expectData, expectError } from '../testing/http.js';
import { waitForStatus } from '../testing/gateway-flows.js';
import { startTestService, type TestService } from '../testing/test-service.js';

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
      body: { crypto, baseFiat: 'USD', amount: 5, email: 'solana-pay@example.com' },
    }),
    initiatedTransactionSchema,
    201,
  );

/** What a Solana Pay wallet does with a transaction request: POST its account, sign what comes back, send it. */
async function payAsWallet(reference: string, wallet: Keypair): Promise<Transaction> {
  const answer = await fetch(`${service.url}/v1/transactions/${reference}/solana-pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://wallet.example' },
    body: JSON.stringify({ account: wallet.publicKey.toBase58() }),
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  const { transaction, message } = solanaPayTransactionSchema.parse(await answer.json());
  expect(message).toMatch(
    new RegExp(`^Pay [0-9.]+ (USDC|SOL) to Demo Coffee Roasters \\(payment ${reference}\\)$`),
  );
  const unsigned = Transaction.from(Buffer.from(transaction, 'base64'));
  expect(unsigned.feePayer?.equals(wallet.publicKey)).toBe(true);
  unsigned.partialSign(wallet);
  const connection = new Connection(`${service.url}/rpc`, 'confirmed');
  await connection.sendRawTransaction(unsigned.serialize());
  return unsigned;
}

describe('Solana Pay transaction requests', () => {
  it('names the business and its icon, for any origin', async () => {
    const { reference } = await open('USDC');
    const answer = await fetch(`${service.url}/v1/transactions/${reference}/solana-pay`, {
      headers: { origin: 'https://wallet.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(solanaPayLabelSchema.parse(await answer.json())).toEqual({
      label: 'Demo Coffee Roasters',
      icon: `${service.url}/demo-business-logo.svg`,
    });
    const preflight = await fetch(`${service.url}/v1/transactions/${reference}/solana-pay`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://wallet.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers the transfer of what is due; a wallet that signs and sends it pays the transaction', async () => {
    for (const crypto of ['USDC', 'SOL'] as const) {
      const initiated = await open(crypto);
      const wallet = Keypair.generate();
      const address = wallet.publicKey.toBase58();
      await call(service.url, 'POST', '/v1/sandbox/airdrop', { body: { address, amount: 1 } });
      if (crypto === 'USDC') {
        await call(service.url, 'POST', '/v1/sandbox/mint', {
          body: { address, currency: 'USDC', amount: 50 },
        });
      }
      const sent = await payAsWallet(initiated.reference, wallet);
      // The reference key rides along, so the detector finds the payment; the memo names the transaction.
      const keys = sent.instructions.flatMap((instruction) =>
        instruction.keys.map((key) => key.pubkey.toBase58()),
      );
      const memo = sent.instructions.find((instruction) => instruction.programId.equals(MEMO_PROGRAM_ID));
      expect(memo?.data.toString('utf8')).toBe(`crypto-checkout ${initiated.reference}`);
      const referenceKey = new URL(initiated.paymentUri ?? '').searchParams.get('reference');
      expect(referenceKey).toBeTruthy();
      expect(keys).toContain(referenceKey);
      await waitForStatus(service, initiated.reference, 'success');
      const verified = expectData(
        await call(service.url, 'GET', `/v1/transactions/${initiated.reference}/verify`, {
          key: service.demoBusiness.secretKey,
        }),
        verifiedTransactionSchema,
      );
      expect(verified.receivedAmountInCrypto).toBe(initiated.expectedAmountWithFeeInCrypto);

      // Paid: the request now says why it will not build another transfer (Solana Pay's error shape: message).
      const again = await call(service.url, 'POST', `/v1/transactions/${initiated.reference}/solana-pay`, {
        body: { account: address },
      });
      expect(expectError(again, 409).message).toBe(
        'This transaction is already paid; it cannot be paid any more',
      );
    }
  });

  it('refuses an account that is not a Solana address, naming it, and an unknown reference', async () => {
    const { reference } = await open('USDC');
    const bad = expectError(
      await call(service.url, 'POST', `/v1/transactions/${reference}/solana-pay`, {
        body: { account: 'nope' },
      }),
      400,
    );
    expect(bad.errors?.map((entry) => entry.field)).toEqual(['account']);
    expectError(
      await call(service.url, 'GET', '/v1/transactions/no_such_reference_0000000000000000/solana-pay'),
      404,
    );
    expectError(
      await call(service.url, 'POST', '/v1/transactions/no_such_reference_0000000000000000/solana-pay', {
        body: { account: Keypair.generate().publicKey.toBase58() },
      }),
      404,
    );
  });
});

/**
 * The transaction request as a wallet built on the reference implementation, @solana/pay, reads it: the URL the
 * checkout's second QR shows parsed by `parseURL`, the transfer fetched and checked by `fetchTransaction`, then
 * signed and sent as a phone wallet would. (e2e/solana-pay.spec.ts does the same with the URL read off the page.)
 */
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

    await waitForStatus(service, initiated.reference, 'success');
    const verified = expectData(
      await call(service.url, 'GET', `/v1/transactions/${initiated.reference}/verify`, {
        key: service.demoBusiness.secretKey,
      }),
      verifiedTransactionSchema,
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
