import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Keypair, Transaction, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { createClient, type CryptoCheckoutClient } from '../api/index.js';
import { formatBaseUnits, toBaseUnits } from '../api/money.js';
import { startTestService, type TestService } from '../sandbox/testing/test-service.js';
import { defaultRpcEndpoint, type SolanaChain } from './chains.js';
import { WalletPayError } from './errors.js';
import {
  confirmPayment,
  preparePayment,
  sendPayment,
  signAndSendPayment,
  signPayment,
  type PaymentContext,
  type PaymentTarget,
} from './payment.js';
import { createSolanaRpc, type SolanaRpc } from './rpc.js';
import { KeypairWallet, signWith } from './test-support.js';
import { associatedTokenAddress } from './transfer.js';

/**
 * The payment pipeline against the real service and its local ledger, with a real keypair as the wallet: what
 * the browser runs, minus the browser. The e2e tests (e2e/wallet-*.spec.ts) drive the same code through the page.
 */

const CHAIN: SolanaChain = 'solana:localnet';
let service: TestService;
let client: CryptoCheckoutClient;
let rpc: SolanaRpc;

beforeAll(async () => {
  service = await startTestService({ RATES_USD: '{"SOL":"150","NGN":"1/1600"}' });
  client = createClient({ baseUrl: service.url });
  rpc = createSolanaRpc(defaultRpcEndpoint(service.url));
});
afterAll(async () => {
  await service.destroy();
});

async function openTransaction(crypto: 'SOL' | 'USDC' | 'USDT', amount = 48_000): Promise<PaymentTarget> {
  const merchant = createClient({ baseUrl: service.url, apiKey: service.demoBusiness.publicKey });
  const initiated = await merchant.transactions.initiate({
    crypto,
    baseFiat: 'NGN',
    amount,
    email: 'w@example.com',
  });
  const verified = await client.transactions.verify(initiated.reference);
  return {
    reference: verified.reference,
    crypto,
    network: 'sandbox',
    depositAddress: verified.address,
    due: String(verified.expectedAmountInCryptoPlusFee),
    paymentUri: verified.paymentUri ?? null,
    expiresAt: verified.expiresAt,
  };
}

function context(overrides: Partial<PaymentContext> = {}): PaymentContext {
  return { client, rpc, serverNow: () => Date.now(), signal: new AbortController().signal, ...overrides };
}

async function fund(
  wallet: KeypairWallet,
  sol: number,
  token?: { currency: 'USDC' | 'USDT'; amount: number },
) {
  if (sol > 0) await client.sandbox.airdrop({ address: wallet.publicAddress, amount: sol });
  if (token) await client.sandbox.mint({ address: wallet.publicAddress, ...token });
}

interface TokenBalance {
  accountIndex: number;
  uiTokenAmount: { amount: string };
}

async function rpcCall<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(defaultRpcEndpoint(service.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: T }).result;
}

/** Every transaction on the ledger that touched the address. */
const signaturesOf = (address: string) => rpcCall<unknown[]>('getSignaturesForAddress', [address]);

async function payInFull(wallet: KeypairWallet, target: PaymentTarget, ctx = context()) {
  const prepared = await preparePayment(wallet.publicAddress, target, ctx);
  const signed = await signPayment(wallet, prepared, CHAIN, target, ctx);
  const signature = await sendPayment(signed, prepared, target, ctx);
  expect(await confirmPayment(signature, signed.lastValidBlockHeight, ctx)).toBe('confirmed');
  return { prepared, signed, signature };
}

