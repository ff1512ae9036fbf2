import { randomUUID } from 'node:crypto';
import { PublicKey } from '@solana/web3.js';
import { InvalidRequestError, LedgerTransferError } from '../../api/errors.js';
import { currencyToBaseUnits, formatBaseUnits } from '../../api/money.js';
import type { CreateBankPayoutRequest, CreateCryptoPayoutRequest } from '../../api/schemas/payout.js';
import { CURRENCY_DECIMALS, type CryptoCode } from '../../api/currencies.js';
import { applyMovement } from '../balances/movements.js';
import { keypairFromSeed, transferInstructions } from '../balances/custody.js';
import {
  recordLedgerIntent,
  runLedgerIntent,
  settleLedgerIntent,
  type IntentOutcome,
} from '../balances/ledger-intent.js';
import { SANDBOX_PAYOUT_ESCROW, SANDBOX_PLATFORM_FEES } from '../chain/sandbox-keys.js';
import { requireKeptFunds } from '../balances/custody-accounts.js';
import type { ServiceContext } from '../context.js';
import { randomAlphanumeric } from '../domain/random.js';
import { getSettlementWalletSeed, type BusinessAccount } from '../store/businesses.js';
import type { SqlExecutor } from '../store/database.js';
import type { RecordEffect } from '../store/idempotency-keys.js';
import type { LedgerIntent } from '../store/ledger-intents.js';
import {
  findPayout,
  insertPayout,
  transitionPayout,
  type NewPayout,
  type StoredPayout,
} from '../store/payouts.js';
import { enqueueWebhookEvent } from '../webhooks/enqueue.js';
import { toPayoutRequest } from '../views/payouts.js';
import { accountHolderName, findBank, outcomeForAccount } from './banks.js';
import { quotePayout } from './payout-quote.js';

const SANDBOX_BANK_PROCESSOR = 'sandbox-bank';

/**
 * A bank payout: the amount is debited at once (a 400 when the balance does not cover it) and sent from the
 * business's settlement wallet to the payout escrow on the ledger. The sandbox bank then decides by account
 * number: most are FULFILLED as soon as the ledger shows the transfer, one stays PENDING until processed, one is
 * DECLINED before anything moves (README, test values). If the ledger refuses the transfer, the payout is
 * DECLINED, the balance credited back, and the request answers a 502.
 */
export async function createBankPayout(
  context: ServiceContext,
  business: BusinessAccount,
  request: CreateBankPayoutRequest,
  options: { recordEffect?: RecordEffect } = {},
): Promise<StoredPayout> {
  requireKeptFunds(context.custody, 'Payouts');
  const bank = findBank(request);
  if (!bank) {
    const field = request.bankIdentifier ? 'bankIdentifier' : 'bankName';
    const message =
      request.bankIdentifier || request.bankName ? 'is not a bank from GET /v1/banks' : 'is required';
    throw new InvalidRequestError(`${field} ${message}`, { errors: [{ field: 'bankIdentifier', message }] });
  }
  if (
    request.bankIdentifier &&
    request.bankName &&
    request.bankName.trim().toLowerCase() !== bank.name.toLowerCase()
  ) {
    throw new InvalidRequestError(`bankName does not match bank ${bank.bankIdentifier} (${bank.name})`, {
      errors: [{ field: 'bankName', message: `does not match bank ${bank.bankIdentifier} (${bank.name})` }],
    });
  }
  const holder = accountHolderName(request.accountNumber);
  const settlementWallet = keypairFromSeed(
    await getSettlementWalletSeed(context.database, business.record.uuid),
  );
  if (holder && holder.toLowerCase() !== request.accountName.trim().toLowerCase()) {
    throw new InvalidRequestError(`accountName does not match the name on account ${request.accountNumber}`, {
      errors: [{ field: 'accountName', message: 'does not match the name on the account' }],
    });
  }
  const now = context.now();
  const outcome = outcomeForAccount(request.accountNumber);
  const payout = newPayout(
    context,
    business,
    request.currency,
    currencyToBaseUnits(request.amount, request.currency),
    {
      channel: 'BANK',
      localFiat: bank.currency,
      accountNumber: request.accountNumber,
      accountName: holder ?? request.accountName.trim(),
      bankIdentifier: bank.bankIdentifier,
      bankName: bank.name,
      // Until the funds are in the escrow the payout is PROCESSING (or PENDING, for the account that waits for
      // the bank); FULFILLED comes only once the ledger shows the transfer.
      status: outcome === 'declined' ? 'DECLINED' : outcome === 'stays_pending' ? 'PENDING' : 'PROCESSING',
      processingAt: outcome === 'stays_pending' ? null : now,
      declinedAt: outcome === 'declined' ? now : null,
      reasonForDecline:
        outcome === 'declined' ? 'The bank declined the transfer: the account is dormant' : null,
    },
  );
  const transfer = await context.database.transaction(async (executor) => {
    await applyMovement(executor, debitFor(payout, now));
    await insertPayout(executor, payout);
    await options.recordEffect?.(executor, { kind: 'payout', id: payout.uuid });
    if (outcome === 'declined') {
      // The bank refuses before any money moves: credited back at once, nothing on the ledger.
      await applyMovement(executor, {
        ...debitFor(payout, now),
        amount: payout.amount,
        kind: 'payout_reversal',
      });
      const stored = await findPayout(executor, payout.uuid);
      await enqueueWebhookEvent(executor, {
        businessId: business.record.uuid,
        event: 'payoutRequest.declined',
        data: stored ? toPayoutRequest(stored) : null,
        now,
      });
      return undefined;
    }
    return recordLedgerIntent(executor, context, {
      purpose: 'payout_transfer',
      sourceId: payout.uuid,
      businessId: payout.businessId,
      currency: payout.currency,
      fundsChange: -payout.amount,
      instructions: transferInstructions(
        settlementWallet.publicKey,
        SANDBOX_PAYOUT_ESCROW.publicKey,
        payout.currency,
        payout.amount,
        context.chain.mints,
        context.custody.feePayer.publicKey,
      ),
      signers: [context.custody.feePayer, settlementWallet],
    });
  });
  if (transfer) {
    await runLedgerIntent(context, transfer, (settled, result) =>
      finishPayoutTransfer(context, settled, result),
    );
  }
  return requireSentPayout(context, payout.uuid);
}

