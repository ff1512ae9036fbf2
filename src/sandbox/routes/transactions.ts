import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError, PermissionError } from '../../api/errors.js';
import { currencyBaseUnitsToNumber, currencyToBaseUnits } from '../../api/money.js';
import {
  initiateTransactionRequestSchema,
  transactionListQuerySchema,
  walletConnectRequestSchema,
  type TransactionPage,
  type WalletConnectTransaction,
} from '../../api/schemas/transaction.js';
import { requireBusiness } from '../http/auth.js';
import { MESSAGES, sendSuccess } from '../http/envelope.js';
import { effectRecorder, registerEffectReplay } from '../http/idempotency.js';
import { clientAddressOf } from '../http/rate-limits.js';
import type { ServiceApp } from '../http/validation.js';
import type { ServiceContext } from '../context.js';
import { initiateTransaction } from '../payments/initiate.js';
import { payableTransaction } from '../payments/payable-transaction.js';
import { rereadDeposit } from '../payments/detect.js';
import { refreshTransaction } from '../payments/refresh.js';
import {
  findTransactionById,
  findTransactionByReference,
  listTransactions,
  type StoredTransaction,
} from '../store/transactions.js';
import { buildPaymentTransfer } from '../payments/wallet-transfer.js';
import {
  amountStillDue,
  initiatedTransactionAnswer,
  toPublicVerifiedTransaction,
  toVerifiedTransaction,
} from '../views/transactions.js';
import { paymentNetworkOf } from '../views/payment-network.js';
import { isOpenStatus } from '../domain/transaction-lifecycle.js';
import { viewDigest, type CachedVerification } from '../views/public-verification-cache.js';
import { referenceParamsSchema } from '../../api/schemas/common.js';

