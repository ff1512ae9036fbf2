import { describe, expect, it } from 'vitest';
import { loadConfig, portAfter } from './config.js';

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

  it('refuses RPC_WS_PORT equal to PORT, or not a port', () => {
    expect(() => loadConfig({ PORT: '9000', RPC_WS_PORT: '9000' })).toThrow(
      /RPC_WS_PORT: must differ from PORT/,
    );
    expect(() => loadConfig({ RPC_WS_PORT: '70000' })).toThrow(/RPC_WS_PORT/);
    expect(loadConfig({ PORT: '0', RPC_WS_PORT: '0' }).rpcWebSocketPort).toBe(0);
  });
});
