import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { InvalidRequestError, NotFoundError } from '../../api/errors.js';
import { useConsole, useWords } from '../context.js';
import { errorText } from '../error-text.js';
import { formErrorsOf } from '../form-errors.js';
import { FormField } from '../FormField.js';
import { customersPath } from './customer-form.js';
import { CustomerTable } from './CustomerTable.js';
import { customerKeys } from './query-keys.js';
import { customersWords } from './words.js';

/**
 * A customer found by reference code. The code is in the address (`?ref=`), so the form's submit only changes the
 * address; the answer is read from it. A malformed code is refused beside the field (the client checks its shape
 * before asking), an unknown one said so.
 */
export function CustomerLookup({ refCode }: { refCode: string | undefined }) {
  const { client, navigate } = useConsole();
  const words = useWords(customersWords);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(refCode ?? '');
  // Another code in the address (back, forward, Clear): the field shows it. Not by remounting the form, which
  // would drop the focus its submit button has.
  const [shownRefCode, setShownRefCode] = useState(refCode);
  if (shownRefCode !== refCode) {
    setShownRefCode(refCode);
    setDraft(refCode ?? '');
  }
  const found = useQuery({
    queryKey: customerKeys.lookup(refCode ?? ''),
    queryFn: ({ signal }) => client.customers.get(refCode ?? '', { signal }),
    enabled: refCode !== undefined,
  });
  const refused =
    found.error instanceof InvalidRequestError
      ? formErrorsOf(found.error, ['refCode']).fields.refCode
      : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(customersPath(draft));
  };

  return (
    <>
      <form
        className="console-filters"
        onSubmit={onSubmit}
        aria-labelledby={`${id}-title`}
        role="search"
        noValidate
        data-testid="customer-lookup"
      >
        <h2 id={`${id}-title`} className="console-visually-hidden">
          {words.lookupTitle}
        </h2>
        <FormField
          formId={id}
          name="refCode"
          label={words.lookupLabel}
          hint={words.lookupHint}
          error={refused}
        >
          {(control) => (
            <input
              {...control}
              ref={inputRef}
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
            />
          )}
        </FormField>
        <div className="console-filter-actions">
          <button type="submit" className="console-button">
            {words.lookup}
          </button>
          {refCode !== undefined ? (
            <button
              type="button"
              className="console-button console-button-secondary"
              onClick={() => {
                navigate(customersPath());
                // The button goes with the code: the field keeps the focus.
                inputRef.current?.focus();
              }}
            >
              {words.clearLookup}
            </button>
          ) : null}
        </div>
      </form>
      <p className="console-visually-hidden" role="status">
        {refCode !== undefined && found.isSuccess && found.data.records.length > 0
          ? words.lookupResult(refCode)
          : ''}
      </p>
      {refCode === undefined ? null : found.isPending ? (
        <p role="status">{words.loading}</p>
      ) : found.isError ? (
        refused !== undefined ? null : found.error instanceof NotFoundError ? (
          <p role="alert" data-testid="customer-lookup-not-found">
            {words.lookupNotFound(refCode)}
          </p>
        ) : (
          <div role="alert">
            <p className="console-error">{words.loadFailed(errorText(found.error))}</p>
            <button type="button" className="console-button" onClick={() => void found.refetch()}>
              {words.retry}
            </button>
          </div>
        )
      ) : found.data.records.length === 0 ? (
        <p role="alert" data-testid="customer-lookup-not-found">
          {words.lookupNotFound(refCode)}
        </p>
      ) : (
        <div className="console-lookup-result">
          <CustomerTable
            customers={found.data.records}
            caption={words.lookupResult(refCode)}
            label={words.lookupTitle}
            testId="customer-lookup-table"
          />
        </div>
      )}
    </>
  );
}
