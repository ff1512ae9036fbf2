import { currencyBaseUnitsToNumber } from '../../api/money.js';
import {
  solanaPayTransactionRequestSchema,
  type SolanaPayLabel,
  type SolanaPayTransaction,
} from '../../api/schemas/solana-pay.js';
import type { ServiceContext } from '../context.js';
import { publicOriginOf } from '../http/public-origin.js';
import type { ServiceApp } from '../http/validation.js';
import { payableTransaction } from '../payments/payable-transaction.js';
import { buildPaymentTransfer } from '../payments/wallet-transfer.js';
import { NotFoundError } from '../../api/errors.js';
import { findCheckoutSession } from '../store/transactions.js';
import { amountStillDue } from '../views/transactions.js';
import { referenceParamsSchema } from '../../api/schemas/common.js';

/** The product's own mark, for a business with no logo: a wallet shows an icon beside every request. */
export const FALLBACK_ICON_PATH = '/crypto-checkout-icon.svg';

/**
 * A Solana Pay transaction request for each transaction (src/api/schemas/solana-pay.ts), so that any wallet
 * scanning `solana:<origin>/v1/transactions/<reference>/solana-pay` pays it: the wallet asks who it pays (GET),
 * then posts its account and gets the transfer of what is still due, with the transaction's reference key (so the
 * detector finds it as any other payment) and a memo naming the transaction. No key, any origin (cors.ts), as the
 * spec's reference server answers. A closed transaction is a 409 whose `message` says why.
 */
export function registerSolanaPayRoutes(app: ServiceApp, context: ServiceContext): void {
  app.get(
    '/v1/transactions/:reference/solana-pay',
    { config: { auth: 'none' }, schema: { params: referenceParamsSchema } },
    async (request, reply) => {
      const { reference } = request.params;
      const session = await findCheckoutSession(context.database, reference);
      if (!session) throw new NotFoundError(`No transaction with reference ${reference}`);
      const origin = publicOriginOf(request, context.config.publicUrl);
      const answer: SolanaPayLabel = {
        label: session.businessName,
        icon: new URL(session.logoImagePath ?? FALLBACK_ICON_PATH, `${origin}/`).toString(),
      };
      return reply.send(answer);
    },
  );

  app.post(
    '/v1/transactions/:reference/solana-pay',
    {
      config: { auth: 'none' },
      schema: { params: referenceParamsSchema, body: solanaPayTransactionRequestSchema },
    },
    async (request, reply) => {
      const transaction = await payableTransaction(context, request.params.reference);
      const due = amountStillDue(transaction);
      const amount = `${currencyBaseUnitsToNumber(due, transaction.crypto)} ${transaction.crypto}`;
      const transfer = await buildPaymentTransfer({
        chain: context.chain,
        transaction,
        payer: request.body.account,
        amount: due,
        memo: `crypto-checkout ${transaction.reference}`,
      });
      const answer: SolanaPayTransaction = {
        transaction: transfer
          .serialize({ requireAllSignatures: false, verifySignatures: false })
          .toString('base64'),
        message: `Pay ${amount} to ${transaction.businessName} (payment ${transaction.reference})`,
      };
      return reply.send(answer);
    },
  );
}
