import { createServer as createHttpServer, type Server } from 'node:http';
import {
  createServer as createTcpServer,
  connect,
  type AddressInfo,
  type Server as TcpServer,
} from 'node:net';
import { Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from './fault-proxy.js';

/** The proxy's faults, against a stub JSON-RPC server (answers each call with its method) and a TCP echo. */

let rpc: Server;
let echo: TcpServer;
let proxy: FaultProxy;
const forwardedMethods: string[] = [];

beforeAll(async () => {
  rpc = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: number; method: string };
      forwardedMethods.push(call.method);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ jsonrpc: '2.0', result: call.method, id: call.id }));
    });
  });
  echo = createTcpServer((socket) => socket.pipe(socket));
  await new Promise<void>((resolve) => rpc.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  proxy = await startFaultProxy({
    url: `http://127.0.0.1:${(rpc.address() as AddressInfo).port}`,
    webSocketUrl: `ws://127.0.0.1:${(echo.address() as AddressInfo).port}`,
  });
});
afterAll(async () => {
  await proxy.close();
  await new Promise<void>((resolve) => rpc.close(() => resolve()));
  await new Promise<void>((resolve) => echo.close(() => resolve()));
});

const call = (method: string, params: unknown[] = [], signal?: AbortSignal) =>
  fetch(proxy.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    ...(signal ? { signal } : {}),
  });

describe('the fault proxy', () => {
  it('forwards calls as they are when no fault is planned', async () => {
    proxy.setPlan({});
    const response = await call('getSlot');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ jsonrpc: '2.0', result: 'getSlot', id: 1 });
  });

  it('answers every Nth request 429 with Retry-After, and every Mth 503, without forwarding them', async () => {
    proxy.setPlan({ rateLimitEvery: { n: 2, retryAfterSeconds: 3 }, unavailableEvery: 3 });
    const before = forwardedMethods.length;
    const statuses: number[] = [];
    const retryAfter: (string | null)[] = [];
    for (let index = 0; index < 6; index++) {
      const response = await call('getBalance');
      statuses.push(response.status);
      retryAfter.push(response.headers.get('retry-after'));
      await response.arrayBuffer();
    }
    expect(statuses).toEqual([200, 429, 503, 429, 200, 429]);
    expect(retryAfter[1]).toBe('3');
    expect(forwardedMethods.length - before).toBe(2);
  });

  it('swallows the next sendTransaction, answering its real signature, and forwards the one after', async () => {
    const payer = Keypair.generate();
    const transaction = new Transaction({
      feePayer: payer.publicKey,
      blockhash: bs58.encode(new Uint8Array(32).fill(7)),
      lastValidBlockHeight: 10,
    }).add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: payer.publicKey, lamports: 1 }));
    transaction.sign(payer);
    const signature = bs58.encode(transaction.signature ?? new Uint8Array());
    proxy.setPlan({ dropNextSendTransactions: 1 });
    const before = forwardedMethods.length;
    const wire = transaction.serialize().toString('base64');
    const dropped = await call('sendTransaction', [wire, { encoding: 'base64' }]);
    expect(await dropped.json()).toMatchObject({ result: signature });
    expect(proxy.stats.droppedTransactions).toContain(signature);
    expect(forwardedMethods.length).toBe(before);
    await (await call('sendTransaction', [wire, { encoding: 'base64' }])).arrayBuffer();
    expect(forwardedMethods.slice(before)).toEqual(['sendTransaction']);
  });

  it('holds requests for a hanging method until the client gives up, and delays the rest', async () => {
    proxy.setPlan({ hangMethods: ['getSignatureStatuses'], delayMs: 150 });
    await expect(call('getSignatureStatuses', [], AbortSignal.timeout(300))).rejects.toThrow();
    const started = Date.now();
    await (await call('getSlot')).arrayBuffer();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('relays the WebSocket port byte for byte and cuts every connection on dropSockets()', async () => {
    const socket = connect({ host: '127.0.0.1', port: Number(new URL(proxy.webSocketUrl).port) });
    const echoed = new Promise<string>((resolve) => socket.once('data', (data) => resolve(data.toString())));
    socket.write('ping');
    expect(await echoed).toBe('ping');
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    proxy.dropSockets();
    await closed;
    expect(proxy.stats.socketsDropped).toBeGreaterThan(0);
  });
});
