import { randomUUID } from 'node:crypto';
import { PublicKey } from '@solana/web3.js';
import { NotFoundError, PermissionError } from '../../api/errors.js';
import { currencyToBaseUnits } from '../../api/money.js';
import type { CreateSwapRequest } from '../../api/schemas/swap.js';
import { applyMovement } from '../balances/movements.js';
import { expectLanded, holdings, keypairFromSeed, moveFunds } from '../balances/custody.js';
import { SANDBOX_SWAP_POOL } from '../chain/sandbox-keys.js';
import type { ServiceContext } from '../context.js';
import {
  getSettlementWalletAddress,
  getSettlementWalletSeed,
  type BusinessAccount,
} from '../store/businesses.js';
import { findSwap, finishSwap, insertSwap, type StoredSwap } from '../store/swaps.js';
import { toSwap } from '../views/swaps.js';
import { enqueueWebhookEvent } from '../webhooks/enqueue.js';
import { outputFor, quoteSwap } from './swap-quote.js';

/**
 * Starts a swap: PENDING, the input debited at once (a 400 when the balance does not cover it) and sent from
 * the settlement wallet to the swap pool on the ledger. The swap job completes it after the configured delay.
 */
export async function createSwap(
  context: ServiceContext,
  business: BusinessAccount,
  request: CreateSwapRequest,
): Promise<StoredSwap> {
  const now = context.now();
  const inputAmount = currencyToBaseUnits(request.inputCryptocurrencyAmount, request.inputCryptocurrency);
  const quote = quoteSwap({
    inputCurrency: request.inputCryptocurrency,
    outputCurrency: request.outputCryptocurrency,
    inputAmount,
    localFiat: business.primaryFiat,
    rates: context.config.rates,
    feePercent: context.config.swapFeePercent,
  });
  const swap: StoredSwap = {
    uuid: randomUUID(),
    businessId: business.record.uuid,
    userId: business.record.userId,
    inputCurrency: request.inputCryptocurrency,
    outputCurrency: request.outputCryptocurrency,
    inputAmount,
    fee: quote.fee,
    minOutputAmount: quote.minOutput,
    actualOutputAmount: null,
    localFiat: business.primaryFiat,
    amountInLocalFiat: quote.amountInLocalFiat,
    amountInUsd: quote.amountInUsd,
    feeInUsd: quote.feeInUsd,
    usdPerInput: quote.usdPerInput,
    usdPerOutput: quote.usdPerOutput,
    usdPerLocalFiat: quote.usdPerLocalFiat,
    status: 'PENDING',
    environment: business.record.context,
    completeAfter: new Date(now.getTime() + context.config.swapCompletionDelayMs),
    completedAt: null,
    createdAt: now,
  };
  await context.database.transaction(async (executor) => {
    await applyMovement(executor, {
      businessId: swap.businessId,
      currency: swap.inputCurrency,
      amount: -inputAmount,
      kind: 'swap_out',
      sourceId: swap.uuid,
      now,
      field: 'inputCryptocurrencyAmount',
    });
    await insertSwap(executor, swap);
  });
  await moveFunds(context.ledger, {
    from: keypairFromSeed(await getSettlementWalletSeed(context.database, swap.businessId)),
    to: SANDBOX_SWAP_POOL.publicKey,
    currency: swap.inputCurrency,
    amount: inputAmount,
    purpose: `swap ${swap.uuid} input to the pool`,
  });
  return swap;
}

export async function getSwap(
  context: ServiceContext,
  business: BusinessAccount,
  id: string,
): Promise<StoredSwap> {
  const swap = await findSwap(context.database, id);
  if (!swap) throw new NotFoundError(`No swap with id ${id}`);
  if (swap.businessId !== business.record.uuid)
    throw new PermissionError(`Swap ${id} belongs to another business`);
  return swap;
}

/**
 * Completes a due swap at the rates of now: COMPLETED with the output credited and paid from the pool to the
 * settlement wallet, or FAILED (input credited back and returned) if the output fell below the quoted minimum.
 */
export async function completeSwap(context: ServiceContext, swapId: string): Promise<void> {
  const pending = await findSwap(context.database, swapId);
  if (!pending || pending.status !== 'PENDING') return;
  const now = context.now();
  const output = outputFor(
    pending.inputAmount - pending.fee,
    pending.inputCurrency,
    pending.outputCurrency,
    context.config.rates,
  );
  const completed = output >= pending.minOutputAmount;
  const finished = await context.database.transaction(async (executor) => {
    const swap = await finishSwap(executor, swapId, {
      status: completed ? 'COMPLETED' : 'FAILED',
      actualOutputAmount: completed ? output : null,
      completedAt: now,
    });
    if (!swap) return undefined;
    await applyMovement(executor, {
      businessId: swap.businessId,
      currency: completed ? swap.outputCurrency : swap.inputCurrency,
      amount: completed ? output : swap.inputAmount,
      kind: 'swap_in',
      sourceId: swap.uuid,
      now,
    });
    if (completed) {
      await enqueueWebhookEvent(executor, {
        businessId: swap.businessId,
        event: 'swap.completed',
        data: toSwap(swap),
        now,
      });
    }
    return swap;
  });
  if (!finished) return;
  const currency = completed ? finished.outputCurrency : finished.inputCurrency;
  const amount = completed ? output : finished.inputAmount;
  await fundPool(context, currency, amount);
  await moveFunds(context.ledger, {
    from: SANDBOX_SWAP_POOL,
    to: new PublicKey(await getSettlementWalletAddress(context.database, finished.businessId)),
    currency,
    amount,
    purpose: `swap ${finished.uuid} ${completed ? 'output' : 'refund'} to the settlement wallet`,
  });
}

/** The pool is the market's side of every swap; the sandbox mints or airdrops whatever it lacks. */
async function fundPool(
  context: ServiceContext,
  currency: StoredSwap['outputCurrency'],
  amount: bigint,
): Promise<void> {
  const pool = SANDBOX_SWAP_POOL.publicKey.toBase58();
  const shortfall = amount - holdings(context.ledger, pool, currency);
  if (shortfall <= 0n) return;
  const topUp =
    currency === 'SOL'
      ? context.ledger.airdrop(pool, shortfall)
      : context.ledger.mintTokens(currency, pool, shortfall);
  await expectLanded(topUp, 'fund the swap pool');
}
