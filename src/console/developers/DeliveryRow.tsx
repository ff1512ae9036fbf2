import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery } from '../../api/schemas/webhook.js';
import { formErrorsFrom } from '../money/api-errors.js';
import { formatDateTime, formatNumber } from '../money/format.js';
import { useConsole, useWords } from '../context.js';
import { DELIVERY_LOG_WORDS } from './delivery-log-words.js';
import { DEVELOPERS_QUERY_KEYS } from './query-keys.js';

/** One delivery, folded to its event, destination and status; unfolded, the request, the answers, the attempts. */
export function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  const { client, locale } = useConsole();
  const words = useWords(DELIVERY_LOG_WORDS);
  const queryClient = useQueryClient();
  const redeliver = useMutation({
    mutationFn: () => client.webhooks.redeliver(delivery.uuid),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: DEVELOPERS_QUERY_KEYS.deliveries }),
  });
  const last = delivery.attempts[delivery.attempts.length - 1];
  const destination = delivery.endpointId === null ? `${delivery.url} (${words.legacyUrl})` : delivery.url;
  return (
    <li
      className="developers-delivery"
      data-testid="delivery-row"
      data-id={delivery.uuid}
      data-status={delivery.status}
    >
      <details>
        <summary>
          <span className={`console-status console-status-${delivery.status}`}>
            {words.statuses[delivery.status]}
          </span>{' '}
          {words.details(delivery.event, formatDateTime(delivery.createdAt, locale))}{' '}
          <span className="developers-hint console-break">{destination}</span>
        </summary>
        <div className="developers-delivery-body">
          <h3>{words.request}</h3>
          <dl className="developers-facts">
            <dt>{words.event}</dt>
            <dd>
              <code>{delivery.event}</code>
            </dd>
            <dt>{words.eventId}</dt>
            <dd>
              <code>{delivery.eventId}</code>
            </dd>
            <dt>{words.deliveryId}</dt>
            <dd>
              <code>{delivery.uuid}</code>
            </dd>
            <dt>{words.url}</dt>
            <dd className="console-break">{destination}</dd>
          </dl>
          <p>{words.body}</p>
          <pre className="developers-json" tabIndex={0}>
            {JSON.stringify(delivery.payload, null, 2)}
          </pre>

          <h3>{words.response}</h3>
          {last ? (
            <dl className="developers-facts">
              <dt>{words.statusCode}</dt>
              <dd>{last.statusCode ?? words.noAnswer}</dd>
              {last.error ? (
                <>
                  <dt>{words.error}</dt>
                  <dd>{last.error}</dd>
                </>
              ) : null}
              <dt>{words.responseBody}</dt>
              <dd>
                <pre className="developers-json" tabIndex={0}>
                  {last.responseBody ?? '—'}
                </pre>
              </dd>
            </dl>
          ) : (
            <p>{words.noAttempt}</p>
          )}
          {delivery.nextAttemptAt ? (
            <p className="developers-hint">
              {words.nextAttempt(formatDateTime(delivery.nextAttemptAt, locale))}
            </p>
          ) : null}

          {delivery.attempts.length > 0 ? (
            <>
              <h3>{words.attempts}</h3>
              <div className="console-table-scroll">
                <table className="console-table">
                  <thead>
                    <tr>
                      <th scope="col">{words.attempt}</th>
                      <th scope="col">{words.time}</th>
                      <th scope="col">{words.statusCode}</th>
                      <th scope="col">{words.duration}</th>
                      <th scope="col">{words.error}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {delivery.attempts.map((attempt) => (
                      <tr key={attempt.attemptNumber}>
                        <th scope="row">{attempt.attemptNumber}</th>
                        <td>{formatDateTime(attempt.createdAt, locale)}</td>
                        <td>{attempt.statusCode ?? words.noAnswer}</td>
                        <td>{`${formatNumber(attempt.durationMs, locale, 0)} ms`}</td>
                        <td>{attempt.error ?? '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : null}
          <div className="console-actions">
            <button
              type="button"
              disabled={delivery.status === 'pending' || redeliver.isPending}
              onClick={() => redeliver.mutate()}
            >
              {redeliver.isPending ? words.redelivering : words.redeliver(delivery.event)}
            </button>
          </div>
          {redeliver.isSuccess ? <p role="status">{words.redelivered}</p> : null}
          {redeliver.error ? (
            <p role="alert" className="console-field-error">
              {formErrorsFrom(redeliver.error, []).general}
            </p>
          ) : null}
        </div>
      </details>
    </li>
  );
}
