import { NotFoundError } from '../../api/errors.js';
import { currencyBaseUnitsToNumber } from '../../api/money.js';
import { type CheckoutSession } from '../../api/schemas/transaction.js';
import type { ServiceContext } from '../context.js';
import { MESSAGES, sendSuccess } from '../http/envelope.js';
import type { ServiceApp } from '../http/validation.js';
import { findCheckoutSession } from '../store/transactions.js';
import { paymentNetworkOf } from '../views/payment-network.js';
import { referenceParamsSchema } from '../../api/schemas/common.js';

/**
 * `GET /v1/transactions/:reference/checkout`: what the hosted checkout of one transaction (`checkoutUrl`,
 * `CryptoCheckout.open({ reference })`) shows beside its status. Anyone holding the reference may ask, as they
 * may verify it: it names the business being paid and the price, which the payer is shown anyway.
 */
export function registerTransactionCheckoutRoutes(app: ServiceApp, context: ServiceContext): void {
  app.get(
    '/v1/transactions/:reference/checkout',
    { config: { auth: 'none' }, schema: { params: referenceParamsSchema } },
    async (request, reply) => {
      const { reference } = request.params;
      const session = await findCheckoutSession(context.database, reference);
      if (!session) throw new NotFoundError(`No transaction with reference ${reference}`);
      const answer: CheckoutSession = {
        reference,
        business: { name: session.businessName, logoImagePath: session.logoImagePath },
        paymentLinkId: session.paymentLinkId,
        baseFiat: session.baseFiat,
        amount: currencyBaseUnitsToNumber(session.expectedBaseFiat, session.baseFiat),
        redirectUrl: session.redirectUrl,
        network: paymentNetworkOf(context).cluster,
      };
      return sendSuccess(reply, MESSAGES.queried, answer);
    },
  );
}
