import { useQuery } from '@tanstack/react-query';
import { useConsole, useWords } from '../context.js';
import { QueryView } from '../QueryView.js';
import { BALANCES_WORDS } from './balances-words.js';
import { formatMoney } from './format.js';
import { MONEY_QUERY_KEYS } from './query-keys.js';

/** The balance in each cryptocurrency (`GET /v1/balances`: one amount each, all of it available). */
export function Balances() {
  const { client, locale } = useConsole();
  const words = useWords(BALANCES_WORDS);
  const balances = useQuery({ queryKey: MONEY_QUERY_KEYS.balances, queryFn: () => client.balances.list() });
  return (
    <section className="money-part" aria-labelledby="money-balances-heading">
      <h2 id="money-balances-heading">{words.heading}</h2>
      <p className="money-hint">{words.explanation}</p>
      <QueryView
        query={balances}
        place="panel"
        words={words}
        isEmpty={(list) => list.length === 0}
        empty={words.none}
      >
        {(list) => (
          <ul className="money-balances">
            {list.map((balance) => (
              <li
                key={balance.currency}
                className="money-balance"
                data-testid="balance"
                data-currency={balance.currency}
              >
                <span className="money-balance-currency">{balance.currency}</span>
                <span className="money-balance-amount">
                  {formatMoney(balance.amount, balance.currency, locale)}
                </span>
                <span className="money-balance-label">{words.available}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
