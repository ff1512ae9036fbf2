import { NotFoundError, PermissionError } from '../../api/errors.js';
import type { LatePaymentView } from '../../api/schemas/late-payment.js';
import type { ServiceContext } from '../context.js';
import { requireBusiness } from '../http/auth.js';
import { MESSAGES, sendSuccess } from '../http/envelope.js';
import type { ServiceApp } from '../http/validation.js';
import { listLatePayments } from '../store/late-payments.js';
import { findTransactionByReference } from '../store/transactions.js';
import { toLatePaymentView } from '../views/late-payments.js';
import { referenceParamsSchema } from '../../api/schemas/common.js';

export function registerLatePaymentRoutes(app: ServiceApp, context: ServiceContext): void {
  // What reached a transaction's deposit after it closed (payments/closed-deposit-scan.ts), for its merchant.
  app.get(
    '/v1/transactions/:reference/late-payments',
    { config: { auth: 'secret' }, schema: { params: referenceParamsSchema } },
    async (request, reply) => {
      const { reference } = request.params;
      const transaction = await findTransactionByReference(context.database, reference);
      if (!transaction) throw new NotFoundError(`No transaction with reference ${reference}`);
      if (requireBusiness(request).record.uuid !== transaction.businessId) {
        throw new PermissionError(`Transaction ${reference} belongs to another business`);
      }
      const latePayments: LatePaymentView[] = (
        await listLatePayments(context.database, transaction.uuid)
      ).map((latePayment) => toLatePaymentView(latePayment, reference));
      return sendSuccess(reply, MESSAGES.queried, latePayments);
    },
  );
}
