import { useQuery } from '@tanstack/react-query';
import { MAX_WEBHOOK_DELIVERY_PAGE_SIZE } from '../../api/schemas/webhook.js';
import type { VerifiedTransaction } from '../../api/schemas/transaction.js';
import { clusterOfLink, explorerAddressUrl, explorerTransactionUrl } from '../../core/cluster.js';
import { ConsoleLink } from '../ConsoleLink.js';
import { useConsole, useWords } from '../context.js';
import { CopyButton } from '../CopyButton.js';
import { errorText } from '../error-text.js';
import { formatDateTime, formatMoney } from '../format.js';
import { PageHeading } from '../PageHeading.js';
import { QueryView } from '../QueryView.js';
import { routePath } from '../router.js';
import { shellWords } from '../shell-words.js';
import { LiveNote } from './LiveNote.js';
import { paymentKeys } from './query-keys.js';
import { StatusBadge } from './StatusBadge.js';
import { buildTimeline } from './timeline.js';
import type { LiveState } from './use-live-transactions.js';
import { paymentsWords } from './words.js';

/** One payment: how it went, the money, where it was paid, what the chain and the webhooks saw. */
export function PaymentDetail({ reference, live }: { reference: string; live: LiveState }) {
  const { client } = useConsole();
  const words = useWords(paymentsWords);
  const transaction = useQuery({
    queryKey: paymentKeys.detail(reference),
    queryFn: ({ signal }) => client.transactions.verify(reference, { signal }),
  });

  return (
    <section className="console-section">
      <p className="console-back">
        <ConsoleLink to={routePath({ name: 'payments' })}>{words.backToPayments}</ConsoleLink>
      </p>
      <PageHeading title={words.detailTitle(reference)}>
        {words.detailTitle('')}
        <span className="console-mono console-break">{reference}</span>
      </PageHeading>
      <LiveNote live={live} />
      <QueryView query={transaction} place="page" words={words} notFound={words.notFound}>
        {(data) => <PaymentFacts transaction={data} />}
      </QueryView>
    </section>
  );
}

