import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { PayoutRequest } from '../../api/schemas/payout.js';
import { useConsole, useWords } from '../context.js';
import { formErrorsFrom } from './api-errors.js';
import { formatDateTime, formatMoney } from './format.js';
import { payoutAddress, payoutSettledAt } from './payout-rows.js';
import { PAYOUTS_WORDS } from './payouts-words.js';

/** One page of the business's payouts, with a two-step cancel on the PENDING ones (`DELETE /v1/payout-request/:id`). */
export function PayoutList({
  payouts,
  onCancelled,
}: {
  payouts: readonly PayoutRequest[];
  onCancelled(): void;
}) {
  const words = useWords(PAYOUTS_WORDS);
  return (
    <div className="console-table-scroll">
      <table className="console-table">
        <thead>
          <tr>
            <th scope="col">{words.amount}</th>
            <th scope="col">{words.status}</th>
            <th scope="col">{words.destination}</th>
            <th scope="col">{words.requested}</th>
            <th scope="col">{words.settled}</th>
            <th scope="col">{words.actions}</th>
          </tr>
        </thead>
        <tbody>
          {payouts.map((payout) => (
            <PayoutListRow key={payout.id} payout={payout} onCancelled={onCancelled} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PayoutListRow({ payout, onCancelled }: { payout: PayoutRequest; onCancelled(): void }) {
  const { client, locale } = useConsole();
  const words = useWords(PAYOUTS_WORDS);
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => client.payouts.cancel(payout.id),
    onSuccess: () => {
      setConfirming(false);
      onCancelled();
    },
  });
  const amount = formatMoney(payout.amountInCrypto, payout.cryptocurrency, locale);
  const address = payoutAddress(payout);
  const settledAt = payoutSettledAt(payout);
  const cancelError = cancel.error
    ? (formErrorsFrom(cancel.error, []).general ?? words.cancelFailed)
    : undefined;
  return (
    <tr data-testid="payout-row" data-id={payout.id} data-status={payout.status}>
      <th scope="row">{amount}</th>
      <td>
        <span className={`console-status console-status-${payout.status.toLowerCase()}`}>
          {words.statuses[payout.status]}
        </span>
        {payout.reasonForDecline ? (
          <span className="money-hint"> {words.declined(payout.reasonForDecline)}</span>
        ) : null}
      </td>
      <td className="console-break">{address ?? words.bankAccount}</td>
      <td>{formatDateTime(payout.createdAt, locale)}</td>
      <td>{settledAt ? formatDateTime(settledAt, locale) : '—'}</td>
      <td>
        {payout.status === 'PENDING' ? (
          confirming ? (
            <span className="console-actions">
              <button
                type="button"
                className="console-danger"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate()}
              >
                {words.confirmCancel(amount)}
              </button>
              <button type="button" className="console-secondary" onClick={() => setConfirming(false)}>
                {words.keep}
              </button>
            </span>
          ) : (
            <button type="button" className="console-secondary" onClick={() => setConfirming(true)}>
              {words.cancel(amount)}
            </button>
          )
        ) : null}
        {cancelError ? (
          <p role="alert" className="console-field-error">
            {cancelError}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
