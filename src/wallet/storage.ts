/**
 * The wallet the customer chose last, remembered under the checkout's own key so that it never collides with a
 * host page's wallet libraries (wallet-adapter's default is "walletName"). Only the name is stored; nothing
 * connects because of it: it is shown first, marked, and focused, and the customer still clicks.
 */
export const WALLET_STORAGE_KEY = 'crypto-checkout:wallet';

export interface WalletMemory {
  load(): string | null;
  save(name: string): void;
  clear(): void;
}

/** Local storage when it can be used (it throws in some privacy modes and sandboxed frames), else nothing. */
export function localWalletMemory(storage: () => Storage | undefined = defaultStorage): WalletMemory {
  const attempt = <T>(action: (store: Storage) => T, fallback: T): T => {
    try {
      const store = storage();
      return store ? action(store) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    load: () => attempt((store) => normaliseName(store.getItem(WALLET_STORAGE_KEY)), null),
    save: (name) => attempt((store) => store.setItem(WALLET_STORAGE_KEY, name), undefined),
    clear: () => attempt((store) => store.removeItem(WALLET_STORAGE_KEY), undefined),
  };
}

function defaultStorage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

function normaliseName(value: string | null): string | null {
  if (!value) return null;
  const name = value.trim();
  return name.length > 0 && name.length <= 100 ? name : null;
}

/** A memory that forgets (tests, or a host that opts out). */
export function noWalletMemory(): WalletMemory {
  let name: string | null = null;
  return {
    load: () => name,
    save: (value) => {
      name = value;
    },
    clear: () => {
      name = null;
    },
  };
}
