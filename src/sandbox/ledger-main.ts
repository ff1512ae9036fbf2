import { LAMPORTS_PER_SOL } from '@solana/web3.js';
import { SANDBOX_MINTS, STABLECOIN_DECIMALS } from './chain/sandbox-keys.js';
import { loadLedgerConfig } from './ledger-config.js';
import { MAX_AIRDROP_LAMPORTS } from './rpc/methods/transactions.js';
import { startStandaloneLedger } from './rpc/standalone-ledger.js';

/**
 * `npm run ledger`: the embedded Solana ledger alone, as a local validator for any Solana tool, configured from
 * the environment (LEDGER_PORT, LEDGER_HOST or HOST, LEDGER_DIR, BODY_LIMIT_BYTES, LOG_LEVEL).
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
  console.log(
    [
      'crypto-checkout ledger is running: the embedded Solana ledger alone, as a local validator',
      '',
      `  JSON-RPC      ${running.url} (also ${running.url}/rpc)`,
      `  WebSocket     ${running.webSocketUrl} (also ${running.url.replace(/^http/, 'ws')})`,
      `  Ledger dir    ${running.directory}`,
      '',
      `  USDC mint     ${SANDBOX_MINTS.USDC.toBase58()} (${STABLECOIN_DECIMALS} decimals)`,
      `  USDT mint     ${SANDBOX_MINTS.USDT.toBase58()} (${STABLECOIN_DECIMALS} decimals)`,
      `  SOL           requestAirdrop gives up to ${MAX_AIRDROP_LAMPORTS / LAMPORTS_PER_SOL} SOL per call`,
      '',
      `  Try: curl -H 'content-type: application/json' -d ${call} ${running.url}`,
      `       new Connection('${running.url}', 'confirmed') with @solana/web3.js`,
      '',
    ].join('\n'),
  );
  const stop = (signal: string) => {
    console.log(`\n${signal}: stopping…`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('The ledger could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
