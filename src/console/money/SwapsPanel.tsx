import { SWAP_STATUSES, type SwapListQuery, type SwapWithBusiness } from '../../api/schemas/swap.js';
import { useConsole, useWords } from '../context.js';
import type { Settlement } from './list-refresh.js';
import { MoneyList } from './MoneyList.js';
import { MONEY_QUERY_KEYS } from './query-keys.js';
import { useMoneyList } from './use-money-list.js';
import { SwapForm } from './SwapForm.js';
import { SwapList } from './SwapList.js';
import { SWAPS_WORDS } from './swaps-words.js';

export const SWAPS_PER_PAGE = 20;

/** The first page of the unfiltered list, as the panel first asks for it. */
export const FIRST_SWAP_PAGE: SwapListQuery = { limit: SWAPS_PER_PAGE, page: 1 };

/** Whether a listed record may still settle, and so the list be read again. */
const swapSettlement = (swap: SwapWithBusiness): Settlement => ({
  id: swap.uuid,
  unsettled: swap.status === 'PENDING',
});

/**
 * Quoting and requesting swaps between the cryptocurrencies, and every swap of the business (`GET /v1/swaps`,
 * newest first, a page at a time, filtered by status), read again while one shown is PENDING.
 */
export function SwapsPanel() {
  const { client } = useConsole();
  const words = useWords(SWAPS_WORDS);
  // A completed swap credits its output, a failed one its input back: the balances and the chart are read again.
  const swaps = useMoneyList({
    firstPage: FIRST_SWAP_PAGE,
    listKey: MONEY_QUERY_KEYS.swaps,
    keyOf: MONEY_QUERY_KEYS.swapsMatching,
    read: (query, signal) => client.swaps.list(query, { signal }),
    settlementOf: swapSettlement,
  });
  return (
    <section className="money-part" aria-labelledby="money-swaps-heading">
      <h2 id="money-swaps-heading">{words.heading}</h2>
      <SwapForm onRequested={swaps.requested} />
      <MoneyList list={swaps} statuses={SWAP_STATUSES} perPage={SWAPS_PER_PAGE} words={words}>
        {(records) => <SwapList swaps={records} />}
      </MoneyList>
    </section>
  );
}
