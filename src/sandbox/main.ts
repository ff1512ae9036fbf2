import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CURRENCY_DECIMALS } from '../api/currencies.js';
import { formatBaseUnits } from '../api/money.js';
import { loadConfig } from './config.js';
import { describeLine } from './balances/reconcile.js';
import { startService, type StartupCheck } from './service.js';
import { startShop, type RunningShop } from './http/shop-server.js';
import { rpcEndpoints } from './rpc/endpoints.js';
import { stopOnSignals } from './stop-on-signals.js';

/** `npm start` / `npm run dev`: the local service with the pages, configured from the environment. */
async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  let config;
  try {
    config = loadConfig(process.env, { dev, staticDir: path.join(repositoryRoot, 'dist') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const service = await startService(config, { logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  const { demoBusiness, startupCheck } = service;
  reportStartupCheck(startupCheck);
  // The demo merchant shop, on its own port (another origin), selling through the built checkout.js.
  let shop: RunningShop | undefined;
  if (!dev && config.staticDir) {
    try {
      shop = await startShop(service, {
        host: config.host,
        port: config.shopPort,
        staticDir: config.staticDir,
      });
      // So that the front page can link to it (GET /v1/sandbox/demo).
      service.context.demo.shopUrl = shop.url;
    } catch (error) {
      console.error('The demo shop could not start:', error instanceof Error ? error.message : error);
    }
  }
  console.log(
    [
      `crypto-checkout sandbox${dev ? ' (dev, hot reload)' : ''} is running`,
      '',
      `  Pages         ${service.url}/`,
      `  Demo pay page ${service.url}/pay/${demoBusiness.demoPaymentLinkId}`,
      `  Console       ${service.url}/dashboard (sign in with the secret key below)`,
      `  API           ${service.url}/v1`,
      // Over SOLANA_RPC_URL, /rpc forwards the checkout's calls only, and the endpoint's own URLs (which may hold
      // a provider's API key) are not printed.
      ...(config.solanaRpcUrl === undefined
        ? [
            `  Solana RPC    ${service.url}/rpc`,
            `  RPC WebSocket ${service.rpcWebSocketUrl} and ${rpcEndpoints(service.url).ws}`,
          ]
        : [`  Solana RPC    ${service.url}/rpc (the checkout's calls, forwarded to SOLANA_RPC_URL)`]),
      shop
        ? `  Demo shop     ${shop.url}/ (another origin, selling through ${service.url}/checkout.js)`
        : `  Demo shop     ${dev ? 'not in dev mode: it needs the built checkout.js (npm start)' : 'not running'}`,
      `  Data          ${config.dataDir}`,
      `  Cluster       ${config.solanaCluster}`,
      `  Instance      ${service.context.instanceId}`,
      ...(config.settlementAddress === undefined
        ? []
        : [
            `  Settlement    ${config.settlementAddress} (your wallet: every payment is swept there)`,
            `  Fee payer     ${startupCheck.custody.feePayer} holds ${formatBaseUnits(startupCheck.custody.feePayerLamports, CURRENCY_DECIMALS.SOL)} SOL (keep it funded: docs/going-live.md)`,
          ]),
      '',
      `  Demo business ${demoBusiness.businessName} (${demoBusiness.businessId})`,
      `  Public key    ${demoBusiness.publicKey}`,
      `  Secret key    ${demoBusiness.secretKey}`,
      '',
      `  Try: curl -H "Authorization: ${demoBusiness.secretKey}" ${service.url}/v1/business-customers`,
      '',
    ].join('\n'),
  );
  stopOnSignals(() => Promise.all([shop?.close(), service.close()]));
}

/** Says plainly what the start-up reconciliation found, and whether the service is serving. */
function reportStartupCheck(check: StartupCheck): void {
  if (check.recoveredIntents > 0) {
    console.log(`Recovered ${check.recoveredIntents} ledger transfer(s) a previous run left unfinished.`);
  }
  const disagreeing = check.reconciliation.filter((line) => !line.ok);
  for (const line of disagreeing) {
    (line.status === 'surplus' ? console.warn : console.error)(`Reconciliation: ${describeLine(line)}`);
  }
  if (check.halted) {
    console.error(
      [
        '',
        'HALTED: the ledger holds less than the books owe, so the API answers 503 until an operator looks.',
        'See `npm run reconcile` (or GET /v1/sandbox/reconciliation with the secret key); once resolved, restart.',
        'To serve anyway, start with RECONCILE_ON_START=warn.',
        '',
      ].join('\n'),
    );
  }
}

main().catch((error: unknown) => {
  console.error('The service could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
