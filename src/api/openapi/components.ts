import * as z from 'zod/mini';
import { balanceSchema } from '../schemas/balance.js';
import { bankSchema, resolvedAccountSchema } from '../schemas/bank.js';
import {
  businessSchema,
  businessWithUserSchema,
  ownBusinessSchema,
  rolledSecretKeySchema,
} from '../schemas/business.js';
import { conversionSchema } from '../schemas/conversion.js';
import { currencySchema } from '../schemas/currency.js';
import {
  customerPageSchema,
  customerSchema,
  customerWithBusinessSchema,
  transactionCustomerSchema,
} from '../schemas/customer.js';
import { errorEnvelopeSchema, fieldErrorSchema } from '../schemas/envelope.js';
import { latePaymentEventSchema, latePaymentSchema } from '../schemas/late-payment.js';
import { paymentLinkPageSchema, paymentLinkSchema } from '../schemas/payment-link.js';
import { bankPayoutSchema, payoutRequestPageSchema, payoutRequestSchema } from '../schemas/payout.js';
import {
  ledgerReceiptSchema,
  reconciliationSchema,
  sandboxDemoSchema,
  simulatedPaymentSchema,
} from '../schemas/sandbox.js';
import { solanaPayLabelSchema, solanaPayTransactionSchema } from '../schemas/solana-pay.js';
import { swapPageSchema, swapSchema, swapWithBusinessSchema } from '../schemas/swap.js';
import {
  checkoutSessionSchema,
  initiatedTransactionSchema,
  publicVerifiedTransactionSchema,
  transactionPageSchema,
  verifiedTransactionSchema,
  walletConnectTransactionSchema,
} from '../schemas/transaction.js';
import { userSchema } from '../schemas/user.js';
import {
  webhookAttemptSchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookPayloadSchema,
} from '../schemas/webhook.js';

/**
 * The answers' resources under the names the OpenAPI document gives them (`#/components/schemas/<name>`). Each is
 * the very zod schema the service and the typed client use; wherever one appears inside another answer, the
 * document refers to it by this name instead of repeating it.
 */
export const RESPONSE_COMPONENTS: Readonly<Record<string, z.core.$ZodType>> = {
  ErrorEnvelope: errorEnvelopeSchema,
  FieldError: fieldErrorSchema,
  Currency: currencySchema,
  Conversion: conversionSchema,
  Customer: customerSchema,
  CustomerWithBusiness: customerWithBusinessSchema,
  TransactionCustomer: transactionCustomerSchema,
  CustomerPage: customerPageSchema,
  PaymentLink: paymentLinkSchema,
  PaymentLinkPage: paymentLinkPageSchema,
  InitiatedTransaction: initiatedTransactionSchema,
  VerifiedTransaction: verifiedTransactionSchema,
  PublicVerifiedTransaction: publicVerifiedTransactionSchema,
  TransactionPage: transactionPageSchema,
  CheckoutSession: checkoutSessionSchema,
  WalletConnectTransaction: walletConnectTransactionSchema,
  SolanaPayLabel: solanaPayLabelSchema,
  SolanaPayTransaction: solanaPayTransactionSchema,
  LatePayment: latePaymentSchema,
  LatePaymentEvent: latePaymentEventSchema,
  BankPayout: bankPayoutSchema,
  PayoutRequest: payoutRequestSchema,
  PayoutRequestPage: payoutRequestPageSchema,
  Bank: bankSchema,
  ResolvedAccount: resolvedAccountSchema,
  Balance: balanceSchema,
  Swap: swapSchema,
  SwapWithBusiness: swapWithBusinessSchema,
  SwapPage: swapPageSchema,
  Business: businessSchema,
  BusinessWithUser: businessWithUserSchema,
  OwnBusiness: ownBusinessSchema,
  User: userSchema,
  RolledSecretKey: rolledSecretKeySchema,
  WebhookAttempt: webhookAttemptSchema,
  WebhookDelivery: webhookDeliverySchema,
  WebhookDeliveryPage: webhookDeliveryPageSchema,
  WebhookEndpoint: webhookEndpointSchema,
  WebhookEndpointWithSecret: webhookEndpointWithSecretSchema,
  WebhookPayload: webhookPayloadSchema,
  LedgerReceipt: ledgerReceiptSchema,
  SimulatedPayment: simulatedPaymentSchema,
  Reconciliation: reconciliationSchema,
  SandboxDemo: sandboxDemoSchema,
};
