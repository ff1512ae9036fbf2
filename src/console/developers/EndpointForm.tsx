import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '../../api/schemas/webhook.js';
import { formErrorsFrom } from '../money/api-errors.js';
import { FieldError } from '../money/FieldError.js';
import { useConsole, useWords } from '../context.js';
import { eventsForRequest, isChosen, selectionFromEvents, toggleEvent, ALL_EVENTS } from './event-filter.js';
import { DEVELOPERS_QUERY_KEYS } from './query-keys.js';
import { WEBHOOK_ENDPOINTS_WORDS } from './webhook-endpoints-words.js';

const FIELDS = ['url', 'description', 'events'];

/**
 * Adding an endpoint (`endpoint` absent: its answer carries the signing secret, handed to `onCreated`) or changing
 * one's URL, description and event filter (`PATCH`).
 */
export function EndpointForm(props: {
  endpoint?: WebhookEndpoint;
  onCreated?(endpoint: WebhookEndpointWithSecret): void;
  onDone(): void;
}) {
  const { endpoint, onCreated, onDone } = props;
  const { client } = useConsole();
  const words = useWords(WEBHOOK_ENDPOINTS_WORDS);
  const queryClient = useQueryClient();
  const id = useId();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [selection, setSelection] = useState(endpoint ? selectionFromEvents(endpoint.events) : ALL_EVENTS);
  const [noEventChosen, setNoEventChosen] = useState(false);
  const save = useMutation({
    /** Answers the created endpoint (with its secret), or nothing after an edit (whose answer has none). */
    mutationFn: async (events: WebhookEndpoint['events']): Promise<WebhookEndpointWithSecret | undefined> => {
      const trimmed = description.trim();
      if (endpoint) {
        // Only a changed URL is sent: giving one (even the same) also releases the endpoint's held deliveries.
        await client.webhookEndpoints.update(endpoint.id, {
          ...(url.trim() === endpoint.url ? {} : { url }),
          events,
          description: trimmed === '' ? null : trimmed,
        });
        return undefined;
      }
      return client.webhookEndpoints.create({
        url,
        events,
        ...(trimmed === '' ? {} : { description: trimmed }),
      });
    },
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: DEVELOPERS_QUERY_KEYS.endpoints });
      if (created) onCreated?.(created);
      onDone();
    },
  });
  const errors = formErrorsFrom(save.error, FIELDS);
  const eventsError = noEventChosen ? words.chooseEvents : errors.fields['events'];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const events = eventsForRequest(selection);
    setNoEventChosen(events === undefined);
    if (events !== undefined) save.mutate(events);
  };
  return (
    <form className="developers-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{endpoint ? words.editHeading : words.addHeading}</h3>
      <div className="console-field">
        <label htmlFor={`${id}-url`}>{words.url}</label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          value={url}
          aria-invalid={errors.fields['url'] ? true : undefined}
          aria-describedby={errors.fields['url'] ? `${id}-url-error` : undefined}
          onChange={(event) => setUrl(event.target.value)}
        />
        <FieldError id={`${id}-url-error`} message={errors.fields['url']} />
      </div>
      <div className="console-field">
        <label htmlFor={`${id}-description`}>{words.description}</label>
        <input
          id={`${id}-description`}
          value={description}
          aria-invalid={errors.fields['description'] ? true : undefined}
          aria-describedby={errors.fields['description'] ? `${id}-description-error` : undefined}
          onChange={(event) => setDescription(event.target.value)}
        />
        <FieldError id={`${id}-description-error`} message={errors.fields['description']} />
      </div>
      <fieldset
        className="developers-events"
        aria-describedby={eventsError ? `${id}-events-error` : undefined}
      >
        <legend>{words.events}</legend>
        <label htmlFor={`${id}-all`}>
          <input
            type="checkbox"
            id={`${id}-all`}
            checked={selection.all}
            aria-describedby={`${id}-all-hint`}
            onChange={(event) =>
              setSelection(event.target.checked ? ALL_EVENTS : { all: false, events: new Set() })
            }
          />{' '}
          {words.allEvents}
        </label>
        <p id={`${id}-all-hint`} className="developers-hint">
          {words.allEventsHint}
        </p>
        {WEBHOOK_EVENTS.map((name) => (
          <label key={name} htmlFor={`${id}-${name}`}>
            <input
              type="checkbox"
              id={`${id}-${name}`}
              value={name}
              checked={isChosen(selection, name)}
              onChange={(event) => setSelection(toggleEvent(selection, name, event.target.checked))}
            />{' '}
            {words.eventNames[name]} <code>{name}</code>
          </label>
        ))}
        <FieldError id={`${id}-events-error`} message={eventsError} />
      </fieldset>
      {errors.general ? (
        <p role="alert" className="console-field-error">
          {errors.general}
        </p>
      ) : null}
      <div className="console-actions">
        <button type="submit" disabled={save.isPending}>
          {endpoint
            ? save.isPending
              ? words.saving
              : words.save
            : save.isPending
              ? words.adding
              : words.create}
        </button>
        <button type="button" className="console-secondary" onClick={onDone}>
          {words.cancelEdit}
        </button>
      </div>
    </form>
  );
}
