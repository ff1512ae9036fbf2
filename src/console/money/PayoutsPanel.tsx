import { useId, useState } from 'react';
import {
  PAYOUT_STATUSES,
  type PayoutRequest,
  type PayoutRequestListQuery,
} from '../../api/schemas/payout.js';
import { useConsole, useWords } from '../context.js';
import { BankPayoutForm } from './BankPayoutForm.js';
import { CryptoPayoutForm } from './CryptoPayoutForm.js';
import type { Settlement } from './list-refresh.js';
import { MoneyList } from './MoneyList.js';
import { isActivePayout } from './payout-rows.js';
import { PayoutList } from './PayoutList.js';
import { PAYOUTS_WORDS } from './payouts-words.js';
import { MONEY_QUERY_KEYS } from './query-keys.js';
import { useMoneyList } from './use-money-list.js';

type PayoutKind = 'bank' | 'address';

export const PAYOUTS_PER_PAGE = 20;

/** The first page of the unfiltered list, as the panel first asks for it. */
export const FIRST_PAYOUT_PAGE: PayoutRequestListQuery = { limit: PAYOUTS_PER_PAGE, page: 1 };

/** Whether a listed record may still settle, and so the list be read again. */
const payoutSettlement = (payout: PayoutRequest): Settlement => ({
  id: payout.id,
  unsettled: isActivePayout(payout),
});

/**
 * Requesting payouts, to a bank account or an address, and every payout of the business (`GET /v1/payout-requests`,
 * newest first, a page at a time, filtered by status), read again while one shown is PENDING or PROCESSING.
 */
export function PayoutsPanel() {
  const { client } = useConsole();
  const words = useWords(PAYOUTS_WORDS);
  const id = useId();
  const [kind, setKind] = useState<PayoutKind>('bank');
  // A declined payout is credited back, and any settlement changes the chart: both are read again.
  const payouts = useMoneyList({
    firstPage: FIRST_PAYOUT_PAGE,
    listKey: MONEY_QUERY_KEYS.payouts,
    keyOf: MONEY_QUERY_KEYS.payoutsMatching,
    read: (query, signal) => client.payouts.list(query, { signal }),
    settlementOf: payoutSettlement,
  });
  return (
    <section className="money-part" aria-labelledby="money-payouts-heading">
      <h2 id="money-payouts-heading">{words.heading}</h2>
      <fieldset className="money-choice">
        <legend>{words.kind}</legend>
        {(['bank', 'address'] as const).map((option) => (
          <label key={option} htmlFor={`${id}-${option}`}>
            <input
              type="radio"
              id={`${id}-${option}`}
              name={`${id}-kind`}
              value={option}
              checked={kind === option}
              onChange={() => setKind(option)}
            />{' '}
            {option === 'bank' ? words.toBank : words.toAddress}
          </label>
        ))}
      </fieldset>
      {kind === 'bank' ? (
        <BankPayoutForm onRequested={payouts.requested} />
      ) : (
        <CryptoPayoutForm onRequested={payouts.requested} />
      )}
      <MoneyList list={payouts} statuses={PAYOUT_STATUSES} perPage={PAYOUTS_PER_PAGE} words={words}>
        {(records) => <PayoutList payouts={records} onCancelled={payouts.refreshAfterChange} />}
      </MoneyList>
    </section>
  );
}
