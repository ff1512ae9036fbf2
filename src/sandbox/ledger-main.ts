import { LAMPORTS_PER_SOL } from '@solana/web3.js';
import { STABLECOIN_DECIMALS } from './chain/sandbox-keys.js';
import { loadLedgerConfig } from './ledger-config.js';
import { MAX_AIRDROP_LAMPORTS } from './rpc/methods/transactions.js';
import { startStandaloneLedger } from './rpc/standalone-ledger.js';
import { stopOnSignals } from './stop-on-signals.js';

/**
 * `npm run ledger`: the embedded Solana ledger alone, as a local validator for any Solana tool, configured from
 * the environment (LEDGER_PORT, LEDGER_HOST or HOST, LEDGER_DIR, LEDGER_BLOCK_MS, LEDGER_CLUSTER,
 * BODY_LIMIT_BYTES, LOG_LEVEL).
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadLedgerConfig(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const running = await startStandaloneLedger(config, {
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  const call = `'{"jsonrpc":"2.0","id":1,"method":"getHealth"}'`;
  const mints = running.ledger.mintAddresses();
  const mintLine = (currency: 'USDC' | 'USDT') => {
    const mint = mints[currency];
    return mint ? `${mint} (${STABLECOIN_DECIMALS} decimals)` : `none (${config.cluster} has no ${currency})`;
  };
  const cluster =
    config.cluster === 'localnet'
      ? 'localnet (the sandbox mints)'
      : `${config.cluster} (imitated: its mints at their real addresses, minted by the sandbox mint authority)`;
  console.log(
    [
      'crypto-checkout ledger is running: the embedded Solana ledger alone, as a local validator',
      '',
      `  JSON-RPC      ${running.url} (also ${running.url}/rpc)`,
      `  WebSocket     ${running.webSocketUrl} (also ${running.url.replace(/^http/, 'ws')})`,
      `  Ledger dir    ${running.directory}`,
      `  Block time    ${config.blockIntervalMs} ms (LEDGER_BLOCK_MS)`,
      '',
      `  Cluster       ${cluster}`,
      `  USDC mint     ${mintLine('USDC')}`,
      `  USDT mint     ${mintLine('USDT')}`,
      `  SOL           requestAirdrop gives up to ${MAX_AIRDROP_LAMPORTS / LAMPORTS_PER_SOL} SOL per call`,
      '',
      `  Try: curl -H 'content-type: application/json' -d ${call} ${running.url}`,
      `       new Connection('${running.url}', 'confirmed') with @solana/web3.js`,
      '',
    ].join('\n'),
  );
  stopOnSignals(() => running.close());
}

main().catch((error: unknown) => {
  console.error('The ledger could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
