import { randomUUID } from 'node:crypto';
import { PublicKey } from '@solana/web3.js';
import { InvalidRequestError } from '../../api/errors.js';
import { currencyToBaseUnits } from '../../api/money.js';
import type { CreateBankPayoutRequest, CreateCryptoPayoutRequest } from '../../api/schemas/payout.js';
import type { CryptoCode } from '../../api/currencies.js';
import { applyMovement } from '../balances/movements.js';
import { keypairFromSeed, moveFunds } from '../balances/custody.js';
import { SANDBOX_PAYOUT_ESCROW, SANDBOX_PLATFORM_FEES } from '../chain/sandbox-keys.js';
import type { ServiceContext } from '../context.js';
import { randomAlphanumeric } from '../domain/random.js';
import { getSettlementWalletSeed, type BusinessAccount } from '../store/businesses.js';
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
 * number: most are FULFILLED at once, one stays PENDING until processed, one is DECLINED (README, test values).
 */
export async function createBankPayout(
  context: ServiceContext,
  business: BusinessAccount,
  request: CreateBankPayoutRequest,
): Promise<StoredPayout> {
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
      status: outcome === 'fulfilled' ? 'FULFILLED' : outcome === 'declined' ? 'DECLINED' : 'PENDING',
      processingAt: outcome === 'stays_pending' ? null : now,
      paidAt: outcome === 'fulfilled' ? now : null,
      declinedAt: outcome === 'declined' ? now : null,
      reasonForDecline:
        outcome === 'declined' ? 'The bank declined the transfer: the account is dormant' : null,
      withdrawalTxId: outcome === 'fulfilled' ? `SBX-${randomAlphanumeric(16).toUpperCase()}` : null,
    },
  );
  await context.database.transaction(async (executor) => {
    await applyMovement(executor, debitFor(payout, now));
    await insertPayout(executor, payout);
    if (outcome === 'declined') {
      await applyMovement(executor, {
        ...debitFor(payout, now),
        amount: payout.amount,
        kind: 'payout_reversal',
      });
    }
    if (outcome !== 'stays_pending') {
      const stored = await findPayout(executor, payout.uuid);
      await enqueueWebhookEvent(executor, {
        businessId: business.record.uuid,
        event: outcome === 'fulfilled' ? 'payoutRequest.success' : 'payoutRequest.declined',
        data: stored ? toPayoutRequest(stored) : null,
        now,
      });
    }
  });
  if (outcome !== 'declined') {
    await moveFunds(context.ledger, {
      from: keypairFromSeed(await getSettlementWalletSeed(context.database, business.record.uuid)),
      to: SANDBOX_PAYOUT_ESCROW.publicKey,
      currency: payout.currency,
      amount: payout.amount,
      purpose: `payout ${payout.reference} to the bank escrow`,
    });
  }
  return requirePayout(context, payout.uuid);
}

/**
 * An on-chain payout: debited at once, then sent from the settlement wallet to `address` (the amount less the
 * fee; the fee to the platform) by a real transfer. FULFILLED with the transfer's signature; if the transfer
 * fails, the payout is DECLINED, the balance credited back and `payoutRequest.failed` sent.
 */
export async function createCryptoPayout(
  context: ServiceContext,
  business: BusinessAccount,
  request: CreateCryptoPayoutRequest,
): Promise<StoredPayout> {
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
  await context.database.transaction(async (executor) => {
    await applyMovement(executor, debitFor(payout, now));
    await insertPayout(executor, payout);
  });
  const wallet = keypairFromSeed(await getSettlementWalletSeed(context.database, business.record.uuid));
  try {
    const signature = await moveFunds(context.ledger, {
      from: wallet,
      to: new PublicKey(request.address),
      currency: payout.currency,
      amount: payout.amount - payout.fee,
      purpose: `payout ${payout.reference} to ${request.address}`,
    });
    if (payout.fee > 0n) {
      await moveFunds(context.ledger, {
        from: wallet,
        to: SANDBOX_PLATFORM_FEES.publicKey,
        currency: payout.currency,
        amount: payout.fee,
        purpose: `the fee of payout ${payout.reference}`,
      });
    }
    await context.database.transaction(async (executor) => {
      const fulfilled = await transitionPayout(executor, payout.uuid, {
        from: ['PROCESSING'],
        to: 'FULFILLED',
        at: context.now(),
        set: { paid_at: context.now(), withdrawal_tx_hash: signature, withdrawal_tx_id: signature },
      });
      if (fulfilled) {
        await enqueueWebhookEvent(executor, {
          businessId: business.record.uuid,
          event: 'payoutRequest.success',
          data: toPayoutRequest(fulfilled),
          now: context.now(),
        });
      }
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await context.database.transaction(async (executor) => {
      const declined = await transitionPayout(executor, payout.uuid, {
        from: ['PROCESSING'],
        to: 'DECLINED',
        at: context.now(),
        set: { declined_at: context.now(), reason_for_decline: `The on-chain transfer failed: ${reason}` },
      });
      if (!declined) return;
      await applyMovement(executor, {
        ...debitFor(payout, context.now()),
        amount: payout.amount,
        kind: 'payout_reversal',
      });
      await enqueueWebhookEvent(executor, {
        businessId: business.record.uuid,
        event: 'payoutRequest.failed',
        data: toPayoutRequest(declined),
        now: context.now(),
      });
    });
  }
  return requirePayout(context, payout.uuid);
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

function debitFor(payout: NewPayout, now: Date) {
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
