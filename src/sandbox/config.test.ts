import { describe, expect, it } from 'vitest';
import { loadConfig, portAfter, solanaWebSocketUrlFor } from './config.js';

/** The ports the service listens on: its own, the RPC WebSocket's after it, and the demo shop's after that. */
describe('the service’s ports', () => {
  it('puts the RPC WebSocket at PORT + 1, where @solana/web3.js looks, and the shop at PORT + 2', () => {
    expect(loadConfig({})).toMatchObject({ port: 8787, rpcWebSocketPort: 8788, shopPort: 8789 });
    expect(loadConfig({ PORT: '9000' })).toMatchObject({ rpcWebSocketPort: 9001, shopPort: 9002 });
  });

  it('takes RPC_WS_PORT and SHOP_PORT as given', () => {
    expect(loadConfig({ RPC_WS_PORT: '7000', SHOP_PORT: '7001' })).toMatchObject({
      port: 8787,
      rpcWebSocketPort: 7000,
      shopPort: 7001,
    });
    expect(loadConfig({ RPC_WS_PORT: '0' }).rpcWebSocketPort).toBe(0);
  });

  it('leaves the RPC WebSocket port to start-up with PORT=0, and the shop to a free port', () => {
    expect(loadConfig({ PORT: '0' })).toMatchObject({ port: 0, rpcWebSocketPort: undefined, shopPort: 0 });
  });

  it('picks a free port when PORT + 1 or + 2 is past the last port', () => {
    expect(loadConfig({ PORT: '65535' })).toMatchObject({ rpcWebSocketPort: 0, shopPort: 0 });
    expect(loadConfig({ PORT: '65534' })).toMatchObject({ rpcWebSocketPort: 65535, shopPort: 0 });
    expect(portAfter(0, 1)).toBe(0);
  });

  it('takes INSTANCE_ID as a plain name, and refuses anything else', () => {
    expect(loadConfig({ INSTANCE_ID: 'web-1.eu_west' }).instanceName).toBe('web-1.eu_west');
    expect(loadConfig({}).instanceName).toBeUndefined();
    expect(() => loadConfig({ INSTANCE_ID: 'web 1' })).toThrow(/INSTANCE_ID/);
    expect(() => loadConfig({ INSTANCE_ID: 'x'.repeat(65) })).toThrow(/INSTANCE_ID/);
  });

  it('refuses RPC_WS_PORT equal to PORT, or not a port', () => {
    expect(() => loadConfig({ PORT: '9000', RPC_WS_PORT: '9000' })).toThrow(
      /RPC_WS_PORT: must differ from PORT/,
    );
    expect(() => loadConfig({ RPC_WS_PORT: '70000' })).toThrow(/RPC_WS_PORT/);
    expect(loadConfig({ PORT: '0', RPC_WS_PORT: '0' }).rpcWebSocketPort).toBe(0);
  });
});

/** SOLANA_RPC_URL / SOLANA_WS_URL: the chain as a JSON-RPC endpoint instead of the embedded ledger. */
describe('the Solana RPC endpoint', () => {
  it('is unset by default: the embedded ledger', () => {
    expect(loadConfig({})).toMatchObject({ solanaRpcUrl: undefined, solanaWebSocketUrl: undefined });
  });

  it('derives the WebSocket URL as web3.js does: ws(s), and the next port when one is given', () => {
    expect(loadConfig({ SOLANA_RPC_URL: 'http://127.0.0.1:8899' }).solanaWebSocketUrl).toBe(
      'ws://127.0.0.1:8900/',
    );
    expect(solanaWebSocketUrlFor('https://rpc.example.com/v1/key')).toBe('wss://rpc.example.com/v1/key');
    expect(solanaWebSocketUrlFor('https://rpc.example.com:8443/')).toBe('wss://rpc.example.com:8444/');
  });

  it('takes SOLANA_WS_URL as it is', () => {
    expect(
      loadConfig({ SOLANA_RPC_URL: 'https://rpc.example.com', SOLANA_WS_URL: 'wss://ws.example.com/socket' }),
    ).toMatchObject({
      solanaRpcUrl: 'https://rpc.example.com',
      solanaWebSocketUrl: 'wss://ws.example.com/socket',
    });
  });

  it('refuses what is not an http(s) or ws(s) URL, naming the variable', () => {
    expect(() => loadConfig({ SOLANA_RPC_URL: 'ws://127.0.0.1:8900' })).toThrow(
      /SOLANA_RPC_URL: must be an http:\/\/ or https:\/\/ URL/,
    );
    expect(() => loadConfig({ SOLANA_RPC_URL: 'localhost:8899' })).toThrow(/SOLANA_RPC_URL/);
    expect(() =>
      loadConfig({ SOLANA_RPC_URL: 'http://127.0.0.1:8899', SOLANA_WS_URL: 'http://127.0.0.1:8900' }),
    ).toThrow(/SOLANA_WS_URL: must be a ws:\/\/ or wss:\/\/ URL/);
  });
});

