import { randomUUID } from 'node:crypto';
import { LedgerTransferError, NotFoundError, PermissionError } from '../../api/errors.js';
import { currencyToBaseUnits } from '../../api/money.js';
import type { CreateSwapRequest, SwapQuote as SwapQuoteView } from '../../api/schemas/swap.js';
import { applyMovement } from '../balances/movements.js';
import { expectLanded, holdings, keypairFromSeed, transferInstructions } from '../balances/custody.js';
import {
  recordLedgerIntent,
  recordTransferToSettlementWallet,
  runLedgerIntent,
  settleLedgerIntent,
  type IntentOutcome,
} from '../balances/ledger-intent.js';
import { SANDBOX_SWAP_POOL } from '../chain/sandbox-keys.js';
import { requireKeptFunds } from '../balances/custody-accounts.js';
import type { ServiceContext } from '../context.js';
import { getSettlementWalletSeed, type BusinessAccount } from '../store/businesses.js';
import type { SqlExecutor } from '../store/database.js';
import type { RecordEffect } from '../store/idempotency-keys.js';
import type { LedgerIntent, NewLedgerIntent } from '../store/ledger-intents.js';
import { findSwap, finishSwap, insertSwap, type StoredSwap } from '../store/swaps.js';
import { toSwapQuote } from '../views/swap-quote.js';
import { toSwap } from '../views/swaps.js';
import { enqueueWebhookEvent } from '../webhooks/enqueue.js';
import { outputFor, quoteSwap, type SwapQuote } from './swap-quote.js';

/**
 * Starts a swap: PENDING, the input debited at once (a 400 when the balance does not cover it) and sent from
 * the settlement wallet to the swap pool on the ledger (recorded with the debit, sent after it). The swap job
 * completes it after the configured delay; if the ledger refuses the input's transfer, the swap is FAILED, the
 * input credited back, and the request answers a 502.
 */
export async function createSwap(
  context: ServiceContext,
  business: BusinessAccount,
  request: CreateSwapRequest,
  options: { recordEffect?: RecordEffect } = {},
): Promise<StoredSwap> {
  requireKeptFunds(context.custody, 'Swaps');
  const now = context.now();
  const { inputAmount, quote } = priceSwap(context, business, request);
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
  const wallet = keypairFromSeed(await getSettlementWalletSeed(context.database, swap.businessId));
  const transfer = await context.database.transaction(async (executor) => {
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
    await options.recordEffect?.(executor, { kind: 'swap', id: swap.uuid });
    return recordLedgerIntent(executor, context, {
      purpose: 'swap_input',
      sourceId: swap.uuid,
      businessId: swap.businessId,
      currency: swap.inputCurrency,
      fundsChange: -inputAmount,
      instructions: transferInstructions(
        wallet.publicKey,
        SANDBOX_SWAP_POOL.publicKey,
        swap.inputCurrency,
        inputAmount,
        context.chain.mints,
        context.custody.feePayer.publicKey,
      ),
      signers: [context.custody.feePayer, wallet],
    });
  });
  await runLedgerIntent(context, transfer, (settled, outcome) => finishSwapInput(context, settled, outcome));
  const stored = await findSwap(context.database, swap.uuid);
  if (!stored) throw new Error(`swap ${swap.uuid} vanished`);
  if (stored.status === 'FAILED') {
    throw new LedgerTransferError(
      `Swap ${swap.uuid} could not be started: the ledger refused moving its input to the pool. It is FAILED and your balance was not charged.`,
    );
  }
  return stored;
}

/**
 * What `createSwap` would start for this request now, with nothing charged or recorded (`GET /v1/swaps/quote`).
 * Refused as a swap is where the service keeps no funds, since no swap could follow it.
 */
export function quoteSwapRequest(
  context: ServiceContext,
  business: BusinessAccount,
  request: CreateSwapRequest,
): SwapQuoteView {
  requireKeptFunds(context.custody, 'Swaps');
  const { inputAmount, quote } = priceSwap(context, business, request);
  return toSwapQuote(
    {
      inputCurrency: request.inputCryptocurrency,
      outputCurrency: request.outputCryptocurrency,
      inputAmount,
      localFiat: business.primaryFiat,
    },
    quote,
    context.now(),
  );
}

