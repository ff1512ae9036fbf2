import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TOKEN_PROGRAM_ID, getAssociatedTokenAddressSync, getMint } from '@solana/spl-token';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, Transaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLANA_TOKEN_MINTS } from '../../api/solana-mints.js';
import { SANDBOX_FAUCET, SANDBOX_MINT_AUTHORITY } from '../chain/sandbox-keys.js';
import { SANDBOX_MINT_SIGNERS, sandboxMintInstructions } from '../chain/sandbox-mint.js';
import { startLedgerProcess, type LedgerProcess } from '../testing/ledger-process.js';

/**
 * `npm run ledger` with LEDGER_CLUSTER=devnet standing in for devnet, offline: devnet's USDC mint at its real
 * address (and no sandbox mints), minted by the sandbox mint authority, kept across restarts, and the directory
 * refusing to be opened for another cluster.
 */

const DEVNET_USDC = new PublicKey(SOLANA_TOKEN_MINTS.devnet.USDC);
const RESTARTS = { timeout: 120_000 };

let directory: string;
let running: LedgerProcess | undefined;

function connection(): Connection {
  if (!running) throw new Error('the ledger is not running');
  return new Connection(running.url, 'confirmed');
}

const startDevnetLedger = () => startLedgerProcess(directory, {}, { cluster: 'devnet', blockIntervalMs: 20 });

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-ledger-devnet-'));
  running = await startDevnetLedger();
}, 120_000);

afterAll(async () => {
  await running?.kill();
  await rm(directory, { recursive: true, force: true });
});

describe('npm run ledger imitating devnet', () => {
  it('holds devnet’s USDC mint at its address, minted by the sandbox authority, and no sandbox mint', async () => {
    const account = await connection().getAccountInfo(DEVNET_USDC);
    expect(account?.owner.equals(TOKEN_PROGRAM_ID)).toBe(true);
    const mint = await getMint(connection(), DEVNET_USDC);
    expect(mint).toMatchObject({ decimals: 6, isInitialized: true, supply: 0n, freezeAuthority: null });
    expect(mint.mintAuthority?.equals(SANDBOX_MINT_AUTHORITY.publicKey)).toBe(true);
    for (const absent of [
      SOLANA_TOKEN_MINTS.sandbox.USDC,
      SOLANA_TOKEN_MINTS.sandbox.USDT,
      SOLANA_TOKEN_MINTS.mainnet.USDC,
    ]) {
      expect(await connection().getAccountInfo(new PublicKey(absent))).toBeNull();
    }
    expect(running?.output()).toMatch(/Cluster\s+devnet \(imitated/);
    expect(running?.output()).toMatch(new RegExp(`USDC mint\\s+${DEVNET_USDC.toBase58()}`));
    expect(running?.output()).toMatch(/USDT mint\s+none \(devnet has no USDT\)/);
  });

  it('mints devnet USDC to an associated token account with the sandbox mint authority’s signature', async () => {
    const owner = Keypair.generate().publicKey;
    // The faucet pays for the token account and the fee; on an imitated cluster it starts with nothing.
    await connection().requestAirdrop(SANDBOX_FAUCET.publicKey, 10 * LAMPORTS_PER_SOL);
    const transaction = new Transaction({
      feePayer: SANDBOX_FAUCET.publicKey,
      recentBlockhash: (await connection().getLatestBlockhash()).blockhash,
    }).add(...sandboxMintInstructions('USDC', owner.toBase58(), 5_000_000n, DEVNET_USDC));
    transaction.sign(...SANDBOX_MINT_SIGNERS);
    await connection().sendRawTransaction(transaction.serialize());

    const tokenAccount = getAssociatedTokenAddressSync(DEVNET_USDC, owner, true);
    expect((await connection().getTokenAccountBalance(tokenAccount)).value.amount).toBe('5000000');
    expect((await getMint(connection(), DEVNET_USDC)).supply).toBe(5_000_000n);
  });

  it(
    'keeps the mint and what was minted across a restart, and a rebuild from genesis',
    RESTARTS,
    async () => {
      const supply = (await getMint(connection(), DEVNET_USDC)).supply;
      expect(supply).toBeGreaterThan(0n);
      expect(await running?.stop()).toBe(0);
      running = await startDevnetLedger();
      expect((await getMint(connection(), DEVNET_USDC)).supply).toBe(supply);

      // No checkpoint: genesis (with the imitated mint) and the history replayed over it.
      await running.kill();
      await rm(path.join(directory, 'ledger'), { recursive: true, force: true });
      running = await startDevnetLedger();
      expect((await getMint(connection(), DEVNET_USDC)).supply).toBe(supply);
    },
  );

  it('refuses to open its LEDGER_DIR for another cluster, saying why', RESTARTS, async () => {
    await running?.stop();
    running = undefined;
    for (const cluster of ['localnet', 'mainnet-beta'] as const) {
      await expect(startLedgerProcess(directory, {}, { cluster })).rejects.toThrow(
        `LEDGER_DIR ${directory} holds a ledger created for LEDGER_CLUSTER=devnet, not ${cluster}`,
      );
    }
    running = await startDevnetLedger();
    expect(await connection().getAccountInfo(DEVNET_USDC)).not.toBeNull();
  });
});
