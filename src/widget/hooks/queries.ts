import { useMutation, useQueries, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { useRef } from 'react';
import { CRYPTO_CODES, type CryptoCode } from '../../api/currencies.js';
import { numberToDecimalString } from '../../api/money.js';
import type { RequestOptions } from '../../api/http-request.js';
import type { PaymentLink } from '../../api/schemas/payment-link.js';
import type { SimulatedPayment } from '../../api/schemas/sandbox.js';
import type { InitiatedTransaction, PublicVerifiedTransaction } from '../../api/schemas/transaction.js';
import { isFinalStatus } from '../../core/checkout-status.js';
import { clusterOfLink, cryptosOnCluster } from '../../core/cluster.js';
import { isTransientFailure, nextPollDelay } from '../../core/polling.js';
import { STREAM_SAFETY_NET_POLL_MS } from '../../core/stream-health.js';
import type { ServerClock } from '../clock.js';
import { useCheckoutEnvironment } from '../context.js';
import { checkoutKeys } from './query-keys.js';
import { furthestAlong } from '../../core/transaction-progress.js';
import { useTransactionStream } from './useTransactionStream.js';

export { checkoutKeys } from './query-keys.js';

/** Request options that feed every response's `Date` header to the server clock. */
function clockedOptions(clock: ServerClock, options: RequestOptions = {}): RequestOptions {
  const sentAt = Date.now();
  return {
    ...options,
    onResponse: (response) => clock.record(response.headers.get('date'), sentAt, Date.now()),
  };
}

/** `GET /v1/payment-links/:id`: what is being paid for. A 404 is final; a connection failure is tried again. */
export function usePaymentLink(linkId: string) {
  const { client, clock } = useCheckoutEnvironment();
  return useQuery({
    queryKey: checkoutKeys.paymentLink(linkId),
    queryFn: ({ signal }) => client.paymentLinks.get(linkId, clockedOptions(clock, { signal })),
    retry: (failures, error) => failures < 2 && isTransientFailure(error),
    staleTime: 5 * 60_000,
  });
}

/**
 * `GET /v1/transactions/:reference/checkout`: whom the customer pays, and for how much, in the checkout of one
 * transaction a merchant's server opened. It does not change, so it is asked once.
 */
export function useCheckoutSession(reference: string) {
  const { client, clock } = useCheckoutEnvironment();
  return useQuery({
    queryKey: checkoutKeys.checkoutSession(reference),
    queryFn: ({ signal }) =>
      client.transactions.checkoutSession(reference, clockedOptions(clock, { signal })),
    retry: (failures, error) => failures < 2 && isTransientFailure(error),
    staleTime: Infinity,
  });
}

/**
 * The link's price in each cryptocurrency (before the fee), from the conversion endpoint. A currency the link's
 * cluster does not take (devnet's USDT) is not asked for: the service would refuse it, and it is not offered.
 */
export function useConversions(link: PaymentLink) {
  const { client } = useCheckoutEnvironment();
  const offered = cryptosOnCluster(clusterOfLink(link));
  const results = useQueries({
    queries: CRYPTO_CODES.map((crypto) => ({
      enabled: offered.includes(crypto),
      queryKey: checkoutKeys.conversion(link.baseFiat, crypto, link.amount),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        client.conversion.convert(
          { from: link.baseFiat, to: crypto, amount: numberToDecimalString(link.amount) },
          { signal },
        ),
      staleTime: 60_000,
      retry: (failures: number, error: unknown) => failures < 1 && isTransientFailure(error),
    })),
  });
  return Object.fromEntries(CRYPTO_CODES.map((crypto, index) => [crypto, results[index]])) as Record<
    CryptoCode,
    (typeof results)[number]
  >;
}

function isVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

function isClosed(query: { state: Pick<Query<PublicVerifiedTransaction>['state'], 'data'> }): boolean {
  const status = query.state.data?.status;
  return status !== undefined && isFinalStatus(status);
}

/**
 * Verification of one transaction, followed while it is open. Where the browser has EventSource, the
 * transaction's event stream writes each change into this query at once (useTransactionStream), and polling is
 * only a safety net, once every 30 s. Without a stream, or while it fails, it is polled: about once a second while
 * the page is visible, every ten seconds while hidden. Never again once the status is final. Each poll is one
 * request (no retries inside); failures make the next poll wait longer (core's nextPollDelay), and a 404 or other
 * final refusal stops it.
 */
export function useVerification(reference: string) {
  const { client, clock } = useCheckoutEnvironment();
  const consecutiveErrors = useRef(0);
  // The cache, read at each render (this query's own updates re-render), so the stream stops at a final status.
  const queryClient = useQueryClient();
  const known = queryClient.getQueryData<PublicVerifiedTransaction>(checkoutKeys.verification(reference));
  const streamTrusted = useTransactionStream(reference, !(known && isFinalStatus(known.status)));
  return useQuery({
    queryKey: checkoutKeys.verification(reference),
    queryFn: async ({ signal }) => {
      try {
        const transaction = await client.transactions.verify(
          reference,
          clockedOptions(clock, { signal, maxRetries: 0, timeoutMs: 10_000 }),
        );
        consecutiveErrors.current = 0;
        // A poll sent before the stream's latest event can answer after it: never show the older state.
        return furthestAlong(
          queryClient.getQueryData<PublicVerifiedTransaction>(checkoutKeys.verification(reference)),
          transaction,
        );
      } catch (error) {
        consecutiveErrors.current += 1;
        throw error;
      }
    },
    retry: false,
    refetchInterval: (query) => {
      if (query.state.error && !isTransientFailure(query.state.error)) return false;
      if (streamTrusted && !isClosed(query)) return STREAM_SAFETY_NET_POLL_MS;
      return nextPollDelay({
        status: query.state.data?.status,
        visible: isVisible(),
        consecutiveErrors: consecutiveErrors.current,
      });
    },
    refetchIntervalInBackground: true,
    // Coming back to the tab checks at once (while open); a closed transaction never changes again.
    refetchOnWindowFocus: (query) => !isClosed(query),
    refetchOnReconnect: (query) => !isClosed(query),
    staleTime: (query) => (isClosed(query) ? Infinity : 0),
  });
}

/** The initiation answer kept for a reference, to show the payment screen before the first verification. */
export function useInitiatedTransaction(reference: string): InitiatedTransaction | undefined {
  return useQueryClient().getQueryData<InitiatedTransaction>(checkoutKeys.initiated(reference));
}

/**
 * The sandbox's "outside wallet" (test mode only): pays the transaction exactly, half, or 10% over, with a real
 * transfer on the local ledger; then verification is asked at once. The client sends one Idempotency-Key per
 * press (kept for its retries); the panel disables its buttons while a payment is on its way.
 */
export function useSandboxPayment(reference: string) {
  const { client } = useCheckoutEnvironment();
  const queryClient = useQueryClient();
  return useMutation<SimulatedPayment, Error, 'exact' | 'partial' | 'over'>({
    mutationFn: (mode) => client.sandbox.pay(reference, { mode }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.verification(reference) }),
  });
}