/** The request's input in base units, priced at the configured rates and swap fee: one pricing for both uses. */
function priceSwap(
  context: ServiceContext,
  business: BusinessAccount,
  request: CreateSwapRequest,
): { inputAmount: bigint; quote: SwapQuote } {
  const inputAmount = currencyToBaseUnits(request.inputCryptocurrencyAmount, request.inputCryptocurrency);
  const quote = quoteSwap({
    inputCurrency: request.inputCryptocurrency,
    outputCurrency: request.outputCryptocurrency,
    inputAmount,
    localFiat: business.primaryFiat,
    rates: context.config.rates,
    feePercent: context.config.swapFeePercent,
  });
  return { inputAmount, quote };
}

/**
 * The last step of moving a swap's input to the pool: landed, the swap waits for the swap job; otherwise it is
 * FAILED and the input credited back, so that nothing is debited for money that never left.
 */
export async function finishSwapInput(
  context: ServiceContext,
  intent: Pick<LedgerIntent, 'uuid' | 'sourceId'>,
  outcome: IntentOutcome,
): Promise<void> {
  await settleLedgerIntent(context, intent, outcome, async (executor) => {
    if (outcome.status === 'landed') return;
    const failed = await finishSwap(executor, intent.sourceId, {
      status: 'FAILED',
      actualOutputAmount: null,
      completedAt: context.now(),
    });
    if (!failed) return;
    await applyMovement(executor, {
      businessId: failed.businessId,
      currency: failed.inputCurrency,
      amount: failed.inputAmount,
      kind: 'swap_in',
      sourceId: failed.uuid,
      now: context.now(),
    });
  });
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
  // The market's side first: the pool must hold the output before the transfer that pays it is recorded.
  const payCurrency = completed ? pending.outputCurrency : pending.inputCurrency;
  const payAmount = completed ? output : pending.inputAmount;
  await fundPool(context, payCurrency, payAmount);
  const payment = await context.database.transaction(async (executor) => {
    const swap = await finishSwap(executor, swapId, {
      status: completed ? 'COMPLETED' : 'FAILED',
      actualOutputAmount: completed ? output : null,
      completedAt: now,
    });
    if (!swap) return undefined;
    await applyMovement(executor, {
      businessId: swap.businessId,
      currency: payCurrency,
      amount: payAmount,
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
    return recordSwapOutput(executor, context, swap, payCurrency, payAmount);
  });
  if (!payment) return;
  await runLedgerIntent(context, payment, (settled, outcome) => finishSwapOutput(context, settled, outcome));
}

/** Records the pool's payment of a finished swap (its output, or its input back) to the settlement wallet. */
function recordSwapOutput(
  executor: SqlExecutor,
  context: ServiceContext,
  swap: StoredSwap,
  currency: StoredSwap['outputCurrency'],
  amount: bigint,
): Promise<NewLedgerIntent> {
  return recordTransferToSettlementWallet(executor, context, {
    purpose: 'swap_output',
    sourceId: swap.uuid,
    businessId: swap.businessId,
    currency,
    amount,
    from: SANDBOX_SWAP_POOL,
  });
}

/**
 * The pool's payment's last step: landed, done; otherwise the books have credited money the wallet lacks, so
 * the pool is topped up and a new payment recorded at once, for recovery to send.
 */
export async function finishSwapOutput(
  context: ServiceContext,
  intent: Pick<LedgerIntent, 'uuid' | 'sourceId' | 'currency' | 'fundsChange'>,
  outcome: IntentOutcome,
): Promise<void> {
  if (outcome.status !== 'landed') {
    context.reportBackgroundError(
      new Error(`the pool's payment for swap ${intent.sourceId} did not land (${outcome.failure}); retrying`),
      'swap completion',
    );
    await fundPool(context, intent.currency, intent.fundsChange);
  }
  await settleLedgerIntent(context, intent, outcome, async (executor) => {
    if (outcome.status === 'landed') return;
    const swap = await findSwap(executor, intent.sourceId);
    if (swap) await recordSwapOutput(executor, context, swap, intent.currency, intent.fundsChange);
  });
}

/** The pool is the market's side of every swap; the sandbox mints or airdrops whatever it lacks. */
async function fundPool(
  context: ServiceContext,
  currency: StoredSwap['outputCurrency'],
  amount: bigint,
): Promise<void> {
  const pool = SANDBOX_SWAP_POOL.publicKey.toBase58();
  const shortfall = amount - (await holdings(context.chain, pool, currency));
  if (shortfall <= 0n) return;
  const faucet = context.chain.testFaucet;
  if (!faucet) {
    throw new Error(
      `the swap pool lacks ${shortfall} base units of ${currency} and this chain has no test faucet`,
    );
  }
  const topUp =
    currency === 'SOL' ? faucet.airdrop(pool, shortfall) : faucet.mintTokens(currency, pool, shortfall);
  await expectLanded(topUp, 'fund the swap pool');
}
