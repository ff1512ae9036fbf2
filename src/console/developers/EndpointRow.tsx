import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  DEFAULT_WEBHOOK_SECRET_GRACE_SECONDS,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '../../api/schemas/webhook.js';
import { formErrorsFrom } from '../money/api-errors.js';
import { formatDateTime } from '../money/format.js';
import { useConsole, useWords } from '../context.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { GRACE_PERIOD_CHOICES, type GracePeriodSeconds } from './grace-period.js';
import { DEVELOPERS_QUERY_KEYS } from './query-keys.js';
import { WEBHOOK_ENDPOINTS_WORDS } from './webhook-endpoints-words.js';

type Confirmation = 'disable' | 'roll' | 'delete' | undefined;

/** One endpoint and what can be done to it; destructive actions ask first, in a dialog. */
export function EndpointRow(props: {
  endpoint: WebhookEndpoint;
  onEdit(): void;
  onSecret(endpoint: WebhookEndpointWithSecret): void;
}) {
  const { endpoint, onEdit, onSecret } = props;
  const { client, locale } = useConsole();
  const words = useWords(WEBHOOK_ENDPOINTS_WORDS);
  const queryClient = useQueryClient();
  const id = useId();
  const [confirmation, setConfirmation] = useState<Confirmation>();
  const [grace, setGrace] = useState<GracePeriodSeconds>(DEFAULT_WEBHOOK_SECRET_GRACE_SECONDS);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: DEVELOPERS_QUERY_KEYS.endpoints });
  const close = () => setConfirmation(undefined);

  const setActive = useMutation({
    mutationFn: (active: boolean) => client.webhookEndpoints.update(endpoint.id, { active }),
    onSuccess: () => {
      close();
      refresh();
    },
  });
  const roll = useMutation({
    mutationFn: () => client.webhookEndpoints.rollSecret(endpoint.id, { graceSeconds: grace }),
    onSuccess: (rolled) => {
      close();
      refresh();
      onSecret(rolled);
    },
  });
  const remove = useMutation({
    mutationFn: () => client.webhookEndpoints.delete(endpoint.id),
    onSuccess: () => {
      close();
      refresh();
      void queryClient.invalidateQueries({ queryKey: DEVELOPERS_QUERY_KEYS.deliveries });
    },
  });
  const test = useMutation({
    mutationFn: () => client.webhookEndpoints.sendTest(endpoint.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: DEVELOPERS_QUERY_KEYS.deliveries }),
  });
  const message = (error: unknown) => (error ? formErrorsFrom(error, []).general : undefined);
  const events =
    endpoint.events.length === 0
      ? words.allEvents
      : endpoint.events.map((name) => words.eventNames[name]).join(', ');

  return (
    <li
      className="developers-endpoint"
      data-testid="webhook-endpoint-row"
      data-id={endpoint.id}
      data-status={endpoint.active ? 'active' : 'inactive'}
    >
      <p className="developers-endpoint-url console-break">
        <code>{endpoint.url}</code>{' '}
        <span className={`console-status console-status-${endpoint.active ? 'active' : 'inactive'}`}>
          {endpoint.active ? words.active : words.inactive}
        </span>
      </p>
      {endpoint.description ? <p>{endpoint.description}</p> : null}
      <p className="developers-hint">
        {words.events}: {events}
      </p>
      {endpoint.previousSecretExpiresAt ? (
        <p className="developers-hint">
          {words.previousSecretUntil(formatDateTime(endpoint.previousSecretExpiresAt, locale))}
        </p>
      ) : null}
      <div className="console-actions">
        <button type="button" className="console-secondary" onClick={onEdit}>
          {words.edit(endpoint.url)}
        </button>
        {endpoint.active ? (
          <button type="button" className="console-secondary" onClick={() => setConfirmation('disable')}>
            {words.disable(endpoint.url)}
          </button>
        ) : (
          <button
            type="button"
            className="console-secondary"
            disabled={setActive.isPending}
            onClick={() => setActive.mutate(true)}
          >
            {words.enable(endpoint.url)}
          </button>
        )}
        <button
          type="button"
          className="console-secondary"
          disabled={!endpoint.active || test.isPending}
          onClick={() => test.mutate()}
        >
          {words.sendTest(endpoint.url)}
        </button>
        <button type="button" className="console-secondary" onClick={() => setConfirmation('roll')}>
          {words.rollSecret(endpoint.url)}
        </button>
        <button type="button" className="console-danger" onClick={() => setConfirmation('delete')}>
          {words.remove(endpoint.url)}
        </button>
      </div>
      {test.isSuccess ? <p role="status">{words.testSent}</p> : null}
      {test.error || (setActive.error && confirmation === undefined) ? (
        <p role="alert" className="console-field-error">
          {message(test.error ?? setActive.error)}
        </p>
      ) : null}

      <ConfirmDialog
        open={confirmation === 'disable'}
        title={words.disableTitle}
        confirmLabel={words.disableConfirm}
        busy={setActive.isPending}
        error={message(setActive.error)}
        onConfirm={() => setActive.mutate(false)}
        onClose={close}
      >
        <p>{words.disableExplanation}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmation === 'roll'}
        title={words.rollTitle}
        confirmLabel={words.rollConfirm}
        busy={roll.isPending}
        error={message(roll.error)}
        onConfirm={() => roll.mutate()}
        onClose={close}
      >
        <p>{words.rollExplanation}</p>
        <fieldset className="developers-grace">
          <legend>{words.gracePeriod}</legend>
          {GRACE_PERIOD_CHOICES.map((seconds) => (
            <label key={seconds} htmlFor={`${id}-grace-${seconds}`}>
              <input
                type="radio"
                id={`${id}-grace-${seconds}`}
                name={`${id}-grace`}
                checked={grace === seconds}
                onChange={() => setGrace(seconds)}
              />{' '}
              {words.graceChoices[seconds]}
            </label>
          ))}
        </fieldset>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmation === 'delete'}
        title={words.removeTitle}
        confirmLabel={words.removeConfirm}
        busy={remove.isPending}
        error={message(remove.error)}
        onConfirm={() => remove.mutate()}
        onClose={close}
      >
        <p>{words.removeExplanation(endpoint.url)}</p>
      </ConfirmDialog>
    </li>
  );
}
