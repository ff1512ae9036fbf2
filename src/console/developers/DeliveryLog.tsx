import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  WEBHOOK_DELIVERY_STATUSES,
  type WebhookDeliveryListQuery,
  type WebhookDeliveryStatus,
} from '../../api/schemas/webhook.js';
import { useConsole, useWords } from '../context.js';
import { OptionFilter } from '../OptionFilter.js';
import { PanelPagedList } from '../PanelPagedList.js';
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
  return (
    <section className="developers-part" aria-labelledby="developers-deliveries-heading">
      <h2 id="developers-deliveries-heading">{words.heading}</h2>
      <p className="developers-hint">{words.explanation}</p>
      <div className="developers-filters">
        <OptionFilter
          id={`${id}-endpoint`}
          className="console-field"
          label={words.endpoint}
          value={endpointId}
          anyLabel={words.anyEndpoint}
          options={(endpoints.data ?? []).map((endpoint) => ({ value: endpoint.id, label: endpoint.url }))}
          onChange={(chosen) => {
            setEndpointId(chosen);
            setPage(1);
          }}
        />
        <OptionFilter
          id={`${id}-status`}
          className="console-field"
          label={words.status}
          value={status}
          anyLabel={words.anyStatus}
          options={WEBHOOK_DELIVERY_STATUSES.map((option) => ({
            value: option,
            label: words.statuses[option],
          }))}
          onChange={(chosen) => {
            setStatus(chosen);
            setPage(1);
          }}
        />
      </div>
      <PanelPagedList
        query={deliveries}
        words={words}
        empty={words.none}
        page={page}
        perPage={DELIVERIES_PER_PAGE}
        onPage={setPage}
        label={words.heading}
      >
        {(records) => (
          <ul className="developers-deliveries">
            {records.map((delivery) => (
              <DeliveryRow key={delivery.uuid} delivery={delivery} />
            ))}
          </ul>
        )}
      </PanelPagedList>
    </section>
  );
}