/**
 * An on-chain payout: debited at once, then sent from the settlement wallet to `address` (the amount less the
 * fee) with the fee to the platform, in one ledger transaction. FULFILLED with the transfer's signature once the
 * ledger shows it; if the ledger refuses it, the payout is DECLINED, the balance credited back,
 * `payoutRequest.failed` sent, and the request answers a 502 that says so.
 */
export async function createCryptoPayout(
  context: ServiceContext,
  business: BusinessAccount,
  request: CreateCryptoPayoutRequest,
  options: { recordEffect?: RecordEffect } = {},
): Promise<StoredPayout> {
  requireKeptFunds(context.custody, 'Payouts');
  const now = context.now();
  const payout = newPayout(
    context,
    business,
    request.currency,
    currencyToBaseUnits(request.amount, request.currency),
    {
      channel: 'ON_CHAIN',
      localFiat: business.primaryFiat,
      address: request.address,
      status: 'PROCESSING',
      processingAt: now,
    },
  );
  await refuseBelowRentExemption(context, payout, request.address);
  const wallet = keypairFromSeed(await getSettlementWalletSeed(context.database, business.record.uuid));
  const destination = new PublicKey(request.address);
  const transfer = await context.database.transaction(async (executor) => {
    await applyMovement(executor, debitFor(payout, now));
    await insertPayout(executor, payout);
    await options.recordEffect?.(executor, { kind: 'payout', id: payout.uuid });
    return recordLedgerIntent(executor, context, {
      purpose: 'payout_transfer',
      sourceId: payout.uuid,
      businessId: payout.businessId,
      currency: payout.currency,
      fundsChange: -payout.amount,
      instructions: [
        ...transferInstructions(
          wallet.publicKey,
          destination,
          payout.currency,
          payout.amount - payout.fee,
          context.chain.mints,
          context.custody.feePayer.publicKey,
        ),
        ...(payout.fee > 0n
          ? transferInstructions(
              wallet.publicKey,
              SANDBOX_PLATFORM_FEES.publicKey,
              payout.currency,
              payout.fee,
              context.chain.mints,
              context.custody.feePayer.publicKey,
            )
          : []),
      ],
      signers: [context.custody.feePayer, wallet],
    });
  });
  await runLedgerIntent(context, transfer, (settled, result) =>
    finishPayoutTransfer(context, settled, result),
  );
  return requireSentPayout(context, payout.uuid);
}

/**
 * The last step of a payout's transfer out of the settlement wallet, decided by what the ledger shows. Landed:
 * a bank payout to a paying account and an on-chain payout are FULFILLED (a bank payout to the account that
 * waits stays PENDING, its money in the escrow). Refused or expired: DECLINED, the amount credited back, and
 * `payoutRequest.failed` sent. Exactly once per intent, whoever calls it (the request or recovery).
 */
