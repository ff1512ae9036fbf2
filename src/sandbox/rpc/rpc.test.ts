import bs58 from 'bs58';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAccount,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  ComputeBudgetProgram,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
  sendAndConfirmTransaction,
  type Context,
  type SignatureResult,
} from '@solana/web3.js';
import { SOLANA_TOKEN_MINTS } from '../../api/solana-mints.js';
import { prepareDeposit } from '../payments/prepare-deposit.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { SANDBOX_GENESIS_HASH } from './methods/chain.js';
import { rpcEndpoints } from './server.js';
import { SubscriptionHub, type SessionSocket } from './subscriptions.js';
import { embeddedLedger } from '../testing/embedded-ledger.js';

const USDC = new PublicKey(SOLANA_TOKEN_MINTS.sandbox.USDC);

let service: TestService | undefined;
let connection: Connection;
let endpoints: { http: string; ws: string };

function running(): TestService {
  if (!service) throw new Error('the service is not running');
  return service;
}

beforeAll(async () => {
  service = await startTestService();
  endpoints = rpcEndpoints(service.url);
  connection = new Connection(endpoints.http, { commitment: 'confirmed', wsEndpoint: endpoints.ws });
});

afterAll(async () => {
  await service?.destroy();
});

/** A raw JSON-RPC call, to see exactly what the server answers. */
async function rpc(body: unknown, init: { contentType?: string } = {}) {
  const response = await fetch(endpoints.http, {
    method: 'POST',
    headers: { 'content-type': init.contentType ?? 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function call(method: string, params?: unknown[]) {
  const { body } = await rpc({ jsonrpc: '2.0', id: 1, method, ...(params ? { params } : {}) });
  return body as { result?: unknown; error?: { code: number; message: string; data?: unknown } };
}

async function fundedKeypair(sol = 2): Promise<Keypair> {
  const keypair = Keypair.generate();
  const signature = await connection.requestAirdrop(keypair.publicKey, sol * LAMPORTS_PER_SOL);
  const latest = await connection.getLatestBlockhash();
  const confirmation = await connection.confirmTransaction({ signature, ...latest });
  expect(confirmation.value.err).toBeNull();
  return keypair;
}

/** Retries `trigger` until `done()` holds: a subscription becomes active a moment after it is requested. */
async function until(done: () => boolean, trigger: () => Promise<unknown>): Promise<void> {
  for (let attempt = 0; attempt < 20 && !done(); attempt++) {
    await trigger();
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  expect(done()).toBe(true);
}

describe('Solana JSON-RPC at /rpc with @solana/web3.js', () => {
  it('airdrops SOL to a new keypair and confirms it', async () => {
    const keypair = Keypair.generate();
    const signature = await connection.requestAirdrop(keypair.publicKey, 1.5 * LAMPORTS_PER_SOL);
    const latest = await connection.getLatestBlockhash();
    expect(latest.lastValidBlockHeight).toBeGreaterThan(await connection.getBlockHeight());
    const confirmation = await connection.confirmTransaction({ signature, ...latest });
    expect(confirmation.value.err).toBeNull();
    expect(await connection.getBalance(keypair.publicKey)).toBe(1.5 * LAMPORTS_PER_SOL);
    const status = await connection.getSignatureStatus(signature, { searchTransactionHistory: true });
    expect(status.value).toMatchObject({ err: null, confirmations: null, confirmationStatus: 'finalized' });
  });

  it('refuses an airdrop above the faucet cap with a clear error', async () => {
    const response = await call('requestAirdrop', [
      Keypair.generate().publicKey.toBase58(),
      5000 * LAMPORTS_PER_SOL,
    ]);
    expect(response.error?.code).toBe(-32602);
    expect(response.error?.message).toMatch(/at most 1000000000000 lamports \(1000 SOL\)/);
  });

  it('sends and confirms a SOL transfer, then finds it with getTransaction and getSignaturesForAddress', async () => {
    const alice = await fundedKeypair();
    const bob = Keypair.generate();
    const transfer = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob.publicKey, lamports: 250_000_000 }),
    );
    const signature = await sendAndConfirmTransaction(connection, transfer, [alice]);
    expect(await connection.getBalance(bob.publicKey)).toBe(250_000_000);

    const transaction = await connection.getTransaction(signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    expect(transaction?.version).toBe('legacy');
    expect(transaction?.meta?.err).toBeNull();
    expect(transaction?.meta?.fee).toBe(5000);
    expect(transaction?.meta?.preBalances.slice(0, 2)).toEqual([2 * LAMPORTS_PER_SOL, 0]);
    expect(transaction?.meta?.postBalances.slice(0, 2)).toEqual([
      2 * LAMPORTS_PER_SOL - 250_000_000 - 5000,
      250_000_000,
    ]);
    expect(transaction?.meta?.loadedAddresses).toEqual({ writable: [], readonly: [] });
    expect(transaction?.blockTime).toBeGreaterThan(1_600_000_000);
    expect(transaction?.transaction.message.staticAccountKeys[0]?.equals(alice.publicKey)).toBe(true);

    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(parsed?.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: {
        type: 'transfer',
        info: {
          source: alice.publicKey.toBase58(),
          destination: bob.publicKey.toBase58(),
          lamports: 250_000_000,
        },
      },
    });

    const base64 = await call('getTransaction', [signature, { encoding: 'base64' }]);
    const [wire] = (base64.result as { transaction: [string, string] }).transaction;
    expect(bs58Signature(VersionedTransaction.deserialize(Buffer.from(wire, 'base64')))).toBe(signature);

    const history = await connection.getSignaturesForAddress(bob.publicKey);
    expect(history).toEqual([
      {
        signature,
        slot: transaction?.slot,
        err: null,
        memo: null,
        blockTime: transaction?.blockTime,
        confirmationStatus: 'finalized',
      },
    ]);
    const aliceHistory = await connection.getSignaturesForAddress(alice.publicKey, { limit: 1 });
    expect(aliceHistory.map((entry) => entry.signature)).toEqual([signature]);
    const older = await connection.getSignaturesForAddress(alice.publicKey, { before: signature });
    expect(older).toHaveLength(1);
    expect(older[0]?.signature).not.toBe(signature);
  });

  it('moves sandbox USDC with transferChecked and reads the token accounts back', async () => {
    const { context } = running();
    const alice = await fundedKeypair();
    const bob = Keypair.generate();
    await embeddedLedger(context).mintTokens('USDC', alice.publicKey.toBase58(), 25_000_000n);
    const source = getAssociatedTokenAddressSync(USDC, alice.publicKey);
    const destination = getAssociatedTokenAddressSync(USDC, bob.publicKey);
    const transfer = new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(alice.publicKey, destination, bob.publicKey, USDC),
      createTransferCheckedInstruction(source, USDC, destination, alice.publicKey, 7_500_000n, 6),
    );
    await sendAndConfirmTransaction(connection, transfer, [alice]);

    expect((await connection.getTokenAccountBalance(destination)).value).toEqual({
      amount: '7500000',
      decimals: 6,
      uiAmount: 7.5,
      uiAmountString: '7.5',
    });
    expect((await connection.getTokenAccountBalance(source)).value.amount).toBe('17500000');
    expect((await getAccount(connection, destination)).amount).toBe(7_500_000n);

    const byMint = await connection.getTokenAccountsByOwner(bob.publicKey, { mint: USDC });
    expect(byMint.value.map((entry) => entry.pubkey.toBase58())).toEqual([destination.toBase58()]);
    expect(byMint.value[0]?.account.owner.equals(TOKEN_PROGRAM_ID)).toBe(true);
    const parsed = await connection.getParsedTokenAccountsByOwner(bob.publicKey, {
      programId: TOKEN_PROGRAM_ID,
    });
    expect(parsed.value[0]?.account.data.parsed).toMatchObject({
      type: 'account',
      info: { mint: USDC.toBase58(), owner: bob.publicKey.toBase58(), tokenAmount: { amount: '7500000' } },
    });
    const supply = await connection.getTokenSupply(USDC);
    expect(BigInt(supply.value.amount)).toBeGreaterThanOrEqual(25_000_000n);

    const notAToken = await call('getTokenAccountBalance', [bob.publicKey.toBase58()]);
    expect(notAToken.error).toEqual({ code: -32602, message: 'Invalid param: could not find account' });
  });

  it('rejects an overdraft in preflight with the token program logs, and records it with skipPreflight', async () => {
    const { context } = running();
    const payer = await fundedKeypair();
    const shop = Keypair.generate();
    await embeddedLedger(context).mintTokens('USDC', payer.publicKey.toBase58(), 1_000_000n);
    await prepareDeposit(context.chain, shop.publicKey.toBase58(), 'USDC', context.custody.feePayer);
    const source = getAssociatedTokenAddressSync(USDC, payer.publicKey);
    const destination = getAssociatedTokenAddressSync(USDC, shop.publicKey);
    const overdraft = (amount: bigint) =>
      new Transaction().add(
        createTransferCheckedInstruction(source, USDC, destination, payer.publicKey, amount, 6),
      );

    const failure = await connection.sendTransaction(overdraft(5_000_000n), [payer]).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(SendTransactionError);
    const sendError = failure as SendTransactionError;
    expect(sendError.message).toContain('Transaction simulation failed');
    expect(sendError.logs?.join('\n')).toContain('Error: insufficient funds');

    const signature = await connection.sendTransaction(overdraft(6_000_000n), [payer], {
      skipPreflight: true,
    });
    const status = await connection.getSignatureStatus(signature);
    expect(status.value?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    const recorded = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(recorded?.meta?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(recorded?.meta?.fee).toBe(5000);
  });

  it('reports the fee the ledger charged, priority fee included', async () => {
    const payer = await fundedKeypair();
    const instructions = [
      ComputeBudgetProgram.setComputeUnitLimit({ units: 10_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 250_000 }),
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: USDC, lamports: 1_000_000 }),
    ];
    const latest = await connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: latest.blockhash,
      instructions,
    }).compileToV0Message();
    // 5000 per signature + ceil(250,000 µlamports × 10,000 units / 10^6) = 7500.
    expect((await connection.getFeeForMessage(message)).value).toBe(7500);
    const transaction = new VersionedTransaction(message);
    transaction.sign([payer]);
    const signature = await connection.sendTransaction(transaction);
    await connection.confirmTransaction({ signature, ...latest });
    const recorded = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(recorded?.version).toBe(0);
    expect(recorded?.meta?.fee).toBe(7500);
    expect(recorded?.meta?.postBalances[0]).toBe(2 * LAMPORTS_PER_SOL - 1_000_000 - 7500);
  });

  it('answers -32003 for a transaction whose signature does not verify', async () => {
    const payer = await fundedKeypair();
    const transaction = new Transaction({
      feePayer: payer.publicKey,
      ...(await connection.getLatestBlockhash()),
    }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1e6,
      }),
    );
    transaction.sign(payer);
    const wire = transaction.serialize();
    wire[5] = (wire[5] ?? 0) ^ 0xff;
    for (const skipPreflight of [false, true]) {
      const response = await call('sendTransaction', [
        wire.toString('base64'),
        { encoding: 'base64', skipPreflight },
      ]);
      expect(response.error).toEqual({ code: -32003, message: 'Transaction signature verification failure' });
    }
  });

  it('simulates an unsigned transaction without verifying signatures', async () => {
    const payer = await fundedKeypair();
    const recipient = Keypair.generate().publicKey;
    const transaction = new Transaction({ feePayer: payer.publicKey }).add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 10_000_000 }),
    );
    const simulation = await connection.simulateTransaction(transaction);
    expect(simulation.value.err).toBeNull();
    expect(simulation.value.logs?.join('\n')).toContain('11111111111111111111111111111111 success');

    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
      instructions: [
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 10_000_000 }),
      ],
    }).compileToV0Message();
    const withAccounts = await connection.simulateTransaction(new VersionedTransaction(message), {
      sigVerify: false,
      replaceRecentBlockhash: true,
      accounts: { addresses: [recipient.toBase58()], encoding: 'base64' },
    });
    expect(withAccounts.value.err).toBeNull();
    expect(withAccounts.value.accounts?.[0]?.lamports).toBe(10_000_000);
    expect(await connection.getBalance(recipient)).toBe(0);

    const stale = await connection.simulateTransaction(new VersionedTransaction(message), {
      sigVerify: false,
    });
    expect(stale.value.err).toBe('BlockhashNotFound');
  });

  it('notifies account changes and signatures over the WebSocket', async () => {
    const watched = Keypair.generate();
    const changes: { lamports: number; slot: number }[] = [];
    const accountSubscription = connection.onAccountChange(watched.publicKey, (account, context) =>
      changes.push({ lamports: account.lamports, slot: context.slot }),
    );
    let airdrops = 0;
    await until(
      () => changes.length > 0,
      async () => {
        airdrops += 1;
        await connection.requestAirdrop(watched.publicKey, LAMPORTS_PER_SOL);
      },
    );
    expect(changes.at(-1)?.lamports).toBe(airdrops * LAMPORTS_PER_SOL);
    await connection.removeAccountChangeListener(accountSubscription);

    const payer = await fundedKeypair();
    const transaction = new Transaction({
      feePayer: payer.publicKey,
      ...(await connection.getLatestBlockhash()),
    }).add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: watched.publicKey, lamports: 3 }));
    transaction.sign(payer);
    const signature = bs58Signature(VersionedTransaction.deserialize(transaction.serialize()));
    const notified = new Promise<[SignatureResult, Context]>((resolve) => {
      connection.onSignature(signature, (result, context) => resolve([result, context]), 'confirmed');
    });
    await connection.sendRawTransaction(transaction.serialize());
    const [result, context] = await notified;
    expect(result.err).toBeNull();
    expect(context.slot).toBeGreaterThan(0);
  });

  it('answers fees, rent, version, health, genesis hash and epoch info', async () => {
    const payer = Keypair.generate();
    const latest = await connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: latest.blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: USDC, lamports: 1 })],
    }).compileToLegacyMessage();
    expect((await connection.getFeeForMessage(message)).value).toBe(5000);
    message.recentBlockhash = Keypair.generate().publicKey.toBase58();
    expect((await connection.getFeeForMessage(message)).value).toBeNull();

    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890_880);
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280);
    expect((await connection.getVersion())['solana-core']).toMatch(/^2\./);
    expect(await connection.getGenesisHash()).toBe(SANDBOX_GENESIS_HASH);
    expect((await call('getHealth')).result).toBe('ok');
    const epoch = await connection.getEpochInfo();
    expect(epoch.absoluteSlot).toBe(await connection.getSlot());
    expect(epoch.slotsInEpoch).toBe(432_000);
    expect((await connection.isBlockhashValid(latest.blockhash)).value).toBe(true);
    expect((await connection.isBlockhashValid(Keypair.generate().publicKey.toBase58())).value).toBe(false);
    expect(await connection.getRecentPrioritizationFees()).toEqual([]);
    const multiple = await connection.getMultipleAccountsInfo([USDC, Keypair.generate().publicKey]);
    expect(multiple[0]?.owner.equals(TOKEN_PROGRAM_ID)).toBe(true);
    expect(multiple[1]).toBeNull();
  });
});