describe('paying from a wallet', () => {
  it('SOL: the service-built transfer, signed by the wallet, sent to /rpc, completes the payment', async () => {
    const target = await openTransaction('SOL');
    const wallet = new KeypairWallet();
    await fund(wallet, 2);
    const before = await rpc.getBalance(wallet.publicAddress);
    const { prepared, signature } = await payInFull(wallet, target);

    expect(prepared.amount).toBe(target.due);
    expect(wallet.requests).toEqual([{ kind: 'sign', chain: CHAIN }]);
    const verified = await client.transactions.verify(target.reference);
    expect(verified).toMatchObject({
      status: 'success',
      cryptoTransactionHash: signature,
      excessAmountReceivedInCrypto: 0,
    });
    expect(String(verified.receivedAmountInCrypto)).toBe(target.due);
    // The wallet paid the amount and one signature's fee.
    expect(before - (await rpc.getBalance(wallet.publicAddress))).toBe(prepared.expected.amount + 5000n);
  });

  it('USDC: a transferChecked from the wallet’s token account into the deposit’s', async () => {
    const target = await openTransaction('USDC');
    const wallet = new KeypairWallet();
    await fund(wallet, 0.01, { currency: 'USDC', amount: 100 });
    const { prepared, signature } = await payInFull(wallet, target);
    expect(await client.transactions.verify(target.reference)).toMatchObject({
      status: 'success',
      cryptoTransactionHash: signature,
    });
    const mint = prepared.expected.mint ?? '';
    expect(
      await rpc.getTokenAccountBalance(associatedTokenAddress(wallet.publicAddress, mint).toBase58()),
    ).toBe(100_000_000n - prepared.expected.amount);
    // The deposit's token account received exactly that (the service sweeps deposits later, so read the transfer).
    const deposit = associatedTokenAddress(target.depositAddress, mint).toBase58();
    const onChain = await rpcCall<{
      meta: { preTokenBalances: TokenBalance[]; postTokenBalances: TokenBalance[] };
      transaction: { message: { accountKeys: string[] } };
    }>('getTransaction', [signature, { encoding: 'json', commitment: 'confirmed' }]);
    const index = onChain.transaction.message.accountKeys.indexOf(deposit);
    const amountAt = (balances: TokenBalance[]) =>
      BigInt(balances.find((balance) => balance.accountIndex === index)?.uiTokenAmount.amount ?? '0');
    expect(amountAt(onChain.meta.postTokenBalances) - amountAt(onChain.meta.preTokenBalances)).toBe(
      prepared.expected.amount,
    );
  });

  it('builds the same transfer itself when the service sends none (reference key included)', async () => {
    const stripped: PaymentContext['client'] = {
      transactions: {
        ...client.transactions,
        walletConnect: async (...args) => {
          const { serializedTransaction: _dropped, ...answer } = await client.transactions.walletConnect(
            ...args,
          );
          return answer;
        },
      },
    };
    for (const crypto of ['SOL', 'USDT'] as const) {
      const target = await openTransaction(crypto);
      const wallet = new KeypairWallet();
      await fund(wallet, 1, crypto === 'USDT' ? { currency: 'USDT', amount: 50 } : undefined);
      const { prepared } = await payInFull(wallet, target, context({ client: stripped }));
      const reference = new URL(target.paymentUri ?? '').searchParams.get('reference');
      const keys = Transaction.from(prepared.transaction).instructions[0]?.keys.map((key) =>
        key.pubkey.toBase58(),
      );
      expect(keys).toContain(reference);
      expect((await client.transactions.verify(target.reference)).status).toBe('success');
    }
  });

  it('an unfunded wallet learns it before any prompt, and nothing is sent', async () => {
    const target = await openTransaction('SOL');
    const wallet = new KeypairWallet();
    const failure = await preparePayment(wallet.publicAddress, target, context()).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(WalletPayError);
    expect(failure).toMatchObject({
      code: 'insufficient_funds',
      details: { crypto: 'SOL', balance: '0' },
    });
    expect((failure as WalletPayError).details.needed).toBe(
      formatBaseUnits(toBaseUnits(target.due, 9) + 5000n, 9),
    );
    expect(wallet.requests).toEqual([]);
    expect(await signaturesOf(wallet.publicAddress)).toEqual([]);
  });

  it('a token payment: no tokens is "insufficient funds", tokens without SOL for the fee is "insufficient fee"', async () => {
    const target = await openTransaction('USDC');
    const noTokens = new KeypairWallet();
    await fund(noTokens, 1);
    await expect(preparePayment(noTokens.publicAddress, target, context())).rejects.toMatchObject({
      code: 'insufficient_funds',
      details: { crypto: 'USDC', balance: '0', needed: target.due },
    });
    const noSol = new KeypairWallet();
    await fund(noSol, 0, { currency: 'USDC', amount: 100 });
    await expect(preparePayment(noSol.publicAddress, target, context())).rejects.toMatchObject({
      code: 'insufficient_fee',
      details: { crypto: 'SOL', balance: '0' },
    });
    expect(await signaturesOf(noSol.publicAddress)).toHaveLength(1); // the mint only
  });

  it('the customer declining in the wallet is "rejected", and nothing is sent', async () => {
    const target = await openTransaction('SOL');
    const wallet = new KeypairWallet();
    await fund(wallet, 1);
    const prepared = await preparePayment(wallet.publicAddress, target, context());
    wallet.nextSign = 'reject';
    await expect(signPayment(wallet, prepared, CHAIN, target, context())).rejects.toMatchObject({
      code: 'rejected',
      stage: 'sign',
      retry: 'pay',
    });
    expect(await signaturesOf(wallet.publicAddress)).toHaveLength(1); // the airdrop only
  });

  it('a window that closes while the customer signs: the signed payment is not sent', async () => {
    const target = await openTransaction('SOL');
    const wallet = new KeypairWallet();
    await fund(wallet, 1);
    const prepared = await preparePayment(wallet.publicAddress, target, context());
    const late = context({ serverNow: () => Date.parse(target.expiresAt) - 1000 });
    await expect(signPayment(wallet, prepared, CHAIN, target, late)).rejects.toMatchObject({
      code: 'expired',
    });
    expect(await signaturesOf(wallet.publicAddress)).toHaveLength(1);
  });

  it('a transaction that was paid meanwhile is "closed" (the service answers 409)', async () => {
    const target = await openTransaction('SOL');
    await client.sandbox.pay(target.reference, { mode: 'exact' });
    const wallet = new KeypairWallet();
    await expect(preparePayment(wallet.publicAddress, target, context())).rejects.toMatchObject({
      code: 'closed',
      retry: null,
    });
  });

  it('refuses what a wallet signed when it is not the payment, or not signed with its key', async () => {
    const target = await openTransaction('SOL');
    const wallet = new KeypairWallet();
    await fund(wallet, 1);
    const prepared = await preparePayment(wallet.publicAddress, target, context());
    wallet.nextSign = async (bytes) => {
      // Signed, but not by the wallet's key: the signature does not verify.
      const signed = signWith(wallet.keypair, bytes);
      const forged = VersionedTransaction.deserialize(signed);
      forged.signatures[0] = Keypair.generate().secretKey.slice(0, 64);
      return forged.serialize();
    };
    await expect(signPayment(wallet, prepared, CHAIN, target, context())).rejects.toMatchObject({
      code: 'mismatch',
    });
    wallet.nextSign = async () => {
      const other = await preparePayment(wallet.publicAddress, { ...target }, context());
      const transaction = Transaction.from(other.transaction);
      transaction.instructions[0]?.data.writeBigUInt64LE(1n, 4);
      return signWith(wallet.keypair, new Uint8Array(transaction.serialize({ requireAllSignatures: false })));
    };
    await expect(signPayment(wallet, prepared, CHAIN, target, context())).rejects.toMatchObject({
      code: 'mismatch',
    });
  });

  it('sending the same signed payment again cannot pay twice', async () => {
    const target = await openTransaction('SOL');
    const wallet = new KeypairWallet();
    await fund(wallet, 2);
    const ctx = context();
    const prepared = await preparePayment(wallet.publicAddress, target, ctx);
    const signed = await signPayment(wallet, prepared, CHAIN, target, ctx);
    const first = await sendPayment(signed, prepared, target, ctx);
    const second = await sendPayment(signed, prepared, target, ctx);
    expect(second).toBe(first);
    const verified = await client.transactions.verify(target.reference);
    expect(verified).toMatchObject({ status: 'success', excessAmountReceivedInCrypto: 0 });
    expect(await signaturesOf(wallet.publicAddress)).toHaveLength(2); // airdrop + one payment
  });

  it('a wallet that sends itself: its signature is followed to confirmation', async () => {
    const target = await openTransaction('SOL');
    const wallet = new KeypairWallet();
    await fund(wallet, 1);
    wallet.signs = false;
    wallet.sends = async (signedBytes) => {
      const signature = await rpc.sendTransaction(Buffer.from(signedBytes).toString('base64'));
      return VersionedTransaction.deserialize(signedBytes).signatures[0] ?? new Uint8Array(signature.length);
    };
    const ctx = context();
    const prepared = await preparePayment(wallet.publicAddress, target, ctx);
    const signature = await signAndSendPayment(wallet, prepared, CHAIN, target, ctx);
    expect(await confirmPayment(signature, prepared.lastValidBlockHeight, ctx)).toBe('confirmed');
    expect(wallet.requests).toEqual([{ kind: 'signAndSend', chain: CHAIN }]);
    expect((await client.transactions.verify(target.reference)).status).toBe('success');
  });

  it('confirmation: unknown when the network never says, dropped once the blockhash has expired', async () => {
    const neverSent = bs58.encode(Keypair.generate().secretKey);
    await expect(confirmPayment(neverSent, 1e12, context(), { pollMs: 10, patienceMs: 150 })).resolves.toBe(
      'unknown',
    );
    await expect(confirmPayment(neverSent, 0, context(), { pollMs: 10 })).rejects.toMatchObject({
      code: 'dropped',
    });
    await expect(
      confirmPayment(neverSent, 0, context(), { pollMs: 10, notArrived: 'not_arrived' }),
    ).rejects.toMatchObject({ code: 'not_arrived' });
  });

  it('an unreachable RPC endpoint is "rpc_unreachable", retried from the start before signing', async () => {
    const target = await openTransaction('SOL');
    const wallet = new KeypairWallet();
    const dead = createSolanaRpc('http://127.0.0.1:9/rpc', { timeoutMs: 2000 });
    await expect(preparePayment(wallet.publicAddress, target, context({ rpc: dead }))).rejects.toMatchObject({
      code: 'rpc_unreachable',
      retry: 'pay',
    });
  });
});
