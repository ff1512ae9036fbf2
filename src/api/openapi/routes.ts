import * as balances from '../schemas/balance.js';
import * as banks from '../schemas/bank.js';
import * as business from '../schemas/business.js';
import * as common from '../schemas/common.js';
import * as conversion from '../schemas/conversion.js';
import * as currencies from '../schemas/currency.js';
import * as customers from '../schemas/customer.js';
import * as latePayments from '../schemas/late-payment.js';
import * as paymentLinks from '../schemas/payment-link.js';
import * as payouts from '../schemas/payout.js';
import * as sandbox from '../schemas/sandbox.js';
import * as solanaPay from '../schemas/solana-pay.js';
import * as swaps from '../schemas/swap.js';
import * as transactions from '../schemas/transaction.js';
import * as webhooks from '../schemas/webhook.js';
import * as z from 'zod/mini';
import type { RouteDoc } from './route-doc.js';

/** The groups routes are listed under, in order, each with what it is about. */
export const ROUTE_TAGS = [
  {
    name: 'Currencies',
    description: 'The supported fiat and crypto currencies, and conversion between them.',
  },
  { name: 'Customers', description: "A business's customers, created by hand or by their first payment." },
  {
    name: 'Payment links',
    description: 'Reusable links with a fixed price, each paid by any number of customers.',
  },
  {
    name: 'Transactions',
    description:
      'Payments: initiation, verification, live status (Server-Sent Events), the hosted checkout, wallet-connect ' +
      'and Solana Pay transaction requests.',
  },
  {
    name: 'Payouts',
    description: 'Money out of a balance: to a bank account, or on chain to a Solana address.',
  },
  { name: 'Banks', description: "The sandbox's banks and known accounts, for bank payouts." },
  { name: 'Balances', description: "A business's balance in each cryptocurrency." },
  { name: 'Swaps', description: 'One cryptocurrency of a balance exchanged for another.' },
  {
    name: 'Business',
    description: 'The business the key belongs to, its legacy webhook URL and its secret key.',
  },
  {
    name: 'Webhook endpoints',
    description: 'Where webhooks go, which events each receives, and their secrets.',
  },
  {
    name: 'Webhook deliveries',
    description: 'Every webhook request sent, with its attempts, and redelivery.',
  },
  {
    name: 'Test mode',
    description:
      'Real signed transactions on the local ledger, which holds no real value: on a chain with no test faucet ' +
      '(`devnet`, `mainnet-beta`) these routes answer 404.',
  },
  { name: 'Reference', description: 'This document.' },
  {
    name: 'Webhooks',
    description: "The requests the service sends to a business's webhook endpoints, signed, one per event.",
  },
] as const;

/** A success envelope around `data`, with `status` (docs/api.md, "Envelope"). */
function envelope(status: 200 | 201, description: string, data: z.core.$ZodType): RouteDoc['answer'] {
  return { kind: 'envelope', status, description, data };
}

/** What the faucet routes (airdrop, mint) answer. */
const LEDGER_RECEIPT_ANSWER: RouteDoc['answer'] = envelope(
  201,
  'The ledger receipt.',
  sandbox.ledgerReceiptSchema,
);
/** What a payout's cancellation and its sandbox processing answer. */
const PAYOUT_REQUEST_ANSWER: RouteDoc['answer'] = envelope(
  200,
  'The payout request.',
  payouts.payoutRequestSchema,
);
const PAGE_QUERY = '`limit` (1–100, default 100) and `page` (from 1, default 1)';

/**
 * Every `/v1` route the service serves, with docs/api.md's words. The OpenAPI document, the `/docs` reference and
 * the contract tests are all made from this list; a route the service registers that is missing here fails a test.
 */