/** SOLANA_CLUSTER: which cluster, and what it asks of the rest of the configuration. */
describe('the Solana cluster', () => {
  const live = {
    SANDBOX_PUBLIC_KEY: `pk_live_${'a'.repeat(24)}`,
    SANDBOX_SECRET_KEY: `sk_live_${'b'.repeat(24)}`,
  };
  const test = {
    SANDBOX_PUBLIC_KEY: `pk_test_${'a'.repeat(24)}`,
    SANDBOX_SECRET_KEY: `sk_test_${'b'.repeat(24)}`,
  };
  const wallet = 'Cx8AA5d7sFWzUxsRhpWAGXNM8r4RkCsL9KbzhbsZR2SQ';
  const rpc = {
    SOLANA_RPC_URL: 'https://api.devnet.solana.com',
    SETTLEMENT_ADDRESS: wallet,
    DEPOSIT_SEED: '5a'.repeat(32),
  };

  it('is localnet by default, and takes devnet and mainnet-beta', () => {
    expect(loadConfig({}).solanaCluster).toBe('localnet');
    expect(loadConfig({ SOLANA_CLUSTER: 'localnet', ...test }).solanaCluster).toBe('localnet');
    expect(loadConfig({ SOLANA_CLUSTER: 'devnet', ...rpc, ...live }).solanaCluster).toBe('devnet');
    expect(loadConfig({ SOLANA_CLUSTER: 'mainnet-beta', ...rpc }).solanaCluster).toBe('mainnet-beta');
  });

  it('refuses another name, naming the variable and the choices', () => {
    expect(() => loadConfig({ SOLANA_CLUSTER: 'mainnet' })).toThrow(
      /SOLANA_CLUSTER: must be one of localnet, devnet, mainnet-beta/,
    );
    expect(() => loadConfig({ SOLANA_CLUSTER: 'testnet' })).toThrow(/SOLANA_CLUSTER/);
  });

  it('refuses a public cluster without SOLANA_RPC_URL: the embedded ledger is a localnet', () => {
    expect(() => loadConfig({ SOLANA_CLUSTER: 'devnet', SETTLEMENT_ADDRESS: wallet })).toThrow(
      /SOLANA_CLUSTER: devnet needs SOLANA_RPC_URL.*embedded ledger is a localnet/,
    );
    expect(() => loadConfig({ SOLANA_CLUSTER: 'mainnet-beta', ...live })).toThrow(
      /SOLANA_CLUSTER: mainnet-beta needs SOLANA_RPC_URL/,
    );
  });

  it("wants SETTLEMENT_ADDRESS, the merchant's own wallet, on the public clusters only", () => {
    expect(() =>
      loadConfig({ SOLANA_CLUSTER: 'devnet', ...rpc, SETTLEMENT_ADDRESS: undefined, ...live }),
    ).toThrow(/SETTLEMENT_ADDRESS: is required on SOLANA_CLUSTER=devnet/);
    expect(loadConfig({ SOLANA_CLUSTER: 'mainnet-beta', ...rpc }).settlementAddress).toBe(wallet);
    expect(() => loadConfig({ SETTLEMENT_ADDRESS: wallet })).toThrow(
      /SETTLEMENT_ADDRESS: is for devnet and mainnet-beta; on localnet/,
    );
    expect(() =>
      loadConfig({ SOLANA_CLUSTER: 'devnet', ...rpc, SETTLEMENT_ADDRESS: 'not-a-wallet' }),
    ).toThrow(/SETTLEMENT_ADDRESS: must be a base58 Solana address/);
    expect(loadConfig({}).settlementAddress).toBeUndefined();
  });

  it('wants DEPOSIT_SEED given on the public clusters, never generated into DATA_DIR', () => {
    expect(() =>
      loadConfig({ SOLANA_CLUSTER: 'mainnet-beta', ...rpc, DEPOSIT_SEED: undefined, ...live }),
    ).toThrow(/DEPOSIT_SEED: is required on SOLANA_CLUSTER=mainnet-beta/);
    expect(loadConfig({}).depositSeed).toBeUndefined();
  });

  it('wants test keys on localnet and live keys on the public clusters, naming each wrong one', () => {
    expect(() => loadConfig({ ...live })).toThrow(
      /SANDBOX_PUBLIC_KEY: must start with pk_test_ on SOLANA_CLUSTER=localnet\n {2}SANDBOX_SECRET_KEY: must start with sk_test_/,
    );
    expect(() => loadConfig({ SOLANA_CLUSTER: 'devnet', ...rpc, ...test })).toThrow(
      /SANDBOX_PUBLIC_KEY: must start with pk_live_ on SOLANA_CLUSTER=devnet/,
    );
    expect(() =>
      loadConfig({ SOLANA_CLUSTER: 'mainnet-beta', ...rpc, SANDBOX_SECRET_KEY: test.SANDBOX_SECRET_KEY }),
    ).toThrow(/SANDBOX_SECRET_KEY: must start with sk_live_ on SOLANA_CLUSTER=mainnet-beta/);
    expect(loadConfig({ SOLANA_CLUSTER: 'devnet', ...rpc, ...live })).toMatchObject({
      publicKey: live.SANDBOX_PUBLIC_KEY,
      secretKey: live.SANDBOX_SECRET_KEY,
    });
    expect(() => loadConfig({ SANDBOX_PUBLIC_KEY: 'pk_prod_abcdefghijklmnop' })).toThrow(
      /must look like pk_test_ or pk_live_/,
    );
  });
});

describe('console sessions', () => {
  it('last DASHBOARD_SESSION_MINUTES, 12 hours by default, at least a minute', () => {
    expect(loadConfig({}).dashboardSessionMinutes).toBe(720);
    expect(loadConfig({ DASHBOARD_SESSION_MINUTES: '1' }).dashboardSessionMinutes).toBe(1);
    for (const value of ['0', '1.5', 'soon']) {
      expect(() => loadConfig({ DASHBOARD_SESSION_MINUTES: value }), value).toThrow(
        /DASHBOARD_SESSION_MINUTES/,
      );
    }
  });
});
