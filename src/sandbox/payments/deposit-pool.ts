import type { TransactionInstruction } from '@solana/web3.js';
import { CRYPTO_CODES, type CryptoCode } from '../../api/currencies.js';
import { balanceKindOf } from '../chain/chain.js';
import { signAndSend } from '../chain/signing.js';
import type { ServiceContext } from '../context.js';
import { deriveDepositAddress } from '../domain/deposit-key-derivation.js';
import { isCurrencyActive } from '../store/currencies.js';
import {
  countPooledDeposits,
  insertOpeningDeposits,
  listOpeningDeposits,
  markDepositsReady,
  type OpeningDeposit,
} from '../store/deposit-pool.js';
import { allocateDepositKeyIndices } from '../store/transactions.js';
import { depositOpeningInstruction, depositReceivingAccount } from './prepare-deposit.js';

/**
 * Deposits per ledger transaction: eight associated token accounts (or SOL transfers) keep a transaction well
 * inside Solana's 1232 bytes.
 */
const DEPOSITS_PER_LEDGER_TRANSACTION = 8;
/** Deposits recorded `opening` per database transaction. */
const DEPOSITS_PER_RECORDING = 64;

/**
 * Keeps the deposit pool filled: for each accepted currency, up to `config.depositPoolSize` deposits opened
 * ahead (a SOL deposit funded to the rent-exempt minimum, a token deposit's associated token account opened),
 * so that an initiation takes one in its database transaction and needs no ledger round trip. Each batch is
 * recorded as `opening` before its ledger transaction is sent, and marked ready, with the balance it starts from,
 * once the chain shows it; a batch whose outcome was not learned (a crash, an endpoint that did not answer) is
 * opened again on the next run, which is safe: opening a token account is idempotent, and a SOL deposit already
 * funded is not funded again. Answers how many deposits became ready.
 */
export async function refillDepositPool(
  context: ServiceContext,
  isStopping: () => boolean,
  currencies: readonly CryptoCode[],
): Promise<number> {
  let ready = await openInChunks(
    context,
    await listOpeningDeposits(context.database, context.now()),
    isStopping,
  );
  const counts = await countPooledDeposits(context.database);
  for (const crypto of currencies) {
    let missing = context.config.depositPoolSize - (counts.get(crypto) ?? 0);
    while (missing > 0 && !isStopping()) {
      // Recorded many at a time, in one statement, opened eight per ledger transaction; a run that stops in
      // between leaves the rest 'opening', for the next run to open. Addresses are derived before, outside any
      // database transaction (an index allocated and never recorded is simply never used).
      const batch = Math.min(missing, DEPOSITS_PER_RECORDING);
      const opening: OpeningDeposit[] = (await allocateDepositKeyIndices(context.database, batch)).map(
        (keyIndex) => {
          const address = deriveDepositAddress(context.depositSeed, keyIndex);
          return {
            keyIndex,
            crypto,
            address,
            receivingAccount: depositReceivingAccount(context.chain, address, crypto),
          };
        },
      );
      await insertOpeningDeposits(context.database, opening, context.now());
      ready += await openInChunks(context, opening, isStopping);
      missing -= batch;
    }
  }
  return ready;
}

/**
 * The currencies initiations may ask for here: active, and with a mint on this cluster. Currencies are seeded at
 * start and do not change while the service runs, so the refill job asks once.
 */
export async function pooledCurrencies(context: ServiceContext): Promise<CryptoCode[]> {
  const accepted: CryptoCode[] = [];
  for (const crypto of CRYPTO_CODES) {
    if (crypto !== 'SOL' && context.chain.mints[crypto] === undefined) continue;
    if (await isCurrencyActive(context.database, crypto)) accepted.push(crypto);
  }
  return accepted;
}

/** Opens deposits recorded 'opening', eight per ledger transaction, until done or stopping. */
async function openInChunks(
  context: ServiceContext,
  deposits: readonly OpeningDeposit[],
  isStopping: () => boolean,
): Promise<number> {
  let ready = 0;
  for (let start = 0; start < deposits.length && !isStopping(); start += DEPOSITS_PER_LEDGER_TRANSACTION) {
    ready += await openDeposits(context, deposits.slice(start, start + DEPOSITS_PER_LEDGER_TRANSACTION));
  }
  return ready;
}

/** Opens one batch in one ledger transaction (the fee payer pays), then records each deposit ready. */
async function openDeposits(context: ServiceContext, deposits: readonly OpeningDeposit[]): Promise<number> {
  if (deposits.length === 0) return 0;
  const { chain, custody } = context;
  const payer = custody.feePayer;
  const rentExempt = await chain.minimumBalanceForRentExemption(0);
  const current = await chain.getAccountBalances(
    deposits.map((deposit) => ({ account: deposit.receivingAccount, kind: balanceKindOf(deposit.crypto) })),
  );
  const instructions: TransactionInstruction[] = [];
  for (const [index, deposit] of deposits.entries()) {
    // Funded already by an earlier run whose outcome was not learned: never twice.
    if (deposit.crypto === 'SOL' && (current[index] ?? 0n) >= rentExempt) continue;
    instructions.push(
      depositOpeningInstruction(chain, deposit.address, deposit.crypto, payer.publicKey, rentExempt),
    );
  }
  if (instructions.length > 0) {
    const outcome = await signAndSend(chain, instructions, [payer]);
    if (outcome.failure) {
      throw new Error(`opening ${deposits.length} pooled deposit(s) failed: ${outcome.failure.message}`);
    }
  }
  const baselines = await chain.getAccountBalances(
    deposits.map((deposit) => ({ account: deposit.receivingAccount, kind: balanceKindOf(deposit.crypto) })),
  );
  await markDepositsReady(
    context.database,
    deposits.map((deposit, index) => ({ keyIndex: deposit.keyIndex, baseline: baselines[index] ?? 0n })),
  );
  return deposits.length;
}
