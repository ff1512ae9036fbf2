/**
 * The public API of crypto-checkout's contract layer: the typed client, its errors, the zod schemas of every
 * resource and request (with their types), the currency tables and the exact-money helpers. Every export is
 * named here on purpose; nothing is re-exported wholesale.
 */

// The client
export { createClient, DEFAULT_TIMEOUT_MS } from './client.js';
export type {
  ClientOptions,
  CryptoCheckoutClient,
  PublicApiKey,
  SecretApiKey,
  VerifiedTransactionFor,
} from './client.js';
export type { FetchLike, RequestOptions, ResponseInfo } from './http-request.js';
export { DEFAULT_RETRY_SETTINGS } from './retry.js';
export type { HttpMethod, RetrySettings } from './retry.js';
export { IDEMPOTENCY_KEY_PATTERN, generateIdempotencyKey } from './idempotency-key.js';
export { fieldErrorsFromIssues, summariseFieldErrors } from './field-errors.js';

// Errors
export {
  ApiError,
  AuthenticationError,
  ConflictError,
  ConnectionError,
  InvalidRequestError,
  LedgerTransferError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionError,
  RateLimitError,
  ResponseValidationError,
  ServerError,
  ServiceUnavailableError,
  UnsupportedMediaTypeError,
  apiErrorFromResponse,
} from './errors.js';

// Currencies and money
export {
  CRYPTO_CODES,
  CURRENCY_CODES,
  CURRENCY_DECIMALS,
  FIAT_CODES,
  isCryptoCode,
  isFiatCode,
} from './currencies.js';
export type { CryptoCode, CurrencyCode, FiatCode } from './currencies.js';
export {
  AmountFormatError,
  baseUnitsToNumber,
  currencyBaseUnitsToNumber,
  currencyToBaseUnits,
  decimalPlaces,
  formatBaseUnits,
  numberToDecimalString,
  toBaseUnits,
} from './money.js';

// Schemas: building blocks
export {
  MAX_CRYPTO_AMOUNT,
  MAX_FIAT_AMOUNT,
  cryptoCodeSchema,
  currencyCodeSchema,
  dateOnlySchema,
  emailSchema,
  environmentSchema,
  fiatCodeSchema,
  idParamsSchema,
  isSolanaAddress,
  refCodeSchema,
  referenceParamsSchema,
  referenceSchema,
  solanaAddressSchema,
  solanaClusterSchema,
  timestampSchema,
  uuidSchema,
} from './schemas/common.js';

// Schemas: envelope
export { errorEnvelopeSchema, fieldErrorSchema, successEnvelopeSchema } from './schemas/envelope.js';
export type { ErrorEnvelope, FieldError } from './schemas/envelope.js';

// Schemas: resources and requests
export {
  bankListQuerySchema,
  bankSchema,
  resolveAccountRequestSchema,
  resolvedAccountSchema,
} from './schemas/bank.js';
export type { Bank, BankListQuery, ResolveAccountRequest, ResolvedAccount } from './schemas/bank.js';

export {
  businessSchema,
  businessWithUserSchema,
  ownBusinessSchema,
  rolledSecretKeySchema,
} from './schemas/business.js';
export type { Business, BusinessWithUser, OwnBusiness, RolledSecretKey } from './schemas/business.js';

export { dashboardSessionSchema, signInRequestSchema } from './schemas/dashboard-session.js';
export type { DashboardSessionView, SignInRequest } from './schemas/dashboard-session.js';

export { MAX_CONVERSION_AMOUNT, conversionQuerySchema, conversionSchema } from './schemas/conversion.js';
export type { Conversion, ConversionQuery } from './schemas/conversion.js';

export {
  currencyListQuerySchema,
  currencySchema,
  currencyStatusSchema,
  currencyTypeSchema,
} from './schemas/currency.js';
export type { Currency, CurrencyListQuery, CurrencyStatus, CurrencyType } from './schemas/currency.js';

export {
  MAX_CUSTOMER_PAGE_SIZE,
  createCustomerRequestSchema,
  customerListQuerySchema,
  customerPageSchema,
  customerSchema,
  customerWithBusinessSchema,
  phoneNumberSchema,
  transactionCustomerSchema,
} from './schemas/customer.js';
export type {
  CreateCustomerRequest,
  Customer,
  CustomerListQuery,
  CustomerPage,
  CustomerWithBusiness,
  TransactionCustomer,
} from './schemas/customer.js';

export {
  MAX_PAYMENT_LINK_PAGE_SIZE,
  createPaymentLinkRequestSchema,
  paymentLinkListQuerySchema,
  paymentLinkPageSchema,
  paymentLinkSchema,
  updatePaymentLinkRequestSchema,
} from './schemas/payment-link.js';
export type {
  CreatePaymentLinkRequest,
  PaymentLink,
  PaymentLinkListQuery,
  PaymentLinkPage,
  UpdatePaymentLinkRequest,
} from './schemas/payment-link.js';

export {
  MAX_PAYOUT_REQUEST_PAGE_SIZE,
  PAYOUT_STATUSES,
  PAYOUT_TYPES,
  accountNumberSchema,
  bankIdentifierSchema,
  bankPayoutSchema,
  createBankPayoutRequestSchema,
  createCryptoPayoutRequestSchema,
  payoutRequestListQuerySchema,
  payoutRequestPageSchema,
  payoutRequestSchema,
  payoutStatusSchema,
} from './schemas/payout.js';
export type {
  BankPayout,
  CreateBankPayoutRequest,
  CreateCryptoPayoutRequest,
  PayoutRequest,
  PayoutRequestListQuery,
  PayoutRequestPage,
  PayoutStatus,
  PayoutType,
} from './schemas/payout.js';

