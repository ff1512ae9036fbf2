import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  WEBHOOK_DELIVERY_STATUSES,
  type WebhookDeliveryListQuery,
  type WebhookDeliveryStatus,
} from '../../api/schemas/webhook.js';
import { useConsole, useWords } from '../context.js';
import { DELIVERY_LOG_WORDS } from './delivery-log-words.js';
import { DeliveryRow } from './DeliveryRow.js';
import { DEVELOPERS_QUERY_KEYS } from './query-keys.js';

export const DELIVERIES_PER_PAGE = 20;
/** How often a page holding pending deliveries is read again. */
export const PENDING_REFRESH_MS = 5000;

/** `GET /v1/webhook-deliveries`, filtered by endpoint and status, a page at a time, newest first. */
export function DeliveryLog() {
  const { client } = useConsole();
  const words = useWords(DELIVERY_LOG_WORDS);
  const id = useId();
  const [endpointId, setEndpointId] = useState('');
  const [status, setStatus] = useState<WebhookDeliveryStatus | ''>('');
  const [page, setPage] = useState(1);
  const endpoints = useQuery({
    queryKey: DEVELOPERS_QUERY_KEYS.endpoints,
    queryFn: () => client.webhookEndpoints.list(),
  });
  const query: WebhookDeliveryListQuery = {
    limit: DELIVERIES_PER_PAGE,
    page,
    ...(endpointId ? { endpointId } : {}),
    ...(status ? { status } : {}),
  };
  const deliveries = useQuery({
    queryKey: DEVELOPERS_QUERY_KEYS.deliveriesMatching(query),
    queryFn: () => client.webhooks.deliveries(query),
    // Pending deliveries are being retried: read the page again until they settle.
    refetchInterval: (current) =>
      current.state.data?.records.some((delivery) => delivery.status === 'pending')
        ? PENDING_REFRESH_MS
        : false,
  });
  const pages = Math.max(1, Math.ceil((deliveries.data?.count ?? 0) / DELIVERIES_PER_PAGE));
  return (
    <section className="developers-part" aria-labelledby="developers-deliveries-heading">
      <h2 id="developers-deliveries-heading">{words.heading}</h2>
      <p className="developers-hint">{words.explanation}</p>
      <div className="developers-filters">
        <div className="console-field">
          <label htmlFor={`${id}-endpoint`}>{words.endpoint}</label>
          <select
            id={`${id}-endpoint`}
            value={endpointId}
            onChange={(event) => {
              setEndpointId(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{words.anyEndpoint}</option>
            {(endpoints.data ?? []).map((endpoint) => (
              <option key={endpoint.id} value={endpoint.id}>
                {endpoint.url}
              </option>
            ))}
          </select>
        </div>
        <div className="console-field">
          <label htmlFor={`${id}-status`}>{words.status}</label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as WebhookDeliveryStatus | '');
              setPage(1);
            }}
          >
            <option value="">{words.anyStatus}</option>
            {WEBHOOK_DELIVERY_STATUSES.map((option) => (
              <option key={option} value={option}>
                {words.statuses[option]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {deliveries.isPending ? (
        <p role="status">{words.loading}</p>
      ) : deliveries.isError ? (
        <div role="alert" className="developers-error">
          <p>{words.failed}</p>
          <button type="button" onClick={() => void deliveries.refetch()}>
            {words.retry}
          </button>
        </div>
      ) : deliveries.data.records.length === 0 ? (
        <p>{words.none}</p>
      ) : (
        <>
          <p role="status">{words.count(deliveries.data.count)}</p>
          <ul className="developers-deliveries">
            {deliveries.data.records.map((delivery) => (
              <DeliveryRow key={delivery.uuid} delivery={delivery} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="console-actions" aria-label={words.heading}>
              <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {words.previous}
              </button>
              <span>{words.page(page, pages)}</span>
              <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {words.next}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
