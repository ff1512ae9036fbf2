import { describe, expect, it } from 'vitest';
import { PREFLIGHT_FAILURE_CODE, SolanaRpcError, createSolanaRpc, preflightFailure } from './rpc.js';

type Handler = (
  body: { method: string; params: unknown[] },
  init: RequestInit,
) => Response | Promise<Response>;

function rpcWith(handler: Handler, timeoutMs?: number) {
  const calls: { method: string; headers: Headers }[] = [];
  const rpc = createSolanaRpc('https://rpc.test/', {
    ...(timeoutMs ? { timeoutMs } : {}),
    fetch: async (_url, init) => {
      const body = JSON.parse(String(init.body)) as { method: string; params: unknown[] };
      calls.push({ method: body.method, headers: new Headers(init.headers) });
      return handler(body, init);
    },
  });
  return { rpc, calls };
}

const answer = (result: unknown) => Response.json({ jsonrpc: '2.0', id: 1, result });

describe('the Solana RPC client', () => {
  it('reads answers, with no header that would need a CORS preflight of its own', async () => {
    const { rpc, calls } = rpcWith(({ method }) => {
      if (method === 'getLatestBlockhash')
        return answer({ context: { slot: 1 }, value: { blockhash: 'abc', lastValidBlockHeight: 150 } });
      if (method === 'getBalance') return answer({ context: { slot: 1 }, value: 2_000_000_000 });
      if (method === 'getSignatureStatuses')
        return answer({ context: { slot: 1 }, value: [{ confirmationStatus: 'confirmed', err: null }] });
      return answer('x');
    });
    expect(await rpc.getLatestBlockhash()).toEqual({ blockhash: 'abc', lastValidBlockHeight: 150 });
    expect(await rpc.getBalance('a')).toBe(2_000_000_000n);
    expect(await rpc.getSignatureStatus('s')).toEqual({ confirmationStatus: 'confirmed', err: null });
    expect([...(calls[0]?.headers.keys() ?? [])]).toEqual(['content-type']);
  });

  it('turns JSON-RPC errors into SolanaRpcError, and preflight failures into err and logs', async () => {
    const { rpc } = rpcWith(() =>
      Response.json(
        {
          jsonrpc: '2.0',
          id: 1,
          error: {
            code: PREFLIGHT_FAILURE_CODE,
            message: 'Transaction simulation failed: insufficient lamports',
            data: {
              err: { InstructionError: [0, { Custom: 1 }] },
              logs: ['Transfer: insufficient lamports 0, need 5'],
            },
          },
        },
        { status: 200 },
      ),
    );
    const error = await rpc.sendTransaction('AAAA').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(SolanaRpcError);
    expect(error).toMatchObject({ kind: 'rpc_error', rpcCode: PREFLIGHT_FAILURE_CODE });
    expect(preflightFailure(error)).toEqual({
      err: { InstructionError: [0, { Custom: 1 }] },
      logs: ['Transfer: insufficient lamports 0, need 5'],
    });
    expect(preflightFailure(new Error('x'))).toBeUndefined();
  });

  it('a token account that does not exist holds nothing', async () => {
    const { rpc } = rpcWith(() =>
      Response.json({
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32602, message: 'Invalid param: could not find account' },
      }),
    );
    expect(await rpc.getTokenAccountBalance('t')).toBeNull();
  });

  it('no answer, not JSON, or the wrong shape is "unreachable"', async () => {
    const refused = rpcWith(() => {
      throw new TypeError('fetch failed');
    });
    await expect(refused.rpc.getGenesisHash()).rejects.toMatchObject({ kind: 'unreachable' });
    const html = rpcWith(() => new Response('<html>502</html>', { status: 502 }));
    await expect(html.rpc.getGenesisHash()).rejects.toMatchObject({ kind: 'unreachable' });
    const junk = rpcWith(() => answer({ context: {}, value: { blockhash: 7 } }));
    await expect(junk.rpc.getLatestBlockhash()).rejects.toMatchObject({ kind: 'unreachable' });
    const negative = rpcWith(() => answer({ context: {}, value: -1 }));
    await expect(negative.rpc.getBalance('a')).rejects.toMatchObject({ kind: 'unreachable' });
  });

  it('gives up after its timeout, and stops at once when the caller aborts', async () => {
    const hang: Handler = (_body, init) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    await expect(rpcWith(hang, 50).rpc.getGenesisHash()).rejects.toMatchObject({ kind: 'unreachable' });
    const controller = new AbortController();
    const pending = rpcWith(hang).rpc.getGenesisHash(controller.signal);
    const reason = new DOMException('stop', 'AbortError');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });
});
