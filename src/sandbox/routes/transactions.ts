import { NotFoundError } from '../../api/errors.js';
import { currencyToBaseUnits } from '../../api/money.js';
import { initiateTransactionRequestSchema, referenceParamsSchema } from '../../api/schemas/transaction.js';
import { requireBusiness } from '../http/auth.js';
import { MESSAGES, sendSuccess } from '../http/envelope.js';
import type { ServiceApp } from '../http/validation.js';
import type { ServiceContext } from '../context.js';
import { initiateTransaction } from '../payments/initiate.js';
import { refreshTransaction } from '../payments/refresh.js';
import { findTransactionByReference } from '../store/transactions.js';
import { toInitiatedTransaction, toVerifiedTransaction } from '../views/transactions.js';

export function registerTransactionRoutes(app: ServiceApp, context: ServiceContext): void {
  app.post(
    '/v1/transactions',
    { config: { auth: 'publicOrSecret' }, schema: { body: initiateTransactionRequestSchema } },
    async (request, reply) => {
      const { body } = request;
      const transaction = await initiateTransaction(context, {
        business: requireBusiness(request),
        crypto: body.crypto,
        baseFiat: body.baseFiat,
        amountInBaseFiat: currencyToBaseUnits(body.amount, body.baseFiat),
        customer: { email: body.email },
        reference: body.reference,
        metadata: body.metadata,
        origin: 'THIRD_PARTY',
      });
      return sendSuccess(reply, MESSAGES.initiated, toInitiatedTransaction(transaction), 201);
    },
  );

  app.get(
    '/v1/transactions/:reference/verify',
    { config: { auth: 'none' }, schema: { params: referenceParamsSchema } },
    async (request, reply) => {
      const stored = await findTransactionByReference(context.database, request.params.reference);
      if (!stored) throw new NotFoundError(`No transaction with reference ${request.params.reference}`);
      const transaction = await refreshTransaction(context, stored);
      return sendSuccess(reply, MESSAGES.verified, toVerifiedTransaction(transaction));
    },
  );
}
