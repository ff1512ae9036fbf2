import { ApiError, NotFoundError, ServerError } from '../../api/errors.js';
import { currencyBaseUnitsToNumber, currencyToBaseUnits } from '../../api/money.js';
import {
  airdropRequestSchema,
  mintRequestSchema,
  simulatePaymentRequestSchema,
  processPayoutRequestSchema,
  type LedgerReceipt,
  type Reconciliation,
  type SimulatedPayment,
} from '../../api/schemas/sandbox.js';
import { reconcile } from '../balances/reconcile.js';
import { requireBusiness } from '../http/auth.js';
import { processPayout } from '../payouts/change-payout.js';
import { toPayoutRequest } from '../views/payouts.js';
import { MESSAGES, sendSuccess } from '../http/envelope.js';
import type { ServiceApp } from '../http/validation.js';
import type { ServiceContext } from '../context.js';
import type { TestFaucet } from '../chain/chain.js';
import { payFromOutsideWallet } from '../payments/outside-wallet.js';
import { findTransactionByReference } from '../store/transactions.js';
import { airdropRefusal, checkAirdropAmount, ledgerRefusal } from './ledger-refusals.js';
import { rereadDeposit } from '../payments/detect.js';
import { isRpcUnavailable } from '../chain/rpc-unavailable.js';
import { idParamsSchema, referenceParamsSchema } from '../../api/schemas/common.js';

/**
 * Test-mode helpers: real, signed transactions on the local ledger, for tests, the README's curl examples and
 * the widget's test-mode panel. They need no key, like a devnet faucet; the ledger holds no real value.
 */
export function registerSandboxHelperRoutes(app: ServiceApp, context: ServiceContext): void {
  app.post(
    '/v1/sandbox/airdrop',
    { config: { auth: 'none' }, schema: { body: airdropRequestSchema } },
    async (request, reply) => {
      const faucet = testFaucetOf(context, request);
      const lamports = currencyToBaseUnits(request.body.amount, 'SOL');
      await checkAirdropAmount(context.chain, request.body.address, lamports);
      const outcome = await faucet.airdrop(request.body.address, lamports);
      if (outcome.failure) throw await airdropRefusal(context.chain, outcome.failure);
      const receipt: LedgerReceipt = {
        signature: outcome.signature,
        account: request.body.address,
        amount: currencyBaseUnitsToNumber(lamports, 'SOL'),
      };
      return sendSuccess(reply, MESSAGES.submitted, receipt, 201);
    },
  );

  app.post(
    '/v1/sandbox/mint',
    { config: { auth: 'none' }, schema: { body: mintRequestSchema } },
    async (request, reply) => {
      const faucet = testFaucetOf(context, request);
      const { address, currency, amount } = request.body;
      const units = currencyToBaseUnits(amount, currency);
      const outcome = await faucet.mintTokens(currency, address, units);
      if (outcome.failure) throw ledgerRefusal(`mint of ${currency}`, outcome.failure);
      const receipt: LedgerReceipt = {
        signature: outcome.signature,
        account: context.chain.associatedTokenAddress(address, currency),
        amount: currencyBaseUnitsToNumber(units, currency),
      };
      return sendSuccess(reply, MESSAGES.submitted, receipt, 201);
    },
  );

  app.post(
    '/v1/sandbox/transactions/:reference/pay',
    {
      config: { auth: 'none' },
      schema: { params: referenceParamsSchema, body: simulatePaymentRequestSchema },
    },
    async (request, reply) => {
      const faucet = testFaucetOf(context, request);
      const transaction = await findTransactionByReference(context.database, request.params.reference);
      if (!transaction) throw new NotFoundError(`No transaction with reference ${request.params.reference}`);
      const payment = await payFromOutsideWallet(context, faucet, transaction, request.body).catch(
        (error: unknown) => {
          if (error instanceof ApiError || isRpcUnavailable(error)) throw error;
          // The request was valid (its amount is checked before anything is sent): a failure here is the sandbox's.
          const reason = error instanceof Error ? error.message : String(error);
          throw new ServerError(`The simulated payment failed: ${reason}`, {
            cause: error,
          });
        },
      );
      // The detector sees the payment a moment later, on its own; the helper answers once the transaction shows
      // it (a verification right after sees it, from any store), as a shopper's next look would.
      const current = await findTransactionByReference(context.database, transaction.reference);
      if (current) await rereadDeposit(context, current);
      const data: SimulatedPayment = {
        signature: payment.signature,
        payer: payment.payer,
        crypto: transaction.crypto,
        amount: currencyBaseUnitsToNumber(payment.amount, transaction.crypto),
      };
      return sendSuccess(reply, MESSAGES.submitted, data, 201);
    },
  );

  app.post(
    '/v1/sandbox/payout-requests/:id/process',
    { config: { auth: 'secret' }, schema: { params: idParamsSchema, body: processPayoutRequestSchema } },
    async (request, reply) => {
      const payout = await processPayout(
        context,
        requireBusiness(request),
        request.params.id,
        request.body.outcome,
      );
      return sendSuccess(reply, MESSAGES.submitted, toPayoutRequest(payout));
    },
  );

  app.get('/v1/sandbox/reconciliation', { config: { auth: 'secret' } }, async (_request, reply) => {
    const lines = await reconcile(context.database, context.chain, context.config.solanaCluster);
    context.lastReconciliation = { checkedAt: context.now(), lines };
    const data: Reconciliation = lines;
    return sendSuccess(reply, MESSAGES.queried, data);
  });
}

/**
 * The chain's test faucet. A real cluster has none: there the helpers that make money out of thin air answer
 * 404, as a route that does not exist would.
 */
function testFaucetOf(context: ServiceContext, request: { method: string; url: string }): TestFaucet {
  const faucet = context.chain.testFaucet;
  if (!faucet) throw new NotFoundError(`No route ${request.method} ${request.url.split('?')[0] ?? ''}`);
  return faucet;
}
