import type { WalletFeature } from './wallet-request.js';

/**
 * The page side of the test wallet, serialised into every page by Playwright (`addInitScript`): a Wallet Standard
 * wallet object and its registration (`wallet-standard:register-wallet`, and again on `wallet-standard:app-ready`).
 * It holds no key: every request crosses to the test process through the exposed binding.
 */
export interface InjectedWalletConfig {
  binding: string;
  name: string;
  icon: string;
  address: string;
  publicKey: number[];
  chains: string[];
  features: WalletFeature[];
}

export function injectWallet(config: InjectedWalletConfig): void {
  type PageAnswer =
    | { ok: true; signed?: string; signature?: string }
    | { ok: false; error: { code: number; message: string } };
  const call = (request: unknown): Promise<PageAnswer> => {
    const binding = (
      window as unknown as Record<string, ((request: unknown) => Promise<PageAnswer>) | undefined>
    )[config.binding];
    return binding ? binding(request) : Promise.reject(new Error('the test wallet lost its binding'));
  };
  const fail = (answer: PageAnswer): never => {
    const error = answer.ok ? { code: -32603, message: 'unknown' } : answer.error;
    throw Object.assign(new Error(error.message), { code: error.code });
  };
  const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
  const fromBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0));

  const accountFeatures = config.features.map((feature) => `solana:${feature}`);
  const account = Object.freeze({
    address: config.address,
    publicKey: new Uint8Array(config.publicKey),
    chains: Object.freeze([...config.chains]),
    features: Object.freeze(accountFeatures),
    label: config.name,
  });
  let accounts: readonly (typeof account)[] = [];
  const listeners = new Set<(properties: { accounts: readonly (typeof account)[] }) => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener({ accounts });
  };

  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect: async (input?: { silent?: boolean }) => {
        if (input?.silent) return { accounts };
        const answer = await call({ kind: 'connect' });
        if (!answer.ok) fail(answer);
        accounts = [account];
        changed();
        return { accounts };
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: async () => {
        await call({ kind: 'disconnect' });
        accounts = [];
        changed();
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (event: string, listener: (properties: { accounts: readonly (typeof account)[] }) => void) => {
        if (event !== 'change') return () => undefined;
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    },
  };
  // Both transaction features hand each transaction to the test and turn its answer into the feature's output.
  const eachTransaction =
    <Output>(
      kind: 'sign' | 'signAndSend',
      output: (answer: PageAnswer & { ok: true }) => Output | undefined,
    ) =>
    (...inputs: { transaction: Uint8Array; chain?: string }[]) =>
      Promise.all(
        inputs.map(async (input) => {
          const answer = await call({
            kind,
            chain: input.chain ?? null,
            transaction: toBase64(input.transaction),
          });
          return (answer.ok ? output(answer) : undefined) ?? fail(answer);
        }),
      );
  if (config.features.includes('signTransaction')) {
    features['solana:signTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: eachTransaction('sign', (answer) =>
        answer.signed ? { signedTransaction: fromBase64(answer.signed) } : undefined,
      ),
    };
  }
  if (config.features.includes('signAndSendTransaction')) {
    features['solana:signAndSendTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: eachTransaction('signAndSend', (answer) =>
        answer.signature ? { signature: fromBase64(answer.signature) } : undefined,
      ),
    };
  }

  const wallet = Object.freeze({
    version: '1.0.0',
    name: config.name,
    icon: config.icon,
    chains: Object.freeze([...config.chains]),
    features: Object.freeze(features),
    get accounts() {
      return accounts;
    },
  });
  const register = (api: { register: (wallet: unknown) => unknown }) => api.register(wallet);
  try {
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
  } catch (error) {
    console.error('test wallet: could not register', error);
  }
  window.addEventListener('wallet-standard:app-ready', (event) =>
    register((event as CustomEvent<{ register: (wallet: unknown) => unknown }>).detail),
  );
}
