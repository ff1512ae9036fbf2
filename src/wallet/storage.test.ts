import { describe, expect, it } from 'vitest';
import { WALLET_STORAGE_KEY, localWalletMemory, noWalletMemory } from './storage.js';

class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}

describe('the remembered wallet', () => {
  it('is kept under the checkout’s own key, and forgotten on request', () => {
    const storage = new MemoryStorage();
    const memory = localWalletMemory(() => storage);
    expect(memory.load()).toBeNull();
    memory.save('Phantom');
    expect(storage.getItem(WALLET_STORAGE_KEY)).toBe('Phantom');
    expect(WALLET_STORAGE_KEY).toBe('crypto-checkout:wallet');
    expect(storage.getItem('walletName')).toBeNull();
    expect(memory.load()).toBe('Phantom');
    memory.clear();
    expect(memory.load()).toBeNull();
  });

  it('ignores junk, and storage that throws or is missing', () => {
    const storage = new MemoryStorage();
    storage.setItem(WALLET_STORAGE_KEY, ' '.repeat(3));
    expect(localWalletMemory(() => storage).load()).toBeNull();
    storage.setItem(WALLET_STORAGE_KEY, 'x'.repeat(101));
    expect(localWalletMemory(() => storage).load()).toBeNull();
    const throwing = localWalletMemory(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(throwing.load()).toBeNull();
    expect(() => throwing.save('Phantom')).not.toThrow();
    expect(localWalletMemory(() => undefined).load()).toBeNull();
  });

  it('noWalletMemory keeps it for the session only', () => {
    const memory = noWalletMemory();
    memory.save('Solflare');
    expect(memory.load()).toBe('Solflare');
  });
});
