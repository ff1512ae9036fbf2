import { createServer, type Server } from 'node:net';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  sendAndConfirmTransaction,
  type SignatureResult,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/test-service.js';
import { listenForRpcSubscriptions, portBeside } from './websocket-listener.js';
import { embeddedLedger } from '../testing/embedded-ledger.js';

/**
 * The service's JSON-RPC as standard clients use it by default: `@solana/web3.js` given only `${url}/rpc` looks
 * for subscriptions at the port + 1, where the service listens too. Before that listener existed, every
 * confirmation below waited 30 seconds and failed; the tests' own timeout is shorter, so a regression fails here.
 */

/** Well under web3.js's 30-second confirmation timeout: a confirmation that never arrives fails the test. */
const UNLESS_HUNG = { timeout: 10_000 };

let service: TestService;
let connection: Connection;

beforeAll(async () => {
  service = await startTestService();
  connection = new Connection(`${service.url}/rpc`, 'confirmed');
});

afterAll(async () => {
  await service.destroy();
});

function portOf(url: string): number {
  return Number(new URL(url).port);
}

describe('a default @solana/web3.js Connection on the service', () => {
  it('finds the subscriptions where web3.js looks: the port after the service’s', () => {
    expect(service.rpcWebSocketUrl).toBe(`ws://127.0.0.1:${portOf(service.url) + 1}/rpc`);
  });

  it('confirms an airdrop', UNLESS_HUNG, async () => {
    const recipient = Keypair.generate();
    const signature = await connection.requestAirdrop(recipient.publicKey, LAMPORTS_PER_SOL);
    const confirmation = await connection.confirmTransaction({
      signature,
      ...(await connection.getLatestBlockhash()),
    });
    expect(confirmation.value.err).toBeNull();
    expect(await connection.getBalance(recipient.publicKey)).toBe(LAMPORTS_PER_SOL);
  });

  it('sends and confirms a SOL transfer with sendAndConfirmTransaction', UNLESS_HUNG, async () => {
    const alice = Keypair.generate();
    const bob = Keypair.generate();
    await connection.confirmTransaction({
      signature: await connection.requestAirdrop(alice.publicKey, 2 * LAMPORTS_PER_SOL),
      ...(await connection.getLatestBlockhash()),
    });
    const transfer = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob.publicKey, lamports: 300_000_000 }),
    );
    const signature = await sendAndConfirmTransaction(connection, transfer, [alice]);
    expect(await connection.getBalance(bob.publicKey)).toBe(300_000_000);
    const status = await connection.getSignatureStatus(signature);
    expect(status.value?.err).toBeNull();
  });
});

describe('the RPC WebSocket listener at the port + 1', () => {
  it('serves signatureSubscribe on any path, / included', UNLESS_HUNG, async () => {
    const root = `ws://127.0.0.1:${portOf(service.url) + 1}/`;
    const watcher = new Connection(`${service.url}/rpc`, { commitment: 'confirmed', wsEndpoint: root });
    const recipient = Keypair.generate();
    const signature = await connection.requestAirdrop(recipient.publicKey, LAMPORTS_PER_SOL);
    const result = await new Promise<SignatureResult>((resolve) => {
      watcher.onSignature(signature, (outcome) => resolve(outcome), 'confirmed');
    });
    expect(result.err).toBeNull();
  });

  it('answers a plain HTTP request with 426 and a JSON-RPC error pointing to the HTTP port', async () => {
    const response = await fetch(`http://127.0.0.1:${portOf(service.url) + 1}/rpc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }),
    });
    expect(response.status).toBe(426);
    expect(await response.json()).toMatchObject({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: expect.stringMatching(/WebSocket only; send calls to the HTTP port/) },
    });
  });

  it('refuses to start on a port in use when it was chosen, naming RPC_WS_PORT', async () => {
    const taken = await occupyFreePort();
    try {
      await expect(startTestService({ RPC_WS_PORT: String(taken.port) })).rejects.toThrow(
        `RPC_WS_PORT ${taken.port} is in use`,
      );
    } finally {
      taken.server.close();
    }
  });

  it('takes a free port instead when the port + 1 of a server on port 0 is taken', async () => {
    const taken = await occupyFreePort();
    try {
      // As for a service started on PORT=0 that landed just below a port in use.
      const placement = portBeside(taken.port - 1, 0, undefined);
      expect(placement).toEqual({ port: taken.port, whenTaken: 'any-free-port' });
      const listener = await listenForRpcSubscriptions(
        { ...service.context, ledger: embeddedLedger(service.context) },
        {
          host: '127.0.0.1',
          ...placement,
          setting: 'RPC_WS_PORT',
          advice: '',
        },
      );
      expect(listener.port).not.toBe(taken.port);
      await listener.close();
    } finally {
      taken.server.close();
    }
  });

  it('says where it looks beside a fixed port, and fails there rather than moving', () => {
    expect(portBeside(8787, 8787, 8788)).toEqual({ port: 8788, whenTaken: 'fail' });
    expect(portBeside(8899, 8899, undefined)).toEqual({ port: 8900, whenTaken: 'fail' });
    expect(portBeside(65535, 65535, undefined)).toEqual({ port: 0, whenTaken: 'fail' });
  });

  it('stops with the service', async () => {
    const own = await startTestService();
    const webSocketPort = portOf(own.rpcWebSocketUrl);
    await own.destroy();
    await expect(fetch(`http://127.0.0.1:${webSocketPort}/`)).rejects.toThrow();
  });
});

/** A port something else listens on, as when another program holds the port the listener wants. */
async function occupyFreePort(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return { server, port: address.port };
}
