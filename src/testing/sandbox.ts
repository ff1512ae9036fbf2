import { startTestService } from '../sandbox/testing/test-service.js';
import { sandboxPagesDirectory } from './pages-directory.js';

/**
 * How the sandbox starts; every field is optional. Each is one of the service's configuration variables (named in
 * brackets, as its start-up errors name them).
 */
export interface SandboxOptions {
  /** The test business's public key (`pk_test_` + 16–64 letters/digits; SANDBOX_PUBLIC_KEY); default: generated. */
  publicKey?: string;
  /** Its secret key (`sk_test_` + 16–64 letters/digits; SANDBOX_SECRET_KEY); default: generated. */
  secretKey?: string;
  /** How long a transaction may be paid, in seconds (TRANSACTION_TTL_SECONDS; default 300). */
  transactionWindowSeconds?: number;
  /** USD prices per whole unit (RATES_USD), e.g. `{ SOL: '162.5', NGN: '1/1550' }`; others keep their default. */
  ratesUsd?: Record<string, string | number>;
  /** The fee added to every payment, in percent of the crypto amount (FEE_PERCENT; default 1). */
  feePercent?: number;
  /** Any other variable the service takes (the README's configuration table), as `npm start` reads them. */
  environment?: Record<string, string>;
}

/** A running sandbox: the checkout service in test mode, with its own local Solana ledger. */
export interface Sandbox {
  /** Its base URL, `http://127.0.0.1:<port>`: the API, `checkout.js` and the checkout pages. */
  url: string;
  publicKey: string;
  secretKey: string;
  /** The ledger's Solana JSON-RPC endpoint, as any Solana client sees it. */
  rpcUrl: string;
  /** Stops the service and deletes its data. */
  stop(): Promise<void>;
}

/**
 * Starts the checkout service in this process on 127.0.0.1, a free port, with a temporary data directory that
 * `stop()` deletes. Its ledger is local and in memory; nothing leaves the machine.
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const service = await startTestService(sandboxEnvironment(options), { staticDir: sandboxPagesDirectory() });
  return {
    url: service.url,
    publicKey: service.demoBusiness.publicKey,
    secretKey: service.demoBusiness.secretKey,
    rpcUrl: `${service.url}/rpc`,
    stop: () => service.destroy(),
  };
}

/** The options as the service's configuration variables (the explicit fields win over `environment`). */
function sandboxEnvironment(options: SandboxOptions): Record<string, string> {
  const environment: Record<string, string> = { ...options.environment };
  if (options.publicKey !== undefined) environment['SANDBOX_PUBLIC_KEY'] = options.publicKey;
  if (options.secretKey !== undefined) environment['SANDBOX_SECRET_KEY'] = options.secretKey;
  if (options.transactionWindowSeconds !== undefined) {
    environment['TRANSACTION_TTL_SECONDS'] = String(options.transactionWindowSeconds);
  }
  if (options.ratesUsd !== undefined) environment['RATES_USD'] = JSON.stringify(options.ratesUsd);
  if (options.feePercent !== undefined) environment['FEE_PERCENT'] = String(options.feePercent);
  return environment;
}
