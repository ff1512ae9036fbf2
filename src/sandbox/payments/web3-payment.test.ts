import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  getOrCreateAssociatedTokenAccount,
} from '@solana/spl-token';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import { currencyToBaseUnits } from '../../api/money.js';
import { SOLANA_TOKEN_MINTS } from '../../api/solana-mints.js';
import { initiatedTransactionSchema, verifiedTransactionSchema } from '../../api/schemas/transaction.js';
import { rpcEndpoints } from '../rpc/endpoints.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { call, expectData } from '../testing/http.js';
import { embeddedLedger } from '../testing/embedded-ledger.js';

/**
 * A customer's own wallet paying through standard Solana tooling: @solana/web3.js `Connection` against the
 * service's `/rpc`, real keys, `sendAndConfirmTransaction`. Verification must then report what the ledger saw.
 */

let service: TestService;
let connection: Connection;

beforeAll(async () => {
  service = await startTestService();
  const endpoints = rpcEndpoints(service.url);
  connection = new Connection(endpoints.http, { commitment: 'confirmed', wsEndpoint: endpoints.ws });
});
afterAll(async () => {
  await service.destroy();
});

async function initiate(crypto: 'SOL' | 'USDC') {
  return expectData(
    await call(service.url, 'POST', '/v1/transactions', {
      key: service.demoBusiness.publicKey,
      body: { crypto, baseFiat: 'NGN', amount: 48_000, email: 'wallet-owner@example.com' },
    }),
    initiatedTransactionSchema,
    201,
  );
}
// With the secret key: these tests read the full view (amounts in USD and the price's currency).
const verify = async (reference: string) =>
  expectData(
    await call(service.url, 'GET', `/v1/transactions/${reference}/verify`, {
      key: service.demoBusiness.secretKey,
    }),
    verifiedTransactionSchema,
  );

describe('paying with @solana/web3.js against /rpc', () => {
  it('SOL: airdrop, transfer exactly expectedAmountWithFeeInCrypto, verification reports success', async () => {
    const transaction = await initiate('SOL');
    const customer = Keypair.generate();
    const airdrop = await connection.requestAirdrop(customer.publicKey, 2 * LAMPORTS_PER_SOL);
    await connection.confirmTransaction({ signature: airdrop, ...(await connection.getLatestBlockhash()) });
    expect(await connection.getBalance(customer.publicKey)).toBe(2 * LAMPORTS_PER_SOL);

    const lamports = currencyToBaseUnits(transaction.expectedAmountWithFeeInCrypto, 'SOL');
    const signature = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: customer.publicKey,
          toPubkey: new PublicKey(transaction.address),
          lamports,
        }),
      ),
      [customer],
    );
    const verified = await verify(transaction.reference);
    expect(verified).toMatchObject({
      status: 'success',
      receivedAmountInCrypto: transaction.expectedAmountWithFeeInCrypto,
      expectedAmountInCryptoPlusFee: transaction.expectedAmountWithFeeInCrypto,
      excessAmountReceivedInCrypto: 0,
      cryptoTransactionHash: signature,
    });
    expect(verified.receivedAmountInBaseFiat).toBeCloseTo(48_480, 0);
    const onChain = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(onChain?.meta?.err).toBeNull();
  });

  it('USDC: an SPL transferChecked of exactly the amount with fee completes the payment', async () => {
    const transaction = await initiate('USDC');
    const customer = Keypair.generate();
    const airdrop = await connection.requestAirdrop(customer.publicKey, LAMPORTS_PER_SOL);
    await connection.confirmTransaction({ signature: airdrop, ...(await connection.getLatestBlockhash()) });
    await embeddedLedger(service.context).mintTokens('USDC', customer.publicKey.toBase58(), 100_000_000n);

    const mint = new PublicKey(SOLANA_TOKEN_MINTS.sandbox.USDC);
    const source = await getOrCreateAssociatedTokenAccount(connection, customer, mint, customer.publicKey);
    const destination = getAssociatedTokenAddressSync(mint, new PublicKey(transaction.address));
    const amount = currencyToBaseUnits(transaction.expectedAmountWithFeeInCrypto, 'USDC');
    const signature = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        createTransferCheckedInstruction(source.address, mint, destination, customer.publicKey, amount, 6),
      ),
      [customer],
    );
    expect(await verify(transaction.reference)).toMatchObject({
      status: 'success',
      receivedAmountInCrypto: transaction.expectedAmountWithFeeInCrypto,
      cryptoTransactionHash: signature,
    });
    const remaining = await connection.getTokenAccountBalance(source.address);
    expect(BigInt(remaining.value.amount)).toBe(100_000_000n - amount);
  });
});
