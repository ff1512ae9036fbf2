import * as z from 'zod/mini';
import {
  assertPositive,
  assertRetryCount,
  createSender,
  type FetchLike,
  type RequestOptions,
  type Send,
} from './http-request.js';
import { assertValidRequestPart, pathSegment, queryStrings } from './request-input.js';
import { DEFAULT_RETRY_SETTINGS, type RetrySettings } from './retry.js';
import { balanceListSchema, type Balance } from './schemas/balance.js';
import {
  airdropRequestSchema,
  ledgerReceiptSchema,
  mintRequestSchema,
  processPayoutRequestSchema,
  reconciliationSchema,
  sandboxDemoSchema,
  simulatedPaymentSchema,
  simulatePaymentRequestSchema,
  type AirdropRequest,
  type LedgerReceipt,
  type MintRequest,
  type ProcessPayoutRequest,
  type Reconciliation,
  type SandboxDemo,
  type SimulatedPayment,
  type SimulatePaymentRequest,
} from './schemas/sandbox.js';
import {
  bankListQuerySchema,
  bankSchema,
  resolveAccountRequestSchema,
  resolvedAccountSchema,
  type Bank,
  type BankListQuery,
  type ResolveAccountRequest,
  type ResolvedAccount,
} from './schemas/bank.js';
import {
  ownBusinessSchema,
  rolledSecretKeySchema,
  type OwnBusiness,
  type RolledSecretKey,
} from './schemas/business.js';
import {
  conversionQuerySchema,
  conversionSchema,
  type Conversion,
  type ConversionQuery,
} from './schemas/conversion.js';
import {
  currencyListQuerySchema,
  currencySchema,
  type Currency,
  type CurrencyListQuery,
} from './schemas/currency.js';
import {
  createCustomerRequestSchema,
  customerListQuerySchema,
  customerPageSchema,
  customerWithBusinessSchema,
  type CreateCustomerRequest,
  type CustomerListQuery,
  type CustomerPage,
  type CustomerWithBusiness,
} from './schemas/customer.js';
import {
  createPaymentLinkRequestSchema,
  paymentLinkListQuerySchema,
  paymentLinkPageSchema,
  paymentLinkSchema,
  updatePaymentLinkRequestSchema,
  type CreatePaymentLinkRequest,
  type PaymentLink,
  type PaymentLinkListQuery,
  type PaymentLinkPage,
  type UpdatePaymentLinkRequest,
} from './schemas/payment-link.js';
import {
  bankPayoutSchema,
  createBankPayoutRequestSchema,
  createCryptoPayoutRequestSchema,
  payoutRequestListQuerySchema,
  payoutRequestPageSchema,
  payoutRequestSchema,
  type BankPayout,
  type CreateBankPayoutRequest,
  type CreateCryptoPayoutRequest,
  type PayoutRequest,
  type PayoutRequestListQuery,
  type PayoutRequestPage,
} from './schemas/payout.js';
import {
  createSwapRequestSchema,
  swapListQuerySchema,
  swapPageSchema,
  swapQuoteQuerySchema,
  swapQuoteSchema,
  swapSchema,
  swapWithBusinessSchema,
  type CreateSwapRequest,
  type Swap,
  type SwapListQuery,
  type SwapPage,
  type SwapQuote,
  type SwapQuoteQuery,
  type SwapWithBusiness,
} from './schemas/swap.js';
import {
  checkoutSessionSchema,
  initiatePaymentLinkTransactionRequestSchema,
  initiateTransactionRequestSchema,
  initiatedTransactionSchema,
  transactionListQuerySchema,
  transactionPageSchema,
  verifiedTransactionSchema,
  walletConnectRequestSchema,
  walletConnectTransactionSchema,
  type CheckoutSession,
  type InitiatePaymentLinkTransactionRequest,
  type InitiateTransactionRequest,
  type InitiatedTransaction,
  type TransactionListQuery,
  type TransactionPage,
  type WalletConnectRequest,
  type WalletConnectTransaction,
} from './schemas/transaction.js';
import {
  createWebhookEndpointRequestSchema,
  emptyRequestBodySchema,
  rollWebhookSecretRequestSchema,
  updateWebhookEndpointRequestSchema,
  updateWebhookRequestSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  type CreateWebhookEndpointRequest,
  type RollWebhookSecretRequest,
  type UpdateWebhookEndpointRequest,
  type UpdateWebhookRequest,
  type WebhookDelivery,
  type WebhookDeliveryListQuery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from './schemas/webhook.js';
import { latePaymentListSchema, type LatePaymentView } from './schemas/late-payment.js';
import { verificationSchemaFor, type VerifiedTransactionFor } from './verification-view.js';
import { idParamsSchema, refCodeParamsSchema, referenceParamsSchema } from './schemas/common.js';

export type { PublicApiKey, SecretApiKey, VerifiedTransactionFor } from './verification-view.js';

/**
 * The typed client for the whole `/v1` interface, grouped by resource. Every method checks its arguments with the
 * service's own request schemas before sending (a bad one throws InvalidRequestError and sends nothing), checks
 * the answer against the response schemas (ResponseValidationError when it does not match), and turns error
 * envelopes into the ApiError subclass of their status. Reads and DELETEs are retried after connection failures,
 * 5xx and 429; POSTs carry an Idempotency-Key and are retried, with the same key, after connection failures and
 * 5xx only (see retry.ts).
 */

/**
 * `Key` is the type of the client's API key: a secret key's type (`sk_${string}`, or a literal) makes
 * `transactions.verify` answer the full transaction, a public key's or none the public view, and plain `string`
 * either (see verification-view.ts).
 */
export interface ClientOptions<Key extends string | undefined = string | undefined> {
  /** The service's address, e.g. "http://127.0.0.1:8787" (a path prefix such as "/api" is kept). */
  baseUrl: string;
  /**
   * `pk_test_…` (enough to initiate transactions; fine in a browser) or `sk_test_…` (everything; servers only);
   * `pk_live_…` and `sk_live_…` on a service running on devnet or mainnet-beta.
   * Sent as the raw `Authorization` header. Endpoints that need no key work without one.
   */
  apiKey?: Key;
  /**
   * The requests prove the owning business otherwise than by `apiKey` (the merchant console's session cookie):
   * verification answers the full transaction, as to a secret key, and is checked against that view.
   */
  authenticatedAsBusiness?: boolean;
  /** A fetch implementation to use instead of `globalThis.fetch`. */
  fetch?: FetchLike;
  /** Retries after the first attempt of a retryable call (default 2). */
  maxRetries?: number;
  /** Timeout of each attempt in milliseconds (default 30000); a timeout is a ConnectionError. */
  timeoutMs?: number;
  /** Backoff tuning: first wait, longest wait, and the longest Retry-After the client waits out. */
  retry?: Partial<Omit<RetrySettings, 'maxRetries'>>;
}

export interface CryptoCheckoutClient<Key extends string | undefined = string | undefined> {
  currencies: {
    /** `GET /v1/currencies`, optionally filtered by status, type, code or name. */
    list(query?: CurrencyListQuery, options?: RequestOptions): Promise<Currency[]>;
  };
  conversion: {
    /** `GET /v1/cryptofiat-conversion`: the value of `amount` (default 1) of `from` in `to`. */
    convert(query: ConversionQuery, options?: RequestOptions): Promise<Conversion>;
  };
  customers: {
    /** `POST /v1/business-customers` (secret key). */
    create(body: CreateCustomerRequest, options?: RequestOptions): Promise<CustomerWithBusiness>;
    /** `GET /v1/business-customers` (secret key): one page; `count` is the business's total. */
    list(query?: CustomerListQuery, options?: RequestOptions): Promise<CustomerPage>;
    /** `GET /v1/business-customers/:refCode` (secret key): a page holding that one customer. */
    get(refCode: string, options?: RequestOptions): Promise<CustomerPage>;
  };
  paymentLinks: {
    /** `POST /v1/payment-links` (secret key). */
    create(body: CreatePaymentLinkRequest, options?: RequestOptions): Promise<PaymentLink>;
    /** `GET /v1/payment-links` (secret key): one page, newest first; `count` is the business's total. */
    list(query?: PaymentLinkListQuery, options?: RequestOptions): Promise<PaymentLinkPage>;
    /**
     * `PATCH /v1/payment-links/:id` (secret key): changes the fields given (at least one); `active: false`
     * deactivates the link, `null` removes its success message or redirect.
     */
    update(id: string, body: UpdatePaymentLinkRequest, options?: RequestOptions): Promise<PaymentLink>;
    /** `GET /v1/payment-links/:id` (no key). */
    get(id: string, options?: RequestOptions): Promise<PaymentLink>;
    /** `POST /v1/payment-links/:id/transactions` (no key): a paying customer starts a transaction. */
    initiateTransaction(
      id: string,
      body: InitiatePaymentLinkTransactionRequest,
      options?: RequestOptions,
    ): Promise<InitiatedTransaction>;
  };
  transactions: {
    /** `POST /v1/transactions` (public or secret key). */
    initiate(body: InitiateTransactionRequest, options?: RequestOptions): Promise<InitiatedTransaction>;
    /**
     * `GET /v1/transactions` (secret key): one page, newest first, each in the full view; filtered by any of
     * status, crypto, payment link, creation time (`createdFrom` inclusive, `createdTo` exclusive, ISO 8601) and
     * customer e-mail. `count` is how many match, over every page.
     */
    list(query?: TransactionListQuery, options?: RequestOptions): Promise<TransactionPage>;
    /**
     * `GET /v1/transactions/:reference/verify`: the transaction's current state. With no key or a public key,
     * the public view (status and amounts, nothing about the customer); with the owning business's secret key,
     * the full transaction; another business's secret key is a PermissionError.
     */
    verify(reference: string, options?: RequestOptions): Promise<VerifiedTransactionFor<Key>>;
    /**
     * The address of `GET /v1/transactions/:reference/events` (no key): the public view pushed as Server-Sent
     * Events, for an `EventSource` (which cannot send a key, and needs none here). Sends nothing itself.
     */
    eventsUrl(reference: string): string;
    /**
     * `GET /v1/transactions/:reference/checkout` (no key): what a hosted checkout of the transaction shows beside
     * its status: the business paid, the price, and where the customer goes once paid.
     */
    checkoutSession(reference: string, options?: RequestOptions): Promise<CheckoutSession>;
    /**
     * `GET /v1/transactions/:reference/late-payments` (secret key): money that reached the transaction's deposit
     * after it closed, each credited to the business and swept like a payment, oldest first.
     */
    latePayments(reference: string, options?: RequestOptions): Promise<LatePaymentView[]>;
    /** `POST /v1/transactions/:reference/wallet-connect` (no key): the transfer for a connected wallet to sign. */
    walletConnect(
      reference: string,
      body: WalletConnectRequest,
      options?: RequestOptions,
    ): Promise<WalletConnectTransaction>;
  };
  payouts: {
    /** `POST /v1/payout-requests/bank` (secret key). */
    createBank(body: CreateBankPayoutRequest, options?: RequestOptions): Promise<BankPayout>;
    /** `POST /v1/payout-requests/crypto` (secret key): an on-chain payout. */
    createCrypto(body: CreateCryptoPayoutRequest, options?: RequestOptions): Promise<PayoutRequest>;
    /** `DELETE /v1/payout-request/:id` (secret key; singular path): cancels a PENDING payout. */
    cancel(id: string, options?: RequestOptions): Promise<PayoutRequest>;
    /**
     * `GET /v1/payout-requests` (secret key): one page, newest first, each as a payout request record; filtered by
     * status and type (`bank`, `crypto`). `count` is how many match, over every page.
     */
    list(query?: PayoutRequestListQuery, options?: RequestOptions): Promise<PayoutRequestPage>;
  };
  banks: {
    /** `GET /v1/banks?currency=` (secret key). */
    list(query: BankListQuery, options?: RequestOptions): Promise<Bank[]>;
    /** `POST /v1/banks/resolve-account` (secret key): the name on an account. */
    resolveAccount(body: ResolveAccountRequest, options?: RequestOptions): Promise<ResolvedAccount>;
  };
  swaps: {
    /** `POST /v1/swaps` (secret key): starts a swap (PENDING). */
    create(body: CreateSwapRequest, options?: RequestOptions): Promise<Swap>;
    /** `GET /v1/swaps/:id` (secret key): the swap with its business. */
    get(id: string, options?: RequestOptions): Promise<SwapWithBusiness>;
    /**
     * `GET /v1/swaps` (secret key): one page, newest first, each as `get` answers it; filtered by status. `count`
     * is how many match, over every page.
     */
    list(query?: SwapListQuery, options?: RequestOptions): Promise<SwapPage>;
    /**
     * `GET /v1/swaps/quote` (secret key): what `create` with the same fields would be now (fee, rate, expected and
     * least output), with nothing reserved or charged.
     */
    quote(query: SwapQuoteQuery, options?: RequestOptions): Promise<SwapQuote>;
  };
  business: {
    /** `GET /v1/business` (secret key): the business the key belongs to, with its public key. */
    get(options?: RequestOptions): Promise<OwnBusiness>;
    /**
     * `PUT /v1/business/webhook` (secret key): where webhooks go (an http or https URL; "" turns them off).
     * Deliveries still pending follow the new URL. Answers the updated business.
     */
    updateWebhook(body: UpdateWebhookRequest, options?: RequestOptions): Promise<OwnBusiness>;
    /**
     * `POST /v1/business/secret-key/roll` (secret key): a new secret key, shown once. The key this client was made
     * with is refused from then on (make a new client with the answer); the public key is unchanged, and every
     * console session of the business ends.
     */
    rollSecretKey(options?: RequestOptions): Promise<RolledSecretKey>;
  };
  webhookEndpoints: {
    /**
     * `POST /v1/webhook-endpoints` (secret key): a new endpoint (`events` absent or empty: every event). The answer
     * is the only one, with `rollSecret`'s, that carries the signing `secret`: keep it.
     */
    create(body: CreateWebhookEndpointRequest, options?: RequestOptions): Promise<WebhookEndpointWithSecret>;
    /** `GET /v1/webhook-endpoints` (secret key): the business's endpoints, oldest first, without secrets. */
    list(options?: RequestOptions): Promise<WebhookEndpoint[]>;
    /** `GET /v1/webhook-endpoints/:id` (secret key). */
    get(id: string, options?: RequestOptions): Promise<WebhookEndpoint>;
    /** `PATCH /v1/webhook-endpoints/:id` (secret key): changes the fields given (at least one). */
    update(
      id: string,
      body: UpdateWebhookEndpointRequest,
      options?: RequestOptions,
    ): Promise<WebhookEndpoint>;
    /** `DELETE /v1/webhook-endpoints/:id` (secret key): answers the endpoint as it was; pending deliveries fail. */
    delete(id: string, options?: RequestOptions): Promise<WebhookEndpoint>;
    /**
     * `POST /v1/webhook-endpoints/:id/roll-secret` (secret key): a new signing secret, shown once; the old one
     * keeps signing beside it for `graceSeconds` (default a day, at most 7 days, 0: stops at once).
     */
    rollSecret(
      id: string,
      body?: RollWebhookSecretRequest,
      options?: RequestOptions,
    ): Promise<WebhookEndpointWithSecret>;
    /** `POST /v1/webhook-endpoints/:id/test` (secret key): sends `webhook.test` to this endpoint only. */
    sendTest(id: string, options?: RequestOptions): Promise<WebhookDelivery>;
  };
  webhooks: {
    /** `GET /v1/webhook-deliveries` (secret key): newest first, each with every attempt and its outcome. */
    deliveries(query?: WebhookDeliveryListQuery, options?: RequestOptions): Promise<WebhookDeliveryPage>;
    /**
     * `POST /v1/webhook-deliveries/:id/redeliver` (secret key): the delivery's event again (same event id and body)
     * to the same destination, as a new delivery, which it answers. Not for a delivery still pending (409).
     */
    redeliver(deliveryId: string, options?: RequestOptions): Promise<WebhookDelivery>;
  };
  /** Test-mode helpers of the local service (no key): real transactions on its local Solana ledger. */
  sandbox: {
    /** `POST /v1/sandbox/airdrop`: SOL from the sandbox faucet to an address. */
    airdrop(body: AirdropRequest, options?: RequestOptions): Promise<LedgerReceipt>;
    /** `POST /v1/sandbox/mint`: sandbox USDC/USDT to an address's associated token account. */
    mint(body: MintRequest, options?: RequestOptions): Promise<LedgerReceipt>;
    /** `POST /v1/sandbox/transactions/:reference/pay`: pay from a fresh outside wallet (exact, partial, over). */
    pay(reference: string, body: SimulatePaymentRequest, options?: RequestOptions): Promise<SimulatedPayment>;
    /** `POST /v1/sandbox/payout-requests/:id/process` (secret key): the sandbox bank fulfils or declines a PENDING payout. */
    processPayout(id: string, body: ProcessPayoutRequest, options?: RequestOptions): Promise<PayoutRequest>;
    /** `GET /v1/sandbox/reconciliation` (secret key): balance = movements = ledger funds, per business and currency. */
    reconciliation(options?: RequestOptions): Promise<Reconciliation>;
    /** `GET /v1/sandbox/demo`: the demo payment link, its hosted page, the demo shop (null when not running), the docs. */
    demo(options?: RequestOptions): Promise<SandboxDemo>;
  };
  /** `GET /v1/balances` (secret key): the business's balance in each cryptocurrency. */
  balances: {
    list(options?: RequestOptions): Promise<Balance[]>;
  };
}

export const DEFAULT_TIMEOUT_MS = 30_000;

const currencyListSchema = z.array(currencySchema);
const bankListSchema = z.array(bankSchema);

export function createClient<Key extends string | undefined = undefined>(
  options: ClientOptions<Key>,
): CryptoCheckoutClient<Key> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retry: RetrySettings = {
    ...DEFAULT_RETRY_SETTINGS,
    ...definedOnly(options.retry ?? {}),
    maxRetries: options.maxRetries ?? DEFAULT_RETRY_SETTINGS.maxRetries,
  };
  assertPositive('timeoutMs', timeoutMs);
  assertRetryCount(retry.maxRetries);
  for (const name of ['baseDelayMs', 'maxDelayMs', 'maxRetryAfterMs'] as const) {
    if (!(Number.isFinite(retry[name]) && retry[name] >= 0)) {
      throw new TypeError(`retry.${name} must be a number of milliseconds ≥ 0, got ${String(retry[name])}`);
    }
  }
  const baseUrl = normaliseBaseUrl(options.baseUrl);
  const send = createSender({
    baseUrl,
    apiKey: options.apiKey,
    fetch: options.fetch ?? defaultFetch(),
    timeoutMs,
    retry,
  });
  return {
    currencies: {
      list: async (query, requestOptions) =>
        get(send, '/v1/currencies', currencyListSchema, query, currencyListQuerySchema, requestOptions),
    },
    conversion: {
      convert: async (query, requestOptions) =>
        get(
          send,
          '/v1/cryptofiat-conversion',
          conversionSchema,
          query,
          conversionQuerySchema,
          requestOptions,
        ),
    },
    customers: {
      create: async (body, requestOptions) =>
        post(
          send,
          '/v1/business-customers',
          customerWithBusinessSchema,
          body,
          createCustomerRequestSchema,
          requestOptions,
        ),
      list: async (query, requestOptions) =>
        get(
          send,
          '/v1/business-customers',
          customerPageSchema,
          query,
          customerListQuerySchema,
          requestOptions,
        ),
      get: async (refCode, requestOptions) =>
        send(
          {
            method: 'GET',
            path: `/v1/business-customers/${pathSegment(refCodeParamsSchema, 'refCode', refCode)}`,
            data: customerPageSchema,
          },
          requestOptions,
        ),
    },
    paymentLinks: {
      create: async (body, requestOptions) =>
        post(
          send,
          '/v1/payment-links',
          paymentLinkSchema,
          body,
          createPaymentLinkRequestSchema,
          requestOptions,
        ),
      list: async (query, requestOptions) =>
        get(
          send,
          '/v1/payment-links',
          paymentLinkPageSchema,
          query,
          paymentLinkListQuerySchema,
          requestOptions,
        ),
      update: async (id, body, requestOptions) => {
        const path = `/v1/payment-links/${pathSegment(idParamsSchema, 'id', id)}`;
        assertValidRequestPart(updatePaymentLinkRequestSchema, body, 'body');
        return send({ method: 'PATCH', path, body, data: paymentLinkSchema }, requestOptions);
      },
      get: async (id, requestOptions) =>
        send(
          {
            method: 'GET',
            path: `/v1/payment-links/${pathSegment(idParamsSchema, 'id', id)}`,
            data: paymentLinkSchema,
          },
          requestOptions,
        ),
      initiateTransaction: async (id, body, requestOptions) =>
        post(
          send,
          `/v1/payment-links/${pathSegment(idParamsSchema, 'id', id)}/transactions`,
          initiatedTransactionSchema,
          body,
          initiatePaymentLinkTransactionRequestSchema,
          requestOptions,
        ),
    },
    transactions: {
      initiate: async (body, requestOptions) =>
        post(
          send,
          '/v1/transactions',
          initiatedTransactionSchema,
          body,
          initiateTransactionRequestSchema,
          requestOptions,
        ),
      list: async (query, requestOptions) =>
        get(
          send,
          '/v1/transactions',
          transactionPageSchema,
          query,
          transactionListQuerySchema,
          requestOptions,
        ),
      verify: async (reference, requestOptions) => {
        const transaction = await send(
          {
            method: 'GET',
            path: `/v1/transactions/${pathSegment(referenceParamsSchema, 'reference', reference)}/verify`,
            data: options.authenticatedAsBusiness
              ? verifiedTransactionSchema
              : verificationSchemaFor(options.apiKey),
          },
          requestOptions,
        );
        // The schema was chosen by the same key test that VerifiedTransactionFor makes on the key's type.
        return transaction as VerifiedTransactionFor<Key>;
      },
      eventsUrl: (reference) =>
        `${baseUrl}/v1/transactions/${pathSegment(referenceParamsSchema, 'reference', reference)}/events`,
      checkoutSession: (reference, requestOptions) =>
        send(
          {
            method: 'GET',
            path: `/v1/transactions/${pathSegment(referenceParamsSchema, 'reference', reference)}/checkout`,
            data: checkoutSessionSchema,
          },
          requestOptions,
        ),
      latePayments: (reference, requestOptions) =>
        send(
          {
            method: 'GET',
            path: `/v1/transactions/${pathSegment(referenceParamsSchema, 'reference', reference)}/late-payments`,
            data: latePaymentListSchema,
          },
          requestOptions,
        ),
      walletConnect: async (reference, body, requestOptions) =>
        post(
          send,
          `/v1/transactions/${pathSegment(referenceParamsSchema, 'reference', reference)}/wallet-connect`,
          walletConnectTransactionSchema,
          body,
          walletConnectRequestSchema,
          requestOptions,
        ),
    },
    payouts: {
      createBank: async (body, requestOptions) =>
        post(
          send,
          '/v1/payout-requests/bank',
          bankPayoutSchema,
          body,
          createBankPayoutRequestSchema,
          requestOptions,
        ),
      createCrypto: async (body, requestOptions) =>
        post(
          send,
          '/v1/payout-requests/crypto',
          payoutRequestSchema,
          body,
          createCryptoPayoutRequestSchema,
          requestOptions,
        ),
      cancel: async (id, requestOptions) =>
        send(
          {
            method: 'DELETE',
            path: `/v1/payout-request/${pathSegment(idParamsSchema, 'id', id)}`,
            data: payoutRequestSchema,
          },
          requestOptions,
        ),
      list: async (query, requestOptions) =>
        get(
          send,
          '/v1/payout-requests',
          payoutRequestPageSchema,
          query,
          payoutRequestListQuerySchema,
          requestOptions,
        ),
    },
    banks: {
      list: async (query, requestOptions) =>
        get(send, '/v1/banks', bankListSchema, query, bankListQuerySchema, requestOptions),
      resolveAccount: async (body, requestOptions) =>
        post(
          send,
          '/v1/banks/resolve-account',
          resolvedAccountSchema,
          body,
          resolveAccountRequestSchema,
          requestOptions,
        ),
    },
    swaps: {
      create: async (body, requestOptions) =>
        post(send, '/v1/swaps', swapSchema, body, createSwapRequestSchema, requestOptions),
      get: async (id, requestOptions) =>
        send(
          {
            method: 'GET',
            path: `/v1/swaps/${pathSegment(idParamsSchema, 'id', id)}`,
            data: swapWithBusinessSchema,
          },
          requestOptions,
        ),
      list: async (query, requestOptions) =>
        get(send, '/v1/swaps', swapPageSchema, query, swapListQuerySchema, requestOptions),
      quote: async (query, requestOptions) =>
        get(send, '/v1/swaps/quote', swapQuoteSchema, query, swapQuoteQuerySchema, requestOptions),
    },
    business: {
      get: async (requestOptions) =>
        send({ method: 'GET', path: '/v1/business', data: ownBusinessSchema }, requestOptions),
      updateWebhook: async (body, requestOptions) => {
        assertValidRequestPart(updateWebhookRequestSchema, body, 'body');
        return send(
          { method: 'PUT', path: '/v1/business/webhook', body, data: ownBusinessSchema },
          requestOptions,
        );
      },
      rollSecretKey: async (requestOptions) =>
        post(
          send,
          '/v1/business/secret-key/roll',
          rolledSecretKeySchema,
          undefined,
          emptyRequestBodySchema,
          requestOptions,
        ),
    },
    webhookEndpoints: {
      create: async (body, requestOptions) =>
        post(
          send,
          '/v1/webhook-endpoints',
          webhookEndpointWithSecretSchema,
          body,
          createWebhookEndpointRequestSchema,
          requestOptions,
        ),
      list: async (requestOptions) =>
        send(
          { method: 'GET', path: '/v1/webhook-endpoints', data: webhookEndpointListSchema },
          requestOptions,
        ),
      get: async (id, requestOptions) =>
        send({ method: 'GET', path: webhookEndpointPath(id), data: webhookEndpointSchema }, requestOptions),
      update: async (id, body, requestOptions) => {
        const path = webhookEndpointPath(id);
        assertValidRequestPart(updateWebhookEndpointRequestSchema, body, 'body');
        return send({ method: 'PATCH', path, body, data: webhookEndpointSchema }, requestOptions);
      },
      delete: async (id, requestOptions) =>
        send(
          { method: 'DELETE', path: webhookEndpointPath(id), data: webhookEndpointSchema },
          requestOptions,
        ),
      rollSecret: async (id, body, requestOptions) =>
        post(
          send,
          `${webhookEndpointPath(id)}/roll-secret`,
          webhookEndpointWithSecretSchema,
          body,
          rollWebhookSecretRequestSchema,
          requestOptions,
        ),
      sendTest: async (id, requestOptions) =>
        post(
          send,
          `${webhookEndpointPath(id)}/test`,
          webhookDeliverySchema,
          undefined,
          emptyRequestBodySchema,
          requestOptions,
        ),
    },
    webhooks: {
      deliveries: async (query, requestOptions) =>
        get(
          send,
          '/v1/webhook-deliveries',
          webhookDeliveryPageSchema,
          query,
          webhookDeliveryListQuerySchema,
          requestOptions,
        ),
      redeliver: async (deliveryId, requestOptions) =>
        post(
          send,
          `/v1/webhook-deliveries/${pathSegment(idParamsSchema, 'id', deliveryId)}/redeliver`,
          webhookDeliverySchema,
          undefined,
          emptyRequestBodySchema,
          requestOptions,
        ),
    },
    sandbox: {
      airdrop: async (body, requestOptions) =>
        post(send, '/v1/sandbox/airdrop', ledgerReceiptSchema, body, airdropRequestSchema, requestOptions),
      mint: async (body, requestOptions) =>
        post(send, '/v1/sandbox/mint', ledgerReceiptSchema, body, mintRequestSchema, requestOptions),
      pay: async (reference, body, requestOptions) =>
        post(
          send,
          `/v1/sandbox/transactions/${pathSegment(referenceParamsSchema, 'reference', reference)}/pay`,
          simulatedPaymentSchema,
          body,
          simulatePaymentRequestSchema,
          requestOptions,
        ),
      processPayout: async (id, body, requestOptions) =>
        post(
          send,
          `/v1/sandbox/payout-requests/${pathSegment(idParamsSchema, 'id', id)}/process`,
          payoutRequestSchema,
          body,
          processPayoutRequestSchema,
          requestOptions,
        ),
      reconciliation: async (requestOptions) =>
        send(
          { method: 'GET', path: '/v1/sandbox/reconciliation', data: reconciliationSchema },
          requestOptions,
        ),
      demo: async (requestOptions) =>
        send({ method: 'GET', path: '/v1/sandbox/demo', data: sandboxDemoSchema }, requestOptions),
    },
    balances: {
      list: async (requestOptions) =>
        send({ method: 'GET', path: '/v1/balances', data: balanceListSchema }, requestOptions),
    },
  };
}

