import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconciliationSchema } from '../../api/schemas/sandbox.js';
import { SOLANA_TOKEN_MINTS } from '../../api/solana-mints.js';
import { sandboxMintInstructions, SANDBOX_MINT_SIGNERS } from '../chain/sandbox-mint.js';
import { deriveFeePayerKeypair } from '../domain/deposit-key-derivation.js';
import { DepositSeed } from '../domain/deposit-seed.js';
import { initiateFor, waitForStatus } from '../testing/gateway-flows.js';
import { call, expectData, expectError } from '../testing/http.js';
import { startLedgerProcess, type LedgerProcess } from '../testing/ledger-process.js';
import { startTestService, type TestService } from '../testing/test-service.js';

/**
 * The gateway set to devnet, over `npm run ledger` standing in for devnet (LEDGER_CLUSTER=devnet: the real devnet
 * USDC mint address, minted by the sandbox authority), as a merchant going live would run it: a fee payer of its
 * own that must be funded, every payment swept to SETTLEMENT_ADDRESS, no payouts or swaps, no test helpers.
 */

const DEVNET_USDC = new PublicKey(SOLANA_TOKEN_MINTS.devnet.USDC ?? '');
const SEED_HEX = '6b'.repeat(32);
const feePayer = deriveFeePayerKeypair(DepositSeed.fromHex(SEED_HEX)).publicKey;
const settlement = Keypair.generate().publicKey;

let ledgerDir: string;
let ledger: LedgerProcess;
let connection: Connection;
let service: TestService | undefined;

const devnetEnvironment = () => ({
  SOLANA_CLUSTER: 'devnet',
  SOLANA_RPC_URL: ledger.url,
  SOLANA_WS_URL: ledger.webSocketUrl,
  DEPOSIT_SEED: SEED_HEX,
  SETTLEMENT_ADDRESS: settlement.toBase58(),
});

beforeAll(async () => {
  ledgerDir = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-devnet-ledger-'));
  ledger = await startLedgerProcess(ledgerDir, {}, { cluster: 'devnet', blockIntervalMs: 50 });
  connection = new Connection(ledger.url, 'confirmed');
}, 90_000);

afterAll(async () => {
  await service?.destroy();
  await ledger?.stop();
  await rm(ledgerDir, { recursive: true, force: true });
});

async function airdrop(to: PublicKey, sol: number): Promise<void> {
  const signature = await connection.requestAirdrop(to, sol * LAMPORTS_PER_SOL);
  const latest = await connection.getLatestBlockhash();
  await connection.confirmTransaction({ signature, ...latest }, 'confirmed');
}

/** A shopper's wallet with devnet SOL and USDC pays `units` of USDC to `owner`'s token account. */
async function payUsdc(owner: PublicKey, units: bigint): Promise<void> {
  const shopper = Keypair.generate();
  await airdrop(shopper.publicKey, 1);
  await sendAndConfirmTransaction(
    connection,
    new Transaction().add(
      ...sandboxMintInstructions('USDC', shopper.publicKey.toBase58(), units, DEVNET_USDC),
    ),
    [...SANDBOX_MINT_SIGNERS],
  );
  const destination = getAssociatedTokenAddressSync(DEVNET_USDC, owner, true);
  await sendAndConfirmTransaction(
    connection,
    new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(shopper.publicKey, destination, owner, DEVNET_USDC),
      createTransferCheckedInstruction(
        getAssociatedTokenAddressSync(DEVNET_USDC, shopper.publicKey),
        DEVNET_USDC,
        destination,
        shopper.publicKey,
        units,
        6,
      ),
    ),
    [shopper],
  );
}

async function tokenAmount(owner: PublicKey): Promise<bigint> {
  const account = getAssociatedTokenAddressSync(DEVNET_USDC, owner, true);
  const balance = await connection.getTokenAccountBalance(account).catch(() => undefined);
  return BigInt(balance?.value.amount ?? '0');
}

describe('the gateway on a public cluster', { timeout: 120_000 }, () => {
  it('refuses to start while its fee payer cannot pay, saying which address to fund', async () => {
    await expect(startTestService(devnetEnvironment())).rejects.toThrow(
      new RegExp(`fee payer ${feePayer.toBase58()} holds 0 SOL; it needs at least 0.05 SOL[\\s\\S]*airdrop`),
    );
  });

  it('refuses an endpoint that is not the cluster SOLANA_CLUSTER names', async () => {
    await airdrop(feePayer, 2);
    // The ledger holds devnet's USDC; mainnet's mint is not there.
    await expect(
      startTestService({ ...devnetEnvironment(), SOLANA_CLUSTER: 'mainnet-beta' }),
    ).rejects.toThrow(/USDC's mainnet-beta mint \w+ is not a token mint at SOLANA_RPC_URL/);
  });

  it('takes a payment and sweeps all of it to the settlement wallet, paying the fees itself', async () => {
    service = await startTestService(devnetEnvironment());
    expect(service.demoBusiness.secretKey).toMatch(/^sk_live_/);
    expect(service.startupCheck.custody.feePayer).toBe(feePayer.toBase58());
    const feePayerBefore = await connection.getBalance(feePayer);

    const transaction = await initiateFor(service, 'USDC', 10);
    expect(transaction.expectedAmountWithFeeInCrypto).toBe(10.1);
    await payUsdc(new PublicKey(transaction.address), 10_100_000n);
    await waitForStatus(service, transaction.reference, 'success', 30_000);

    // Everything received, the 1 % fee included, reaches the merchant's own wallet.
    await expect.poll(() => tokenAmount(settlement), { timeout: 30_000 }).toBe(10_100_000n);
    expect(await tokenAmount(new PublicKey(transaction.address))).toBe(0n);
    // The fee payer paid the deposit account's rent and the sweep's fees; the shopper paid nothing of the gateway's.
    expect(await connection.getBalance(feePayer)).toBeLessThan(feePayerBefore);

    const lines = expectData(
      await call(service.url, 'GET', '/v1/sandbox/reconciliation', { key: service.demoBusiness.secretKey }),
      reconciliationSchema,
    );
    expect(lines.find((line) => line.currency === 'USDC')).toMatchObject({
      status: 'ok',
      balance: '10',
      ledgerFunds: '10',
      inTransit: '0',
    });
  });

  it("has no payouts, swaps or test helpers: the money is in the merchant's wallet", async () => {
    if (!service) throw new Error('the previous test starts the service');
    const key = service.demoBusiness.secretKey;
    const payout = expectError(
      await call(service.url, 'POST', '/v1/payout-requests/crypto', {
        key,
        body: { amount: 1, currency: 'USDC', address: Keypair.generate().publicKey.toBase58() },
      }),
      409,
    );
    expect(payout.message).toMatch(/Payouts are not available on devnet.*SETTLEMENT_ADDRESS/);
    const swap = expectError(
      await call(service.url, 'POST', '/v1/swaps', {
        key,
        body: { inputCryptocurrency: 'USDC', outputCryptocurrency: 'SOL', inputCryptocurrencyAmount: '1' },
      }),
      409,
    );
    expect(swap.message).toMatch(/Swaps are not available on devnet/);
    expectError(
      await call(service.url, 'POST', '/v1/sandbox/airdrop', {
        body: { address: Keypair.generate().publicKey.toBase58(), amount: 1 },
      }),
      404,
    );
    // Nothing was debited by the refusals.
    const lines = expectData(
      await call(service.url, 'GET', '/v1/sandbox/reconciliation', { key }),
      reconciliationSchema,
    );
    expect(lines.every((line) => line.status === 'ok')).toBe(true);
  });
});