export function registerTransactionRoutes(app: ServiceApp, context: ServiceContext): void {
  // An initiation (here or on a payment link) whose process died before it answered.
  registerEffectReplay(app, 'transaction', async (id, request) => {
    const transaction = await findTransactionById(context.database, id);
    if (!transaction) throw new Error(`transaction ${id} recorded for an Idempotency-Key is missing`);
    return {
      statusCode: 201,
      body: {
        success: true,
        message: MESSAGES.initiated,
        data: initiatedTransactionAnswer(transaction, context, request),
      },
    };
  });

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
        // A public key is in the merchant's pages: what comes with it is whatever the page (or anyone) sent.
        metadataVerified: request.apiKeyKind === 'secret',
        redirectUrl: body.redirectUrl,
        origin: 'THIRD_PARTY',
        recordEffect: effectRecorder(request),
        // A public key is in the merchant's pages for anyone to use, as a payment link is: its initiations are
        // capped per client. A secret key is the merchant's server, initiating for all its customers from one IP.
        clientIp: request.apiKeyKind === 'public' ? clientAddressOf(request) : undefined,
      });
      return sendSuccess(
        reply,
        MESSAGES.initiated,
        initiatedTransactionAnswer(transaction, context, request),
        201,
      );
    },
  );

  // The merchant's own records: each in the full view verification gives its secret key, as stored (see
  // listTransactions), with `count` over every page so that a dashboard can page without asking twice.
  app.get(
    '/v1/transactions',
    { config: { auth: 'secret' }, schema: { querystring: transactionListQuerySchema } },
    async (request, reply) => {
      const businessId = requireBusiness(request).record.uuid;
      const { limit, page, ...filters } = request.query;
      const network = paymentNetworkOf(context);
      const stored = await listTransactions(context.database, businessId, filters, { limit, page });
      const result: TransactionPage = {
        records: stored.records.map((transaction) => toVerifiedTransaction(transaction, network)),
        count: stored.count,
      };
      return sendSuccess(reply, MESSAGES.queried, result);
    },
  );

  // The checkout polls this with the reference alone (or its public key): the public view, from memory. The
  // merchant's server asks with its secret key: the full view, from the database.
  app.get(
    '/v1/transactions/:reference/verify',
    { config: { auth: 'optional' }, schema: { params: referenceParamsSchema } },
    async (request, reply) => {
      const { reference } = request.params;
      if (request.apiKeyKind !== 'secret') {
        const cached = context.verifications.get(reference);
        const usable = cached && (cached.closesAt === undefined || context.now().getTime() < cached.closesAt);
        const answer =
          (usable ? cached : undefined) ??
          (await context.verifications.load(
            reference,
            async () => {
              const stored = await findTransactionByReference(context.database, reference);
              return stored && rereadDeposit(context, await refreshTransaction(context, stored));
            },
            (transaction) =>
              renderVerification(toPublicVerifiedTransaction(transaction, paymentNetworkOf(context)), {
                closesAt: isOpenStatus(transaction.status) ? transaction.expiresAt.getTime() : undefined,
              }),
          ));
        if (!answer) throw new NotFoundError(`No transaction with reference ${reference}`);
        return sendVerification(request, reply, answer);
      }
      const stored = await findTransactionByReference(context.database, reference);
      if (!stored) throw new NotFoundError(`No transaction with reference ${reference}`);
      answersFullTransaction(request, stored);
      const transaction = await rereadDeposit(context, await refreshTransaction(context, stored));
      return sendVerification(
        request,
        reply,
        renderVerification(toVerifiedTransaction(transaction, paymentNetworkOf(context)), {
          closesAt: undefined,
        }),
      );
    },
  );

  app.post(
    '/v1/transactions/:reference/wallet-connect',
    { config: { auth: 'none' }, schema: { params: referenceParamsSchema, body: walletConnectRequestSchema } },
    async (request, reply) => {
      const transaction = await payableTransaction(context, request.params.reference);
      const due = amountStillDue(transaction);
      const transfer = await buildPaymentTransfer({
        chain: context.chain,
        transaction,
        payer: request.body.walletPublicAddress,
        amount: due,
      });
      const data: WalletConnectTransaction = {
        address: transaction.depositAddress,
        reference: transaction.reference,
        expectedAmountInUSD: currencyBaseUnitsToNumber(transaction.expectedUsd, 'USD'),
        expectedAmountInCrypto: currencyBaseUnitsToNumber(transaction.expectedCrypto, transaction.crypto),
        crypto: transaction.crypto,
        baseFiat: transaction.baseFiat,
        baseFiatToUSDRate: transaction.usdPerBaseFiat.toDisplayNumber(),
        usdToCryptoRate: transaction.usdPerCrypto.reciprocal().toDisplayNumber(),
        expectedAmountWithFeeInCrypto: currencyBaseUnitsToNumber(
          transaction.expectedCrypto + transaction.feeCrypto,
          transaction.crypto,
        ),
        amountDueInCrypto: currencyBaseUnitsToNumber(due, transaction.crypto),
        serializedTransaction: transfer
          .serialize({ requireAllSignatures: false, verifySignatures: false })
          .toString('base64'),
      };
      return sendSuccess(reply, MESSAGES.initiated, data);
    },
  );
}

/**
 * Whether verification answers the full transaction (customer, ids, metadata): only to the secret key of the
 * business it belongs to. No key or a public key (which lives in browsers) gets the public view. Another
 * business's secret key asked for a record that is not its own: a 403, as for its swaps and payouts, rather than
 * a public view it could take for the whole record.
 */
function answersFullTransaction(request: FastifyRequest, transaction: StoredTransaction): boolean {
  if (request.apiKeyKind !== 'secret') return false;
  if (request.business?.record.uuid !== transaction.businessId) {
    throw new PermissionError(`Transaction ${transaction.reference} belongs to another business`);
  }
  return true;
}

/** A verification's envelope, serialised once, with its ETag (the digest of the view, as the event ids are). */
function renderVerification(view: object, timing: { closesAt: number | undefined }): CachedVerification {
  const data = JSON.stringify(view);
  return {
    closesAt: timing.closesAt,
    body: `{"success":true,"message":${JSON.stringify(MESSAGES.verified)},"data":${data}}`,
    etag: `"${viewDigest(data)}"`,
  };
}

/** 304 when the caller has this very view already (If-None-Match), else the envelope. */
function sendVerification(request: FastifyRequest, reply: FastifyReply, answer: CachedVerification) {
  reply.header('etag', answer.etag);
  // Every poll must reach the service (or its cache check): the status changes on its own.
  reply.header('cache-control', 'no-cache');
  const known = request.headers['if-none-match'];
  if (known !== undefined && known.split(',').some((tag) => tag.trim() === answer.etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