/** `/v1/webhook-endpoints/:id`, the id checked (and encoded) first. */
function webhookEndpointPath(id: string): string {
  return `/v1/webhook-endpoints/${pathSegment(idParamsSchema, 'id', id)}`;
}

/** A GET whose query is checked, as the strings the URL will carry, with the service's query schema. */
async function get<Data extends z.core.$ZodType>(
  send: Send,
  path: string,
  data: Data,
  query: object | undefined,
  querySchema: z.core.$ZodType,
  options: RequestOptions | undefined,
): Promise<z.output<Data>> {
  const strings = queryStrings(query);
  assertValidRequestPart(querySchema, strings, 'querystring');
  return send({ method: 'GET', path, query: strings, data }, options);
}

/** A POST whose JSON body is checked with the service's body schema; sent as the caller wrote it. */
async function post<Data extends z.core.$ZodType>(
  send: Send,
  path: string,
  data: Data,
  body: unknown,
  bodySchema: z.core.$ZodType,
  options: RequestOptions | undefined,
): Promise<z.output<Data>> {
  assertValidRequestPart(bodySchema, body, 'body');
  return send({ method: 'POST', path, body, data }, options);
}

function normaliseBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError(`baseUrl must be an absolute http(s) URL, got ${JSON.stringify(baseUrl)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`baseUrl must be an http or https URL, got ${JSON.stringify(baseUrl)}`);
  }
  if (url.search || url.hash) {
    throw new TypeError(`baseUrl must not carry a query or fragment, got ${JSON.stringify(baseUrl)}`);
  }
  return url.href.replace(/\/+$/, '');
}

/** `globalThis.fetch`, looked up at call time (so a later polyfill counts) and called unbound-safe. */
function defaultFetch(): FetchLike {
  if (typeof globalThis.fetch !== 'function') {
    throw new TypeError('No global fetch is available: pass one as the `fetch` option');
  }
  return (input, init) => globalThis.fetch(input, init);
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