export async function finishPayoutTransfer(
  context: ServiceContext,
  intent: Pick<LedgerIntent, 'uuid' | 'sourceId' | 'signature'>,
  outcome: IntentOutcome,
): Promise<void> {
  await settleLedgerIntent(context, intent, outcome, async (executor) => {
    const now = context.now();
    if (outcome.status === 'landed') {
      const fulfilled = await transitionPayout(executor, intent.sourceId, {
        from: ['PROCESSING'],
        to: 'FULFILLED',
        at: now,
        set: await fulfilmentOf(executor, intent, now),
      });
      if (fulfilled) {
        await enqueueWebhookEvent(executor, {
          businessId: fulfilled.businessId,
          event: 'payoutRequest.success',
          data: toPayoutRequest(fulfilled),
          now,
        });
      }
      return;
    }
    const declined = await transitionPayout(executor, intent.sourceId, {
      from: ['PENDING', 'PROCESSING'],
      to: 'DECLINED',
      at: now,
      set: { declined_at: now, reason_for_decline: `The ledger transfer failed: ${outcome.failure}` },
    });
    if (!declined) return;
    await applyMovement(executor, {
      ...debitFor(declined, now),
      amount: declined.amount,
      kind: 'payout_reversal',
    });
    await enqueueWebhookEvent(executor, {
      businessId: declined.businessId,
      event: 'payoutRequest.failed',
      data: toPayoutRequest(declined),
      now,
    });
  });
}

async function fulfilmentOf(
  executor: SqlExecutor,
  intent: Pick<LedgerIntent, 'sourceId' | 'signature'>,
  now: Date,
): Promise<{ paid_at: Date; withdrawal_tx_id: string; withdrawal_tx_hash?: string }> {
  const payout = await findPayout(executor, intent.sourceId);
  if (payout?.channel === 'ON_CHAIN') {
    return { paid_at: now, withdrawal_tx_id: intent.signature, withdrawal_tx_hash: intent.signature };
  }
  // The sandbox bank's own reference for the transfer it made from the escrow.
  return { paid_at: now, withdrawal_tx_id: `SBX-${randomAlphanumeric(16).toUpperCase()}` };
}

/**
 * The payout as the request leaves it. One whose transfer the ledger refused answers a 502 (its record says
 * DECLINED, the balance is as it was); one whose transfer has no known outcome yet is left to recovery.
 */
async function requireSentPayout(context: ServiceContext, uuid: string): Promise<StoredPayout> {
  const payout = await requirePayout(context, uuid);
  if (payout.status === 'DECLINED' && payout.reasonForDecline?.startsWith('The ledger transfer failed')) {
    throw new LedgerTransferError(
      `Payout ${payout.reference} could not be sent: ${payout.reasonForDecline}. It is DECLINED (id ${payout.uuid}) and your balance was not charged.`,
    );
  }
  return payout;
}

/**
 * A Solana account cannot hold less than its rent-exempt minimum: SOL sent to an empty address must bring at
 * least that much, or the ledger refuses the transfer. Said up front, as a 400 about the amount.
 */
async function refuseBelowRentExemption(
  context: ServiceContext,
  payout: NewPayout,
  address: string,
): Promise<void> {
  if (payout.currency !== 'SOL' || (await context.chain.getBalance(address)) > 0n) return;
  const minimum = await context.chain.minimumBalanceForRentExemption(0);
  const arriving = payout.amount - payout.fee;
  if (arriving >= minimum) return;
  const sol = (lamports: bigint) => formatBaseUnits(lamports, CURRENCY_DECIMALS.SOL);
  const message = `must bring at least ${sol(minimum)} SOL to ${address} after the payout fee (an empty Solana account cannot hold less); ${sol(arriving)} SOL would arrive`;
  throw new InvalidRequestError(`amount ${message}`, { errors: [{ field: 'amount', message }] });
}

function newPayout(
  context: ServiceContext,
  business: BusinessAccount,
  currency: CryptoCode,
  amount: bigint,
  details: Partial<NewPayout> & Pick<NewPayout, 'channel' | 'localFiat' | 'status'>,
): NewPayout {
  const quote = quotePayout({
    currency,
    amount,
    localFiat: details.localFiat,
    rates: context.config.rates,
    feePercent: context.config.payoutFeePercent,
  });
  return {
    uuid: randomUUID(),
    reference: `payout_${randomAlphanumeric(24)}`,
    businessId: business.record.uuid,
    userId: business.record.userId,
    currency,
    amount,
    ...quote,
    accountNumber: null,
    accountName: null,
    bankIdentifier: null,
    bankName: null,
    address: null,
    isAutomated: true,
    automatedProcessor: SANDBOX_BANK_PROCESSOR,
    reasonForDecline: null,
    withdrawalTxId: null,
    withdrawalTxHash: null,
    processingAgentId: null,
    environment: business.record.context,
    processingAt: null,
    paidAt: null,
    declinedAt: null,
    cancelledAt: null,
    createdAt: context.now(),
    ...details,
  };
}

function debitFor(payout: Pick<NewPayout, 'businessId' | 'currency' | 'amount' | 'uuid'>, now: Date) {
  return {
    businessId: payout.businessId,
    currency: payout.currency,
    amount: -payout.amount,
    kind: 'payout' as const,
    sourceId: payout.uuid,
    now,
  };
}

async function requirePayout(context: ServiceContext, uuid: string): Promise<StoredPayout> {
  const payout = await findPayout(context.database, uuid);
  if (!payout) throw new Error(`payout ${uuid} vanished`);
  return payout;
}