describe('JSON-RPC framing and errors', () => {
  it('answers malformed JSON with -32700 and an unknown method with -32601', async () => {
    expect(await rpc('{"jsonrpc":"2.0",', {})).toEqual({
      status: 200,
      body: { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } },
    });
    expect((await rpc('', { contentType: 'text/plain' })).body).toMatchObject({ error: { code: -32700 } });
    expect((await rpc({ jsonrpc: '2.0', id: 'a', method: 'getEverything' })).body).toEqual({
      jsonrpc: '2.0',
      id: 'a',
      error: { code: -32601, message: 'Method not found' },
    });
  });

  it('names the bad parameter', async () => {
    expect((await call('getBalance', ['not-a-key!'])).error).toEqual({
      code: -32602,
      message: 'Invalid param: Invalid',
    });
    expect((await call('getBalance', ['abc'])).error).toEqual({
      code: -32602,
      message: 'Invalid param: WrongSize',
    });
    expect((await call('getBalance', [42])).error?.message).toMatch(/^Invalid params: pubkey: /);
    expect((await call('getBalance')).error?.message).toMatch(
      /^Invalid params: expected at least 1 parameters/,
    );
    const encoding = await call('getAccountInfo', [USDC.toBase58(), { encoding: 'base64+zstd' }]);
    expect(encoding.error?.message).toMatch(/^Invalid params: unsupported encoding: base64\+zstd/);
    const unknown = await call('getAccountInfo', [USDC.toBase58(), { encoding: 'xml' }]);
    expect(unknown.error?.message).toMatch(/^Invalid params: config\.encoding: /);
    const garbage = await call('sendTransaction', ['AAAA', { encoding: 'base64' }]);
    expect(garbage.error?.code).toBe(-32602);
  });

  it('answers a batch in order, skipping notifications', async () => {
    const { status, body } = await rpc([
      { jsonrpc: '2.0', id: 1, method: 'getSlot' },
      { jsonrpc: '2.0', id: 2, method: 'noSuchMethod' },
      { jsonrpc: '2.0', method: 'getSlot' },
      { id: 3, method: 'getSlot' },
      { jsonrpc: '2.0', id: 4, method: 'getBalance', params: ['abc'] },
      7,
    ]);
    expect(status).toBe(200);
    expect(body).toEqual([
      { jsonrpc: '2.0', id: 1, result: expect.any(Number) },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } },
      { jsonrpc: '2.0', id: 3, error: { code: -32600, message: 'Invalid request' } },
      { jsonrpc: '2.0', id: 4, error: { code: -32602, message: 'Invalid param: WrongSize' } },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } },
    ]);
    expect((await rpc([])).body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Invalid request' },
    });
  });

  it('answers JSON-RPC, with CORS, whatever reaches /rpc', async () => {
    const get = await fetch(endpoints.http, { headers: { origin: 'https://shop.example' } });
    expect(get.status).toBe(405);
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
    expect(await get.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
    const huge = await rpc({ jsonrpc: '2.0', id: 1, method: 'getSlot', params: ['x'.repeat(200_000)] });
    expect(huge).toMatchObject({ status: 413, body: { error: { code: -32600 } } });
  });
});