function PaymentFacts({ transaction }: { transaction: VerifiedTransaction }) {
  const { client, locale } = useConsole();
  const words = useWords(paymentsWords);
  const shell = useWords(shellWords);
  const cluster = clusterOfLink(transaction);
  const money = (amount: number) => formatMoney(amount, transaction.crypto, locale);
  const addressUrl = explorerAddressUrl(cluster, transaction.address);

  const latePayments = useQuery({
    queryKey: paymentKeys.latePayments(transaction.reference),
    queryFn: ({ signal }) => client.transactions.latePayments(transaction.reference, { signal }),
  });
  const deliveries = useQuery({
    queryKey: paymentKeys.deliveries(transaction.reference),
    queryFn: ({ signal }) =>
      client.webhooks.deliveries(
        { reference: transaction.reference, limit: MAX_WEBHOOK_DELIVERY_PAGE_SIZE },
        { signal },
      ),
  });

  const signatures: { label: string; signature: string }[] = [];
  if (transaction.cryptoTransactionHash) {
    signatures.push({ label: words.paymentSignature, signature: transaction.cryptoTransactionHash });
  }
  for (const late of latePayments.data ?? []) {
    if (late.signature) signatures.push({ label: words.latePaymentSignature, signature: late.signature });
    if (late.settlementSignature) {
      signatures.push({ label: words.settlementSignature, signature: late.settlementSignature });
    }
  }
  const ownDeliveries = deliveries.data?.records ?? [];
  const deliveryCount = deliveries.data?.count ?? 0;

  return (
    <div className="console-detail" data-testid="payment-detail" data-status={transaction.status}>
      <p className="console-detail-status">
        <StatusBadge status={transaction.status} />
      </p>

      <h2>{words.timeline}</h2>
      <ol className="console-timeline">
        {buildTimeline(transaction).map((step) => (
          <li key={step.kind} className={step.done ? 'console-step-done' : 'console-step-ahead'}>
            <span className="console-step-name">{words.timelineSteps[step.kind]}</span>{' '}
            {step.at ? (
              <time dateTime={step.at}>{formatDateTime(step.at, locale)}</time>
            ) : (
              <span className="console-muted">({words.timeNotRecorded})</span>
            )}
          </li>
        ))}
      </ol>
      {transaction.failureReason ? (
        <p>
          <strong>{words.failureReason}:</strong> {transaction.failureReason}
        </p>
      ) : null}

      <h2>{words.amounts}</h2>
      <dl className="console-facts">
        <dt>{words.expected}</dt>
        <dd>
          {money(transaction.expectedAmountInCrypto)}{' '}
          <span className="console-amount-secondary">
            {formatMoney(transaction.expectedAmountInBaseFiat, transaction.baseFiat, locale)}
          </span>
        </dd>
        <dt>{words.fee}</dt>
        <dd>{money(transaction.feeInCrypto)}</dd>
        <dt>{words.expectedWithFee}</dt>
        <dd>{money(transaction.expectedAmountInCryptoPlusFee)}</dd>
        <dt>{words.received}</dt>
        <dd>
          {money(transaction.receivedAmountInCrypto)}{' '}
          <span className="console-amount-secondary">
            {formatMoney(transaction.receivedAmountInBaseFiat, transaction.baseFiat, locale)}
          </span>
        </dd>
        <dt>{words.excess}</dt>
        <dd>{money(transaction.excessAmountReceivedInCrypto)}</dd>
        {transaction.lateAmountReceivedInCrypto ? (
          <>
            <dt>{words.late}</dt>
            <dd>{money(transaction.lateAmountReceivedInCrypto)}</dd>
          </>
        ) : null}
      </dl>

      <h2>{words.deposit}</h2>
      <dl className="console-facts">
        <dt>{words.network}</dt>
        <dd>{cluster}</dd>
        <dt>{words.depositAddress}</dt>
        <dd>
          <span className="console-mono console-break">{transaction.address}</span>{' '}
          <CopyButton value={transaction.address} label={`${shell.copy} · ${words.depositAddress}`} />
          {addressUrl ? (
            <>
              {' '}
              <a href={addressUrl} target="_blank" rel="noopener noreferrer">
                {words.viewOnExplorer}
              </a>
            </>
          ) : null}
        </dd>
      </dl>

      <h2>{words.signatures}</h2>
      {signatures.length === 0 ? (
        <p>{words.noSignatures}</p>
      ) : (
        <ul className="console-signatures">
          {signatures.map(({ label, signature }) => {
            const url = explorerTransactionUrl(cluster, signature);
            return (
              <li key={`${label}-${signature}`}>
                <span>{label}: </span>
                {url ? (
                  <a
                    className="console-mono console-break"
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {signature}
                  </a>
                ) : (
                  <span className="console-mono console-break">{signature}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <h2>{words.metadata}</h2>
      {transaction.metadata === null || transaction.metadata === undefined ? (
        <p>{words.noMetadata}</p>
      ) : (
        <>
          <p data-testid="metadata-verified" data-verified={String(transaction.metadataVerified === true)}>
            {transaction.metadataVerified ? words.metadataVerified : words.metadataUnverified}
          </p>
          <pre className="console-code" tabIndex={0}>
            {JSON.stringify(transaction.metadata, null, 2)}
          </pre>
        </>
      )}

      <h2>{words.webhooks}</h2>
      {deliveryCount > ownDeliveries.length ? (
        <p className="console-muted">{words.moreWebhooks(ownDeliveries.length, deliveryCount)}</p>
      ) : null}
      {deliveries.isPending ? (
        <p role="status">{words.loading}</p>
      ) : deliveries.isError ? (
        <p className="console-error">{words.loadFailed(errorText(deliveries.error))}</p>
      ) : ownDeliveries.length === 0 ? (
        <p>{words.noWebhooks}</p>
      ) : (
        <div className="console-table-wrap" role="region" aria-label={words.webhooks} tabIndex={0}>
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{words.event}</th>
                <th scope="col">{words.created}</th>
                <th scope="col">{words.destination}</th>
                <th scope="col">{words.deliveryStatus}</th>
                <th scope="col">{words.attempts}</th>
                <th scope="col">{words.lastAnswer}</th>
              </tr>
            </thead>
            <tbody>
              {ownDeliveries.map((delivery) => {
                const lastAttempt = delivery.attempts.at(-1);
                return (
                  <tr key={delivery.uuid} data-testid="webhook-delivery-row">
                    <th scope="row" className="console-mono">
                      {delivery.event}
                    </th>
                    <td>{formatDateTime(delivery.createdAt, locale)}</td>
                    <td className="console-break">{delivery.url}</td>
                    <td>{words.deliveryStatusNames[delivery.status]}</td>
                    <td>{delivery.attempts.length}</td>
                    <td>
                      {lastAttempt === undefined
                        ? '—'
                        : (lastAttempt.statusCode ??
                          `${words.noAnswer}${lastAttempt.error ? `: ${lastAttempt.error}` : ''}`)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
