import { randomUUID } from 'node:crypto';
import { Keypair, SystemProgram } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_FAUCET } from '../chain/sandbox-keys.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { recordLedgerIntent, runLedgerIntent } from './ledger-intent.js';
import { embeddedLedger } from '../testing/embedded-ledger.js';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.destroy();
});

describe('ledger intents', () => {
  it('gives two identical transfers recorded on the same blockhash their own signatures, and both land', async () => {
    const { context } = service;
    const from = Keypair.generate();
    const to = Keypair.generate().publicKey;
    await embeddedLedger(context).airdrop(from.publicKey.toBase58(), 2_000_000_000n);
    const record = () =>
      context.database.transaction((executor) =>
        recordLedgerIntent(executor, context, {
          purpose: 'payout_transfer',
          sourceId: randomUUID(),
          businessId: service.demoBusiness.businessId,
          currency: 'SOL',
          fundsChange: -100_000_000n,
          instructions: [
            SystemProgram.transfer({
              fromPubkey: from.publicKey,
              toPubkey: to,
              lamports: 100_000_000,
            }),
          ],
          signers: [SANDBOX_FAUCET, from],
        }),
      );
    const first = await record();
    const second = await record();
    expect(second.signature).not.toBe(first.signature);
    const outcomes = await Promise.all(
      [first, second].map((intent) => runLedgerIntent(context, intent, async (_settled, outcome) => outcome)),
    );
    expect(outcomes).toEqual([{ status: 'landed' }, { status: 'landed' }]);
    expect(embeddedLedger(context).getBalance(to.toBase58())).toBe(200_000_000n);
  });
});
