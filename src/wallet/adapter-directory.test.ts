import type { Adapter } from '@solana/wallet-adapter-base';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it, vi } from 'vitest';
import { WalletAdapterDirectory, type WalletAdapterState } from './adapter-directory.js';

/** An adapter as a wallet-adapter provider lists it, with the events the directory listens to. */
function fakeAdapter(name: string, readyState: string): Adapter {
  const keypair = Keypair.generate();
  const handlers = new Map<string, Set<() => void>>();
  const adapter = {
    name,
    icon: '',
    readyState,
    connected: false,
    publicKey: null as null | typeof keypair.publicKey,
    on(event: string, handler: () => void) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(handler);
    },
    off(event: string, handler: () => void) {
      handlers.get(event)?.delete(handler);
    },
    async connect() {
      adapter.connected = true;
      adapter.publicKey = keypair.publicKey;
      for (const handler of handlers.get('connect') ?? []) handler();
    },
    async disconnect() {
      adapter.connected = false;
      adapter.publicKey = null;
      for (const handler of handlers.get('disconnect') ?? []) handler();
    },
    async signTransaction() {
      throw new Error('not in these tests');
    },
  };
  return adapter as unknown as Adapter;
}

/**
 * A provider as React would drive it: `select` changes the selected wallet at the next render (here, a
 * microtask later), after which the provider's `connect` connects the selected adapter.
 */
function fakeProvider(adapters: Adapter[]) {
  let selected: Adapter | null = null;
  const calls: string[] = [];
  const rendered: { directory?: WalletAdapterDirectory } = {};
  const state = (): WalletAdapterState => ({
    wallets: adapters.map((adapter) => ({ adapter, readyState: adapter.readyState })),
    wallet: selected ? { adapter: selected, readyState: selected.readyState } : null,
    select: (name) => {
      calls.push(`select ${String(name)}`);
      queueMicrotask(() => {
        selected = adapters.find((adapter) => adapter.name === name) ?? null;
        rendered.directory?.update(state());
      });
    },
    connect: async () => {
      calls.push(`connect ${selected?.name ?? 'none'}`);
      if (!selected) throw new Error('WalletNotSelectedError');
      await selected.connect();
    },
    disconnect: async () => {
      calls.push(`disconnect ${selected?.name ?? 'none'}`);
      await selected?.disconnect();
    },
  });
  const directory = new WalletAdapterDirectory(state());
  rendered.directory = directory;
  return { directory, calls };
}

describe('WalletAdapterDirectory', () => {
  it('lists the provider’s wallets, installed first, and connects through the provider: select, then connect', async () => {
    const phantom = fakeAdapter('Phantom', 'NotDetected');
    const backpack = fakeAdapter('Backpack', 'Installed');
    const solflare = fakeAdapter('Solflare', 'Loadable');
    const { directory, calls } = fakeProvider([solflare, backpack, phantom]);
    expect(directory.list().map((wallet) => wallet.name)).toEqual(['Phantom', 'Backpack', 'Solflare']);

    const changed = vi.fn();
    directory.subscribe(changed);
    const entry = directory.list().find((wallet) => wallet.name === 'Backpack');
    expect(await entry?.connect()).toBe(backpack.publicKey?.toBase58());
    expect(calls).toEqual(['select Backpack', 'connect Backpack']);
    expect(changed).toHaveBeenCalled();

    // Already selected: connecting again goes straight to the provider's connect.
    await entry?.disconnect();
    await entry?.connect();
    expect(calls.slice(2)).toEqual(['disconnect Backpack', 'connect Backpack']);
  });

  it('the same entry survives new provider states; a release lets go of the adapters until the next update', () => {
    const backpack = fakeAdapter('Backpack', 'Installed');
    const { directory } = fakeProvider([backpack]);
    const first = directory.list()[0];
    directory.update({
      wallets: [{ adapter: backpack, readyState: backpack.readyState }],
      wallet: null,
      select: () => undefined,
      connect: async () => undefined,
      disconnect: async () => undefined,
    });
    expect(directory.list()[0]).toBe(first);
    directory.release();
    expect(directory.list()).toEqual([]);
  });
});