export {
  MAX_SWAP_PAGE_SIZE,
  SWAP_STATUSES,
  createSwapRequestSchema,
  swapListQuerySchema,
  swapPageSchema,
  swapSchema,
  swapStatusSchema,
  swapWithBusinessSchema,
} from './schemas/swap.js';
export type {
  CreateSwapRequest,
  Swap,
  SwapListQuery,
  SwapPage,
  SwapStatus,
  SwapWithBusiness,
} from './schemas/swap.js';

export {
  FINAL_TRANSACTION_STATUSES,
  MAX_TRANSACTION_PAGE_SIZE,
  TRANSACTION_STATUSES,
  checkoutSessionSchema,
  initiatePaymentLinkTransactionRequestSchema,
  initiateTransactionRequestSchema,
  initiatedTransactionSchema,
  metadataSchema,
  publicVerifiedTransactionSchema,
  redirectUrlSchema,
  signedMetadataSchema,
  transactionListQuerySchema,
  transactionPageSchema,
  transactionStatusSchema,
  verifiedTransactionSchema,
  walletConnectRequestSchema,
  walletConnectTransactionSchema,
} from './schemas/transaction.js';
export type {
  CheckoutSession,
  InitiatePaymentLinkTransactionRequest,
  InitiateTransactionRequest,
  InitiatedTransaction,
  PublicVerifiedTransaction,
  TransactionListQuery,
  TransactionPage,
  TransactionStatus,
  VerifiedTransaction,
  WalletConnectRequest,
  WalletConnectTransaction,
} from './schemas/transaction.js';

export { latePaymentEventSchema, latePaymentListSchema, latePaymentSchema } from './schemas/late-payment.js';
export type { LatePaymentEvent, LatePaymentView } from './schemas/late-payment.js';

export { userSchema } from './schemas/user.js';
export type { User } from './schemas/user.js';

export {
  DEFAULT_WEBHOOK_SECRET_GRACE_SECONDS,
  MAX_WEBHOOK_DELIVERY_PAGE_SIZE,
  MAX_WEBHOOK_ENDPOINTS,
  MAX_WEBHOOK_SECRET_GRACE_SECONDS,
  MAX_WEBHOOK_URL_LENGTH,
  SENT_WEBHOOK_EVENTS,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  createWebhookEndpointRequestSchema,
  rollWebhookSecretRequestSchema,
  sentWebhookEventNameSchema,
  updateWebhookEndpointRequestSchema,
  updateWebhookRequestSchema,
  webhookAttemptSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookDeliveryStatusSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookEventNameSchema,
  webhookPayloadSchema,
  webhookUrlSchema,
} from './schemas/webhook.js';
export type {
  CreateWebhookEndpointRequest,
  RollWebhookSecretRequest,
  SentWebhookEventName,
  UpdateWebhookEndpointRequest,
  UpdateWebhookRequest,
  WebhookAttempt,
  WebhookDelivery,
  WebhookDeliveryListQuery,
  WebhookDeliveryPage,
  WebhookDeliveryStatus,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  WebhookEventName,
  WebhookPayload,
} from './schemas/webhook.js';

// Solana Pay transaction requests (/v1/transactions/:reference/solana-pay)
export {
  solanaPayLabelSchema,
  solanaPayTransactionRequestSchema,
  solanaPayTransactionSchema,
} from './schemas/solana-pay.js';
export type {
  SolanaPayLabel,
  SolanaPayTransaction,
  SolanaPayTransactionRequest,
} from './schemas/solana-pay.js';

// Metadata a merchant's server signs for a payment link's checkout
export {
  MAX_SIGNED_METADATA_LENGTH,
  SIGNED_METADATA_PATTERN,
  metadataSignature,
  signCheckoutMetadata,
} from './signed-metadata.js';
export type { SignCheckoutMetadataInput } from './signed-metadata.js';

// Webhooks: checking that a request came from crypto-checkout
export {
  DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
  WEBHOOK_HEADERS,
  computeWebhookSignature,
  verifyWebhookSignature,
} from './webhook-signature.js';
export type {
  VerifyWebhookSignatureInput,
  WebhookHeaderValue,
  WebhookVerificationRequest,
  WebhookVerificationSecret,
} from './webhook-signature.js';

export {
  MAX_AIRDROP_SOL,
  MAX_MINT_AMOUNT,
  PAYMENT_SIMULATION_MODES,
  airdropRequestSchema,
  ledgerReceiptSchema,
  mintRequestSchema,
  processPayoutRequestSchema,
  reconciliationSchema,
  sandboxDemoSchema,
  simulatePaymentRequestSchema,
  simulatedPaymentSchema,
} from './schemas/sandbox.js';
export type {
  AirdropRequest,
  LedgerReceipt,
  MintRequest,
  ProcessPayoutRequest,
  Reconciliation,
  SandboxDemo,
  SimulatePaymentRequest,
  SimulatedPayment,
} from './schemas/sandbox.js';

export { SOLANA_TOKEN_MINTS, mintOnNetwork } from './solana-mints.js';
export type { SolanaNetwork, StablecoinCode } from './solana-mints.js';
export { SOLANA_CLUSTERS, isSolanaCluster, mintsForCluster, networkForCluster } from './solana-cluster.js';
export type { SolanaCluster } from './solana-cluster.js';
export { encodeTransferRequestUri } from './solana-pay-uri.js';
export type { TransferRequest } from './solana-pay-uri.js';

export { balanceListSchema, balanceSchema } from './schemas/balance.js';
export type { Balance } from './schemas/balance.js';
