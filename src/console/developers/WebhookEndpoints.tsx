import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookEndpointWithSecret } from '../../api/schemas/webhook.js';
import { useConsole, useWords } from '../context.js';
import { QueryView } from '../QueryView.js';
import { EndpointForm } from './EndpointForm.js';
import { EndpointRow } from './EndpointRow.js';
import { DEVELOPERS_QUERY_KEYS } from './query-keys.js';
import { SecretReveal } from './SecretReveal.js';
import { WEBHOOK_ENDPOINTS_WORDS } from './webhook-endpoints-words.js';

/** The business's webhook endpoints: listed, added, edited, and the secret shown when an answer carries one. */
export function WebhookEndpoints() {
  const { client } = useConsole();
  const words = useWords(WEBHOOK_ENDPOINTS_WORDS);
  const endpoints = useQuery({
    queryKey: DEVELOPERS_QUERY_KEYS.endpoints,
    queryFn: () => client.webhookEndpoints.list(),
  });
  /** "new", an endpoint's id, or nothing: which form is open. */
  const [editing, setEditing] = useState<string | undefined>();
  const [secret, setSecret] = useState<string | undefined>();
  const showSecret = (endpoint: WebhookEndpointWithSecret) => setSecret(endpoint.secret);
  const full = (endpoints.data?.length ?? 0) >= MAX_WEBHOOK_ENDPOINTS;
  return (
    <section className="developers-part" aria-labelledby="developers-endpoints-heading">
      <h2 id="developers-endpoints-heading">{words.heading}</h2>
      <p className="developers-hint">{words.explanation}</p>
      <QueryView
        query={endpoints}
        place="panel"
        words={words}
        isEmpty={(list) => list.length === 0}
        empty={words.none}
      >
        {(list) => (
          <ul className="developers-endpoints">
            {list.map((endpoint) =>
              editing === endpoint.id ? (
                <li key={endpoint.id} className="developers-endpoint">
                  <EndpointForm endpoint={endpoint} onDone={() => setEditing(undefined)} />
                </li>
              ) : (
                <EndpointRow
                  key={endpoint.id}
                  endpoint={endpoint}
                  onEdit={() => setEditing(endpoint.id)}
                  onSecret={showSecret}
                />
              ),
            )}
          </ul>
        )}
      </QueryView>
      {editing === 'new' ? (
        <EndpointForm onCreated={showSecret} onDone={() => setEditing(undefined)} />
      ) : (
        <button type="button" disabled={full || !endpoints.isSuccess} onClick={() => setEditing('new')}>
          {words.add}
        </button>
      )}
      <SecretReveal
        secret={secret}
        title={words.secretTitle}
        warning={words.secretWarning}
        label={words.secretLabel}
        onDone={() => setSecret(undefined)}
      />
    </section>
  );
}