describe('subscriptions', () => {
  it('sends notifications in the standard format, after the subscription id, and forgets closed sessions', async () => {
    const { context } = running();
    const errors: unknown[] = [];
    const hub = new SubscriptionHub(
      { ledger: embeddedLedger(context), database: context.database },
      (error) => errors.push(error),
    );
    const sent: unknown[] = [];
    const socket: SessionSocket = { readyState: 1, send: (data) => sent.push(JSON.parse(data)) };
    const session = hub.openSession(socket);
    const recipient = Keypair.generate().publicKey.toBase58();
    const accountId = hub.subscribe(session, {
      kind: 'account',
      address: recipient,
      encoding: 'base64',
      dataSlice: undefined,
    });
    const slotId = hub.subscribe(session, { kind: 'slot' });
    session.replied();
    const airdrop = await embeddedLedger(context).airdrop(recipient, 1_000_000n);
    const signatureId = hub.subscribe(session, { kind: 'signature', signature: airdrop.signature });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Nothing about the signature before the client has had its subscription id.
    expect(sent).toHaveLength(2);
    session.replied();
    const slot = Number(airdrop.slot);
    expect(sent).toEqual([
      {
        jsonrpc: '2.0',
        method: 'accountNotification',
        params: {
          subscription: accountId,
          result: {
            context: { slot },
            value: {
              lamports: 1_000_000,
              owner: SystemProgram.programId.toBase58(),
              data: ['', 'base64'],
              executable: false,
              rentEpoch: 0,
              space: 0,
            },
          },
        },
      },
      {
        jsonrpc: '2.0',
        method: 'slotNotification',
        params: { subscription: slotId, result: { parent: slot - 1, root: slot, slot } },
      },
      {
        jsonrpc: '2.0',
        method: 'signatureNotification',
        params: { subscription: signatureId, result: { context: { slot }, value: { err: null } } },
      },
    ]);
    expect(hub.size).toBe(2);
    expect(hub.unsubscribe(session, 'signature', signatureId)).toBe(false);
    expect(hub.unsubscribe(session, 'slot', slotId)).toBe(true);
    hub.closeSession(session);
    expect(hub.size).toBe(0);
    hub.close();
    expect(errors).toEqual([]);
  });

  it('closes promptly with subscriptions open', async () => {
    const watcher = new Connection(endpoints.http, { commitment: 'confirmed', wsEndpoint: endpoints.ws });
    const changes: number[] = [];
    const watched = Keypair.generate().publicKey;
    const subscription = watcher.onAccountChange(watched, (account) => changes.push(account.lamports));
    await until(
      () => changes.length > 0,
      () => connection.requestAirdrop(watched, LAMPORTS_PER_SOL),
    );
    const started = Date.now();
    await running().destroy();
    service = undefined;
    expect(Date.now() - started).toBeLessThan(3000);
    void watcher.removeAccountChangeListener(subscription).catch(() => undefined);
  });
});

function bs58Signature(transaction: VersionedTransaction): string {
  const [first] = transaction.signatures;
  if (!first) throw new Error('unsigned');
  return bs58.encode(first);
}
