import type { Adapter } from '@solana/wallet-adapter-base';
import { describe, expect, it, vi } from 'vitest';
import { WalletAdapterDirectory, type WalletAdapterState } from './adapter-directory.js';
import { fakeLegacyAdapter } from './test-support.js';

const fakeAdapter = (name: string, readyState: string): Adapter =>
  fakeLegacyAdapter(name, readyState).adapter;

/**
 * A provider as React would drive it: `select` changes the selected wallet at the next render (here, a
 * microtask later), after which the provider's `connect` connects the selected adapter. Like wallet-adapter's,
 * its `connect` returns at once, connecting nothing, while another connect is under way (`connectOutside`: the
 * merchant's own button).
 */
function fakeProvider(adapters: Adapter[]) {
  let selected: Adapter | null = null;
  let connecting = false;
  const calls: string[] = [];
  const rendered: { directory?: WalletAdapterDirectory } = {};
  const state = (): WalletAdapterState => ({
    wallets: adapters.map((adapter) => ({ adapter, readyState: adapter.readyState })),
    wallet: selected ? { adapter: selected, readyState: selected.readyState } : null,
    connecting,
    select: (name) => {
      calls.push(`select ${String(name)}`);
      queueMicrotask(() => {
        selected = adapters.find((adapter) => adapter.name === name) ?? null;
        rendered.directory?.update(state());
      });
    },
    connect: async () => {
      calls.push(`connect ${selected?.name ?? 'none'}`);
      if (connecting) return;
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
  /** Selects and starts connecting `adapter` outside the checkout; `end` finishes that connect. */
  const connectOutside = (adapter: Adapter) => {
    selected = adapter;
    connecting = true;
    directory.update(state());
    return {
      end: async (outcome: 'approve' | 'decline') => {
        if (outcome === 'approve') await adapter.connect();
        else selected = null;
        connecting = false;
        directory.update(state());
      },
    };
  };
  return { directory, calls, connectOutside };
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

  it('waits for a connect under way on the provider (the merchant’s button) rather than failing at once', async () => {
    const backpack = fakeAdapter('Backpack', 'Installed');
    const { directory, calls, connectOutside } = fakeProvider([backpack]);
    const entry = directory.list()[0];

    // Approved there: the checkout's connect ends with that connection, and never asks the provider itself.
    const outside = connectOutside(backpack);
    const connecting = entry?.connect();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
    await outside.end('approve');
    expect(await connecting).toBe(backpack.publicKey?.toBase58());
    expect(calls).toEqual([]);

    // Declined there: the checkout's own choice then connects as usual (select, connect).
    await entry?.disconnect();
    calls.length = 0;
    const declined = connectOutside(backpack);
    const again = entry?.connect();
    await declined.end('decline');
    expect(await again).toBe(backpack.publicKey?.toBase58());
    expect(calls).toEqual(['select Backpack', 'connect Backpack']);
  });

  it('the same entry survives new provider states; a release lets go of the adapters until the next update', () => {
    const backpack = fakeAdapter('Backpack', 'Installed');
    const { directory } = fakeProvider([backpack]);
    const first = directory.list()[0];
    directory.update({
      wallets: [{ adapter: backpack, readyState: backpack.readyState }],
      wallet: null,
      connecting: false,
      select: () => undefined,
      connect: async () => undefined,
      disconnect: async () => undefined,
    });
    expect(directory.list()[0]).toBe(first);
    directory.release();
    expect(directory.list()).toEqual([]);
  });
});
