import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { CRYPTO_CODES, type CryptoCode } from '../../api/currencies.js';
import { useConsole, useWords } from '../context.js';
import { CurrencySelect } from '../CurrencySelect.js';
import { QueryView } from '../QueryView.js';
import { formatDay, formatMoney } from './format.js';
import { chartScale, dailyMovements, type CurrencyMovements } from './movements.js';
import { MOVEMENTS_WORDS } from './movements-words.js';
import { MONEY_QUERY_KEYS } from './query-keys.js';
import { fetchRecentMovements } from './recent-movements.js';

/*
 * Plain SVG, drawn here, rather than a charting library: thirty bars per currency do not justify a library's
 * weight in the console's bundle, and SVG bars come out accessible with a role, a label and a data table beside
 * them. Geometry is in SVG attributes and colours in money.css, so nothing needs an inline style (CSP).
 */

const CHART_WIDTH = 300;
const CHART_HEIGHT = 100;
const BAR_GAP = 2;

/** One currency's 30 days as bars, the currency chosen above it, with the same numbers as a hidden table. */
export function MovementsChart() {
  const { client, locale } = useConsole();
  const words = useWords(MOVEMENTS_WORDS);
  const [currency, setCurrency] = useState<CryptoCode>('USDC');
  const selectId = useId();
  const history = useQuery({
    queryKey: MONEY_QUERY_KEYS.movements,
    queryFn: ({ signal }) => fetchRecentMovements(client, new Date(), signal),
  });
  const series = useMemo(
    () => (history.data ? dailyMovements(history.data, new Date()) : undefined),
    [history.data],
  );
  const shown = series?.find((entry) => entry.currency === currency);
  return (
    <section className="money-part" aria-labelledby="money-movements-heading">
      <h2 id="money-movements-heading">{words.heading}</h2>
      <p className="money-hint">{words.explanation}</p>
      <label htmlFor={selectId}>{words.currency}</label>{' '}
      <CurrencySelect id={selectId} codes={CRYPTO_CODES} value={currency} onChange={setCurrency} />
      <QueryView query={history} place="panel" words={words}>
        {(data) =>
          shown ? (
            <>
              {data.truncated ? <p className="money-hint">{words.truncated}</p> : null}
              <BarChart series={shown} locale={locale} />
            </>
          ) : null
        }
      </QueryView>
    </section>
  );
}

function BarChart({ series, locale }: { series: CurrencyMovements; locale: 'en' | 'fr' }) {
  const words = useWords(MOVEMENTS_WORDS);
  const { up, down } = chartScale(series);
  // Inflows rise from the axis, outflows hang below it; the axis sits where the two tallest bars fit.
  const unit = (CHART_HEIGHT - 4) / (up + down);
  const axis = 2 + up * unit;
  const slot = CHART_WIDTH / series.days.length;
  const money = (amount: number) => formatMoney(amount, series.currency, locale);
  const label = words.summary({
    currency: series.currency,
    inflow: money(series.inflow),
    outflow: money(series.outflow),
    net: money(series.net),
    payments: series.payments,
    payouts: series.payouts,
    swaps: series.swaps,
  });
  const first = series.days[0];
  const last = series.days[series.days.length - 1];
  return (
    <figure className="money-chart" data-testid="movements-chart" data-currency={series.currency}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT + 14}`}
        className="money-chart-svg"
        preserveAspectRatio="none"
      >
        {series.days.map((day, index) => {
          const x = index * slot + BAR_GAP / 2;
          const width = Math.max(slot - BAR_GAP, 1);
          const inHeight = day.inflow * unit;
          const outHeight = day.outflow * unit;
          return (
            <g key={day.day}>
              {inHeight > 0 ? (
                <rect className="money-chart-bar" x={x} y={axis - inHeight} width={width} height={inHeight} />
              ) : null}
              {outHeight > 0 ? (
                <rect className="money-chart-bar-out" x={x} y={axis} width={width} height={outHeight} />
              ) : null}
            </g>
          );
        })}
        <line className="money-chart-axis" x1={0} x2={CHART_WIDTH} y1={axis} y2={axis} />
        {first && last ? (
          <>
            <text className="money-chart-label" x={0} y={CHART_HEIGHT + 12}>
              {formatDay(first.day, locale)}
            </text>
            <text className="money-chart-label" x={CHART_WIDTH} y={CHART_HEIGHT + 12} textAnchor="end">
              {formatDay(last.day, locale)}
            </text>
          </>
        ) : null}
      </svg>
      {/* The same words as the SVG's label, for sighted readers; hidden from assistive technology, which has the label. */}
      <figcaption className="money-hint" aria-hidden="true">
        {label}
      </figcaption>
      {/* A table does not shrink to the 1 px box that hides it: its wrapper does. */}
      <div className="visually-hidden">
        <table>
          <caption>{words.tableCaption(series.currency)}</caption>
          <thead>
            <tr>
              <th scope="col">{words.day}</th>
              <th scope="col">{words.received}</th>
              <th scope="col">{words.swappedIn}</th>
              <th scope="col">{words.paidOut}</th>
              <th scope="col">{words.swappedOut}</th>
              <th scope="col">{words.net}</th>
            </tr>
          </thead>
          <tbody>
            {series.days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatDay(day.day, locale)}</th>
                <td>{money(day.received)}</td>
                <td>{money(day.swappedIn)}</td>
                <td>{money(day.paidOut)}</td>
                <td>{money(day.swappedOut)}</td>
                <td>{money(day.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