export const ROUTES: readonly RouteDoc[] = [
  {
    method: 'GET',
    path: '/v1/currencies',
    auth: 'none',
    tag: 'Currencies',
    summary: 'List currencies',
    description:
      'The supported currencies, filtered by any of `status` (`active`, `inactive`), `type` (`fiat`, `crypto`), ' +
      '`code` (one of the twelve) and `name` (1–100 characters, the whole name, ignoring case).',
    query: currencies.currencyListQuerySchema,
    answer: envelope(200, 'The matching currencies.', z.array(currencies.currencySchema)),
  },
  {
    method: 'GET',
    path: '/v1/cryptofiat-conversion',
    auth: 'none',
    tag: 'Currencies',
    summary: 'Convert an amount',
    description:
      '`from` and `to` (any of the twelve codes, both active), `amount` (optional, default 1; a positive decimal ' +
      'of at most 10 integer digits, at most 1,000,000,000, with no more decimals than `from` has). `rate` is the ' +
      "price of one `from` in `to`, `value` is `amount` converted, rounded to `to`'s unit.",
    query: conversion.conversionQuerySchema,
    answer: envelope(200, 'The conversion.', conversion.conversionSchema),
  },
  {
    method: 'POST',
    path: '/v1/business-customers',
    auth: 'secret',
    tag: 'Customers',
    summary: 'Create a customer',
    description:
      '`email` (required, at most 254 characters, stored in lower case), `firstName`, `lastName` (optional, at ' +
      'most 100 characters each), `phoneNumber` (optional, such as `+2348012345678`). A second customer with the ' +
      'same e-mail is a 409 naming `email`.',
    body: customers.createCustomerRequestSchema,
    answer: envelope(
      201,
      'The customer (its `refCode` is 10 letters and digits) with its `business`.',
      customers.customerWithBusinessSchema,
    ),
    errors: [409],
  },
  {
    method: 'GET',
    path: '/v1/business-customers',
    auth: 'secret',
    tag: 'Customers',
    summary: 'List customers',
    description: `${PAGE_QUERY}. \`count\` is the business's total number of customers, not the page's.`,
    query: customers.customerListQuerySchema,
    answer: envelope(200, 'One page of customers.', customers.customerPageSchema),
  },
  {
    method: 'GET',
    path: '/v1/business-customers/:refCode',
    auth: 'secret',
    tag: 'Customers',
    summary: 'Get a customer by reference code',
    description: '`refCode` is 10 letters and digits (400 otherwise; unknown: 404).',
    params: common.refCodeParamsSchema,
    answer: envelope(
      200,
      'The same `{records, count}` shape with the one customer.',
      customers.customerPageSchema,
    ),
  },
  {
    method: 'POST',
    path: '/v1/payment-links',
    auth: 'secret',
    tag: 'Payment links',
    summary: 'Create a payment link',
    description:
      '`name` (required, at most 100 characters), `description` (required, at most 1000 characters, may be ' +
      'empty), `baseFiat` (a fiat code), `amount` (greater than 0, at most 100,000,000, in `baseFiat`), ' +
      '`successMessage` (optional, at most 500), `redirectLink` (optional, an http or https URL of at most 2048 ' +
      'characters).',
    body: paymentLinks.createPaymentLinkRequestSchema,
    answer: envelope(201, 'The new link, `active`.', paymentLinks.paymentLinkSchema),
  },
  {
    method: 'GET',
    path: '/v1/payment-links',
    auth: 'secret',
    tag: 'Payment links',
    summary: 'List payment links',
    description: `${PAGE_QUERY}. The business's links, newest first; \`count\` is its total number of links (active or not).`,
    query: paymentLinks.paymentLinkListQuerySchema,
    answer: envelope(200, 'One page of links.', paymentLinks.paymentLinkPageSchema),
    addition: true,
  },
  {
    method: 'PATCH',
    path: '/v1/payment-links/:id',
    auth: 'secret',
    tag: 'Payment links',
    summary: 'Change a payment link',
    description:
      'Changes the fields given and keeps the others: any of `name`, `description`, `amount`, `successMessage`, ' +
      "`redirectLink`, with the same rules as at creation (`amount` in the link's own `baseFiat`), and `active`. " +
      '`successMessage` and `redirectLink` may be `null`, which removes them. At least one field is required (an ' +
      "empty body is a 400 naming `body`). Another business's link is a 404, as an unknown one is.",
    params: common.idParamsSchema,
    body: paymentLinks.updatePaymentLinkRequestSchema,
    answer: envelope(200, 'The link as it is now.', paymentLinks.paymentLinkSchema),
    addition: true,
  },
  {
    method: 'GET',
    path: '/v1/payment-links/:id',
    auth: 'none',
    tag: 'Payment links',
    summary: 'Get a payment link',
    description:
      'The link, for the hosted page to render. An inactive link is still answered, with `active: false`, so that ' +
      'its page can say the link is no longer active rather than that it does not exist.',
    params: common.idParamsSchema,
    answer: envelope(200, 'The link.', paymentLinks.paymentLinkSchema),
  },
  {
    method: 'POST',
    path: '/v1/payment-links/:id/transactions',
    auth: 'none',
    tag: 'Payment links',
    summary: 'Start a transaction on a payment link',
    description:
      "A transaction inside the link, at the link's price: `email` (required), `firstName`, `lastName` " +
      '(optional, at most 100 each), `cryptocurrency` (`USDT`, `USDC` or `SOL`), and either `metadata` (kept with ' +
      "`metadataVerified: false`) or `signedMetadata` (a token the merchant's server signed, kept with " +
      '`metadataVerified: true`). An inactive link is a 409, refused before anything is reserved.',
    params: common.idParamsSchema,
    body: transactions.initiatePaymentLinkTransactionRequestSchema,
    answer: envelope(
      201,
      'The initiated transaction, origin `PAYMENT_LINK`.',
      transactions.initiatedTransactionSchema,
    ),
    errors: [409],
  },
  {
    method: 'POST',
    path: '/v1/transactions',
    auth: 'publicOrSecret',
    tag: 'Transactions',
    summary: 'Initiate a transaction',
    description:
      '`crypto` (`USDT`, `USDC` or `SOL`, and active), `baseFiat` (a fiat code), `amount` (greater than 0, at most ' +
      '100,000,000, in `baseFiat`), `email` (required), `reference` (optional: exactly 32 of `A-Z a-z 0-9 _ -`; ' +
      'single-use, 409 when used before), `metadata` (optional: a JSON object or null, at most 5 levels deep and ' +
      '4096 bytes as JSON; `metadataVerified` is true under the secret key, false under the public key), ' +
      '`redirectUrl` (optional: where the hosted checkout sends the customer once paid). A new e-mail creates the ' +
      'customer. `checkoutUrl` is a hosted page where the customer pays the transaction.',
    body: transactions.initiateTransactionRequestSchema,
    answer: envelope(
      201,
      'The initiated transaction, origin `THIRD_PARTY`.',
      transactions.initiatedTransactionSchema,
    ),
    errors: [409],
  },
  {
    method: 'GET',
    path: '/v1/transactions',
    auth: 'secret',
    tag: 'Transactions',
    summary: 'List transactions',
    description:
      `${PAGE_QUERY}, and any of the filters \`status\`, \`crypto\`, \`paymentLinkId\`, \`createdFrom\` ` +
      '(inclusive) and `createdTo` (exclusive; ISO 8601 timestamps with `Z` or an offset), `email` (matched ' +
      "whole, ignoring case). Filters combine with AND. The business's transactions, newest first, each in the " +
      "full view; `count` is the number that match the filters, not the page's.",
    query: transactions.transactionListQuerySchema,
    answer: envelope(200, 'One page of transactions.', transactions.transactionPageSchema),
    addition: true,
  },
  {
    method: 'GET',
    path: '/v1/transactions/:reference/verify',
    auth: 'optional',
    tag: 'Transactions',
    summary: 'Verify a transaction',
    description:
      'The transaction as it is now. With no key or a public key: the public view (nothing about the customer, ' +
      'no ids, no metadata). With the secret key of the business it belongs to: the verified transaction (the ' +
      "full view, as webhooks send it). Another business's secret key is a 403; an unknown key a 401. Both views " +
      'carry a strong `ETag`; `If-None-Match` with it answers 304 with no body while nothing changed.',
    params: common.referenceParamsSchema,
    answer: envelope(
      200,
      "The public view, or the full view for the owning business's secret key.",
      z.union([transactions.publicVerifiedTransactionSchema, transactions.verifiedTransactionSchema]),
    ),
    errors: [403],
    conditional: true,
  },
  {
    method: 'GET',
    path: '/v1/transactions/:reference/events',
    auth: 'none',
    tag: 'Transactions',
    summary: "Follow a transaction's public view",
    description:
      'Server-Sent Events: `retry: 2000`, then the public view at once as `event: transaction` with ' +
      '`id: <digest of the view>` and `data: <the view as JSON>`, then one such event per change, a `: heartbeat` ' +
      'comment every `EVENT_HEARTBEAT_MS`, and the end after a final status. A request with `Last-Event-ID` equal ' +
      "to the current state's id gets no first event, only later changes. An unknown reference is the usual 404 " +
      'envelope, before any stream.',
    params: common.referenceParamsSchema,
    answer: {
      kind: 'eventStream',
      status: 200,
      description: 'A stream of `transaction` events, each the public view.',
      event: 'transaction',
      data: transactions.publicVerifiedTransactionSchema,
    },
  },
  {
    method: 'GET',
    path: '/v1/transactions/events',
    auth: 'secret',
    tag: 'Transactions',
    summary: "Follow every change of the business's transactions",
    description:
      "Server-Sent Events of every change of any of the business's transactions from the moment it connects: " +
      '`retry: 2000`, then one `event: transaction` per change whose `data` is the full view, a `: heartbeat` ' +
      'comment every `EVENT_HEARTBEAT_MS`. Nothing is replayed and `Last-Event-ID` is ignored: a client that ' +
      'reconnects lists the transactions again. No CORS.',
    answer: {
      kind: 'eventStream',
      status: 200,
      description: 'A stream of `transaction` events, each the full view.',
      event: 'transaction',
      data: transactions.verifiedTransactionSchema,
    },
    addition: true,
  },
  {
    method: 'GET',
    path: '/v1/transactions/:reference/checkout',
    auth: 'none',
    tag: 'Transactions',
    summary: 'Get what a hosted checkout shows',
    description:
      'What a hosted checkout of the transaction shows beside its status (`amount` in `baseFiat`; `paymentLinkId` ' +
      'and `redirectUrl` may be null). The status and crypto amounts come from verification.',
    params: common.referenceParamsSchema,
    answer: envelope(200, 'The checkout session.', transactions.checkoutSessionSchema),
    addition: true,
  },
  {
    method: 'GET',
    path: '/v1/transactions/:reference/solana-pay',
    auth: 'none',
    tag: 'Transactions',
    summary: 'Solana Pay: who is paid',
    description:
      'A Solana Pay transaction request, for a wallet that scans `solana:<origin>/v1/transactions/<reference>/solana-pay`. ' +
      "Answers the Solana Pay specification's own JSON, not the envelope: the business's name, and an absolute URL " +
      "of its logo (or of the service's icon when it has none).",
    params: common.referenceParamsSchema,
    answer: {
      kind: 'plain',
      status: 200,
      description: '`{label, icon}`.',
      body: solanaPay.solanaPayLabelSchema,
    },
    addition: true,
  },
  {
    method: 'POST',
    path: '/v1/transactions/:reference/solana-pay',
    auth: 'none',
    tag: 'Transactions',
    summary: 'Solana Pay: the transaction to sign',
    description:
      '`{account}` (a base58 Solana address). `transaction` is base64 of an unsigned transaction with `account` ' +
      'as fee payer that pays what is still due to the deposit, carries the Solana Pay reference key and a memo ' +
      '`crypto-checkout <reference>`; `message` says what is paid to whom. Errors are the usual envelope: a ' +
      'transaction that is no longer open is a 409 saying whether it is paid, failed or expired.',
    params: common.referenceParamsSchema,
    body: solanaPay.solanaPayTransactionRequestSchema,
    answer: {
      kind: 'plain',
      status: 200,
      description: '`{transaction, message}`.',
      body: solanaPay.solanaPayTransactionSchema,
    },
    errors: [409],
    addition: true,
  },
  {
    method: 'POST',
    path: '/v1/transactions/:reference/wallet-connect',
    auth: 'none',
    tag: 'Transactions',
    summary: 'Build the transfer for a connected wallet',
    description:
      '`walletPublicAddress` (a base58 Solana address of 32 bytes). `serializedTransaction` is base64 of an ' +
      'unsigned transaction with the wallet as fee payer that pays `amountDueInCrypto` to the deposit and carries ' +
      'the Solana Pay reference key. A transaction that is no longer open is a 409.',
    params: common.referenceParamsSchema,
    body: transactions.walletConnectRequestSchema,
    answer: envelope(200, 'The wallet-connect transaction.', transactions.walletConnectTransactionSchema),
    errors: [409],
  },
  {
    method: 'GET',
    path: '/v1/transactions/:reference/late-payments',
    auth: 'secret',
    tag: 'Transactions',
    summary: 'List late payments',
    description:
      "The money that reached the transaction's deposit address after the transaction closed, oldest first. A " +
      "late payment never changes the transaction's status: it is credited to the business whole (no fee). " +
      "Another business's transaction is a 403.",
    params: common.referenceParamsSchema,
    answer: envelope(200, 'The late payments.', latePayments.latePaymentListSchema),
    errors: [403],
    addition: true,
  },
  {
    method: 'GET',
    path: '/v1/payout-requests',
    auth: 'secret',
    tag: 'Payouts',
    summary: 'List payouts',
    description:
      `${PAGE_QUERY}; \`status\` (optional), \`type\` (optional: \`bank\` or \`crypto\`). The business's ` +
      'payouts, newest first, each a payout request; `count` is how many match the filters over every page.',
    query: payouts.payoutRequestListQuerySchema,
    answer: envelope(200, 'One page of payouts.', payouts.payoutRequestPageSchema),
    addition: true,
  },
  {
    method: 'POST',
    path: '/v1/payout-requests/bank',
    auth: 'secret',
    tag: 'Payouts',
    summary: 'Pay out to a bank account',
    description:
      '`amount` (greater than 0, at most 1,000,000, in `currency`), `currency` (`USDT`, `USDC` or `SOL`), ' +
      '`accountNumber` (6–20 digits), `accountName`, `bankIdentifier` or `bankName` naming a sandbox bank. The ' +
      'amount is debited at once. Account `0000000001` stays `PENDING` until processed, `0000000002` is declined, ' +
      'any other is fulfilled. 502: the ledger refused the transfer (declined, credited back); 503: the ledger did ' +
      'not answer (finished or undone automatically).',
    body: payouts.createBankPayoutRequestSchema,
    answer: envelope(201, 'The bank payout.', payouts.bankPayoutSchema),
    errors: [502, 503],
  },
  {
    method: 'POST',
    path: '/v1/payout-requests/crypto',
    auth: 'secret',
    tag: 'Payouts',
    summary: 'Pay out on chain',
    description:
      '`amount`, `currency` (as for bank payouts), `address` (a base58 Solana address). Paid at once by one ledger ' +
      'transaction: the amount less the fee to `address`, the fee to the platform; `withdrawalTxId` is its ' +
      'signature. 502 and 503 as for bank payouts.',
    body: payouts.createCryptoPayoutRequestSchema,
    answer: envelope(201, 'The payout request, `FULFILLED`.', payouts.payoutRequestSchema),
    errors: [502, 503],
    addition: true,
  },
  {
    method: 'DELETE',
    path: '/v1/payout-request/:id',
    auth: 'secret',
    tag: 'Payouts',
    summary: 'Cancel a payout',
    description:
      'Cancels a `PENDING` payout: `CANCELLED`, `cancelledAt` set, the amount credited back. Any other status is ' +
      "a 409 naming it; another business's payout is a 403.",
    params: common.idParamsSchema,
    answer: PAYOUT_REQUEST_ANSWER,
    errors: [403, 409],
  },
  {
    method: 'GET',
    path: '/v1/banks',
    auth: 'secret',
    tag: 'Banks',
    summary: 'List banks',
    description: "`currency` (required, a fiat code): the sandbox's banks for that currency.",
    query: banks.bankListQuerySchema,
    answer: envelope(200, 'The banks.', z.array(banks.bankSchema)),
    addition: true,
  },
  {
    method: 'POST',
    path: '/v1/banks/resolve-account',
    auth: 'secret',
    tag: 'Banks',
    summary: 'Resolve an account',
    description:
      '`accountNumber` (6–20 digits), `bankIdentifier` (required). The name on an account the sandbox knows; an ' +
      'unknown bank or account is a 404.',
    body: banks.resolveAccountRequestSchema,
    answer: envelope(200, 'The account.', banks.resolvedAccountSchema),
    errors: [404],
    addition: true,
  },
  {
    method: 'GET',
    path: '/v1/balances',
    auth: 'secret',
    tag: 'Balances',
    summary: 'List balances',
    description:
      'The balance in `USDT`, `USDC` and `SOL`: credited by successful payments (less the payment fee), debited ' +
      'by payouts and swaps when created, credited back when a payout is cancelled or declined or a swap fails.',
    answer: envelope(200, 'One balance per cryptocurrency.', balances.balanceListSchema),
    addition: true,
  },
  {
    method: 'GET',
    path: '/v1/swaps',
    auth: 'secret',
    tag: 'Swaps',
    summary: 'List swaps',
    description:
      `${PAGE_QUERY}; \`status\` (optional). The business's swaps, newest first, each with its \`business\`; ` +
      '`count` is how many match over every page.',
    query: swaps.swapListQuerySchema,
    answer: envelope(200, 'One page of swaps.', swaps.swapPageSchema),
    addition: true,
  },
  {
    method: 'POST',
    path: '/v1/swaps',
    auth: 'secret',
    tag: 'Swaps',
    summary: 'Start a swap',
    description:
      '`inputCryptocurrency`, `outputCryptocurrency` (different), `inputCryptocurrencyAmount` (a decimal written ' +
      'as a string, such as `"12.5"`). The input is debited at once. After `SWAP_COMPLETION_DELAY_MS` a job ' +
      'completes it, or fails it when the output would be below `minOutputCryptocurrencyAmount`.',
    body: swaps.createSwapRequestSchema,
    answer: envelope(201, 'The swap, `PENDING`.', swaps.swapSchema),
    errors: [502, 503],
  },
  {
    method: 'GET',
    path: '/v1/swaps/quote',
    auth: 'secret',
    tag: 'Swaps',
    summary: 'Quote a swap',
    description:
      'The three fields of `POST /v1/swaps` as query parameters, checked the same way. What that swap would be if ' +
      'requested now: the fee, `conversionRate`, the expected output and `minOutputCryptocurrencyAmount` (0.5% ' +
      'under it, the floor the swap keeps), with nothing charged or reserved. Prices are configuration ' +
      '(`RATES_USD`), so a quote stands until that configuration changes.',
    query: swaps.swapQuoteQuerySchema,
    answer: envelope(200, 'The quote.', swaps.swapQuoteSchema),
    addition: true,
  },
  {
    method: 'GET',
    path: '/v1/swaps/:id',
    auth: 'secret',
    tag: 'Swaps',
    summary: 'Get a swap',
    description: "The swap with its `business`, which carries its `user`. Another business's swap is a 403.",
    params: common.idParamsSchema,
    answer: envelope(200, 'The swap.', swaps.swapWithBusinessSchema),
    errors: [403],
  },
  {
    method: 'GET',
    path: '/v1/business',
    auth: 'secret',
    tag: 'Business',
    summary: 'Get the business',
    description:
      'The business whose key was sent, with `publicKey`: its public API key, the one to give a checkout page or ' +
      '`POST /v1/transactions` from a browser.',
    answer: envelope(200, 'The business.', business.ownBusinessSchema),
    addition: true,
  },
  {
    method: 'PUT',
    path: '/v1/business/webhook',
    auth: 'secret',
    tag: 'Business',
    summary: 'Set the webhook URL',
    description:
      '`webhookUrl`: an absolute http or https URL (at most 2048 characters, no user name or password, no ' +
      '`#fragment`), or `""` to send no webhooks. Deliveries still pending go to the new URL at once.',
    body: webhooks.updateWebhookRequestSchema,
    answer: envelope(200, 'The business.', business.ownBusinessSchema),
    addition: true,
  },
  {
    method: 'POST',
    path: '/v1/business/secret-key/roll',
    auth: 'secret',
    tag: 'Business',
    summary: 'Roll the secret key',
    description:
      'A new secret key, shown once (`Cache-Control: no-store`). The old key is an unknown key (401) from then on; ' +
      'the public key does not change. Every console session of the business ends, except the one that asked.',
    body: webhooks.emptyRequestBodySchema,
    bodyOptional: true,
    answer: envelope(200, 'The new secret key.', business.rolledSecretKeySchema),
    addition: true,
  },
  {
    method: 'GET',
    path: '/v1/webhook-deliveries',
    auth: 'secret',
    tag: 'Webhook deliveries',
    summary: 'List webhook deliveries',
    description:
      '`limit` (1–100, default 20), `page`, `status` (optional: `pending`, `delivered`, `failed`), `endpointId` ' +
      "(optional), `reference` (optional: one transaction's deliveries). Newest first; `count` is the number of " +
      'matching deliveries.',
    query: webhooks.webhookDeliveryListQuerySchema,
    answer: envelope(200, 'One page of deliveries.', webhooks.webhookDeliveryPageSchema),
    addition: true,
  },
  {
    method: 'POST',
    path: '/v1/webhook-deliveries/:id/redeliver',
    auth: 'secret',
    tag: 'Webhook deliveries',
    summary: 'Redeliver a webhook',
    description:
      "Sends a `delivered` or `failed` delivery's event again to the same endpoint as a new delivery: the same " +
      '`eventId` and body, a new `uuid`. A `pending` delivery is a 409, and so is one whose endpoint was deleted ' +
      "or is inactive. Another business's delivery is a 404.",
    params: common.idParamsSchema,
    body: webhooks.emptyRequestBodySchema,
    bodyOptional: true,
    answer: envelope(201, 'The new delivery.', webhooks.webhookDeliverySchema),
    errors: [409],
    addition: true,
  },
  {
    method: 'POST',
    path: '/v1/webhook-endpoints',
    auth: 'secret',
    tag: 'Webhook endpoints',
    summary: 'Create a webhook endpoint',
    description:
      '`url` (required: an absolute http or https URL), `events` (optional: event names, each once; absent or ' +
      '`[]` means every event), `description` (optional, at most 500 characters). At most 16 endpoints (409 ' +
      'beyond). The signing `secret` is shown here and after a roll only.',
    body: webhooks.createWebhookEndpointRequestSchema,
    answer: envelope(
      201,
      'The endpoint with its signing `secret`.',
      webhooks.webhookEndpointWithSecretSchema,
    ),
    errors: [409],
    addition: true,
  },
  {
    method: 'GET',
    path: '/v1/webhook-endpoints',
    auth: 'secret',
    tag: 'Webhook endpoints',
    summary: 'List webhook endpoints',
    description: "The business's endpoints, oldest first, without secrets. Takes no query.",
    query: webhooks.webhookEndpointListQuerySchema,
    answer: envelope(200, 'The endpoints.', webhooks.webhookEndpointListSchema),
    addition: true,
  },
  {
    method: 'GET',
    path: '/v1/webhook-endpoints/:id',
    auth: 'secret',
    tag: 'Webhook endpoints',
    summary: 'Get a webhook endpoint',
    description: "One endpoint; another business's is a 404, as an unknown one is.",
    params: common.idParamsSchema,
    answer: envelope(200, 'The endpoint.', webhooks.webhookEndpointSchema),
    addition: true,
  },
  {
    method: 'PATCH',
    path: '/v1/webhook-endpoints/:id',
    auth: 'secret',
    tag: 'Webhook endpoints',
    summary: 'Change a webhook endpoint',
    description:
      'Any of `url`, `events` (`[]`: every event), `description` (`null` removes it) and `active`; at least one. ' +
      '`active: false` sends the endpoint no new events and holds its pending deliveries.',
    params: common.idParamsSchema,
    body: webhooks.updateWebhookEndpointRequestSchema,
    answer: envelope(200, 'The endpoint.', webhooks.webhookEndpointSchema),
    addition: true,
  },
  {
    method: 'DELETE',
    path: '/v1/webhook-endpoints/:id',
    auth: 'secret',
    tag: 'Webhook endpoints',
    summary: 'Delete a webhook endpoint',
    description: 'Its pending deliveries become `failed`, and its deliveries stay listed.',
    params: common.idParamsSchema,
    answer: envelope(200, 'The endpoint as it was.', webhooks.webhookEndpointSchema),
    addition: true,
  },
  {
    method: 'POST',
    path: '/v1/webhook-endpoints/:id/roll-secret',
    auth: 'secret',
    tag: 'Webhook endpoints',
    summary: "Roll a webhook endpoint's secret",
    description:
      '`graceSeconds` (optional, a whole number 0–604800, default 86400). The secret it replaces keeps signing ' +
      'beside the new one until `previousSecretExpiresAt`.',
    params: common.idParamsSchema,
    body: webhooks.rollWebhookSecretRequestSchema,
    bodyOptional: true,
    answer: envelope(200, 'The endpoint with its new `secret`.', webhooks.webhookEndpointWithSecretSchema),
    addition: true,
  },
  {
    method: 'POST',
    path: '/v1/webhook-endpoints/:id/test',
    auth: 'secret',
    tag: 'Webhook endpoints',
    summary: 'Send a test webhook',
    description:
      'Records a `webhook.test` event and sends it to this endpoint only, whatever its filter. An inactive ' +
      'endpoint is a 409.',
    params: common.idParamsSchema,
    body: webhooks.emptyRequestBodySchema,
    bodyOptional: true,
    answer: envelope(201, 'The delivery.', webhooks.webhookDeliverySchema),
    errors: [409],
    addition: true,
  },
  {
    method: 'POST',
    path: '/v1/sandbox/airdrop',
    auth: 'none',
    tag: 'Test mode',
    summary: 'Airdrop SOL',
    description:
      '`address` (base58), `amount` (SOL, greater than 0, at most 1000). An address with no SOL yet needs at least ' +
      '0.00089088 SOL.',
    body: sandbox.airdropRequestSchema,
    answer: LEDGER_RECEIPT_ANSWER,
    testModeOnly: true,
  },
  {
    method: 'POST',
    path: '/v1/sandbox/mint',
    auth: 'none',
    tag: 'Test mode',
    summary: 'Mint test USDC or USDT',
    description:
      '`address`, `currency` (`USDC` or `USDT`), `amount` (greater than 0, at most 1,000,000). Mints to the ' +
      "address's associated token account.",
    body: sandbox.mintRequestSchema,
    answer: LEDGER_RECEIPT_ANSWER,
    testModeOnly: true,
  },
  {
    method: 'POST',
    path: '/v1/sandbox/transactions/:reference/pay',
    auth: 'none',
    tag: 'Test mode',
    summary: 'Pay a transaction from a fresh wallet',
    description:
      '`mode` (`exact`: what is still due; `partial`: half of it; `over`: it plus 10%), `amount` (optional: ' +
      "replaces the mode's amount). A fresh outside wallet is funded and pays the deposit.",
    params: common.referenceParamsSchema,
    body: sandbox.simulatePaymentRequestSchema,
    answer: envelope(201, 'The simulated payment.', sandbox.simulatedPaymentSchema),
    errors: [409],
    testModeOnly: true,
  },
  {
    method: 'POST',
    path: '/v1/sandbox/payout-requests/:id/process',
    auth: 'secret',
    tag: 'Test mode',
    summary: 'Process a pending payout',
    description:
      '`outcome` (`fulfil` or `decline`): the sandbox bank processing a `PENDING` payout, `PROCESSING` then ' +
      '`FULFILLED`, or `DECLINED` and credited back. Otherwise a 409.',
    params: common.idParamsSchema,
    body: sandbox.processPayoutRequestSchema,
    answer: PAYOUT_REQUEST_ANSWER,
    errors: [403, 409],
    testModeOnly: true,
  },
  {
    method: 'GET',
    path: '/v1/sandbox/reconciliation',
    auth: 'secret',
    tag: 'Test mode',
    summary: 'Reconcile the books with the ledger',
    description:
      'One row per business and cryptocurrency, amounts as decimal strings. `status` is `ok`, `surplus`, ' +
      '`shortfall` or `books_disagree`. Answers even while the service is halted.',
    answer: envelope(200, 'The reconciliation.', sandbox.reconciliationSchema),
    testModeOnly: true,
  },
  {
    method: 'GET',
    path: '/v1/sandbox/demo',
    auth: 'none',
    tag: 'Test mode',
    summary: 'Where the demo is',
    description:
      "The demo business's seeded payment link, its hosted page and the rendered docs as paths on this origin, " +
      "and the demo shop's URL (null when the shop is not running).",
    answer: envelope(200, 'The demo links.', sandbox.sandboxDemoSchema),
    testModeOnly: true,
  },
  {
    method: 'GET',
    path: '/v1/openapi.json',
    auth: 'none',
    tag: 'Reference',
    summary: 'This OpenAPI document',
    description:
      'The OpenAPI 3.1 description of every `/v1` route, made from the same schemas the service validates with. ' +
      'No key needed.',
    answer: { kind: 'openApiDocument', status: 200, description: 'The OpenAPI 3.1 document.' },
    addition: true,
  },
];
