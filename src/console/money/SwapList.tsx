import type { Swap } from '../../api/schemas/swap.js';
import { useConsole, useWords } from '../context.js';
import { formatDateTime, formatMoney } from './format.js';
import { SWAPS_WORDS } from './swaps-words.js';

/** One page of the business's swaps (the panel reads it again while one is pending). */
export function SwapList({ swaps }: { swaps: readonly Swap[] }) {
  const words = useWords(SWAPS_WORDS);
  return (
    <div className="console-table-scroll">
      <table className="console-table">
        <thead>
          <tr>
            <th scope="col">{words.input}</th>
            <th scope="col">{words.status}</th>
            <th scope="col">{words.minimumOutput}</th>
            <th scope="col">{words.output}</th>
            <th scope="col">{words.fee}</th>
            <th scope="col">{words.created}</th>
          </tr>
        </thead>
        <tbody>
          {swaps.map((swap) => (
            <SwapRow key={swap.uuid} swap={swap} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SwapRow({ swap }: { swap: Swap }) {
  const { locale } = useConsole();
  const words = useWords(SWAPS_WORDS);
  return (
    <tr data-testid="swap-row" data-id={swap.uuid} data-status={swap.status}>
      <th scope="row">{formatMoney(swap.inputCryptocurrencyAmount, swap.inputCryptocurrency, locale)}</th>
      <td>
        <span className={`console-status console-status-${swap.status.toLowerCase()}`}>
          {words.statuses[swap.status]}
        </span>
      </td>
      <td>{formatMoney(swap.minOutputCryptocurrencyAmount, swap.outputCryptocurrency, locale)}</td>
      <td>
        {swap.actualOutputCryptocurrencyAmount === null
          ? '—'
          : formatMoney(swap.actualOutputCryptocurrencyAmount, swap.outputCryptocurrency, locale)}
      </td>
      <td>{formatMoney(swap.feeInCrypto, swap.inputCryptocurrency, locale)}</td>
      <td>{formatDateTime(swap.createdAt, locale)}</td>
    </tr>
  );
}
