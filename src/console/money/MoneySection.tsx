import { useWords } from '../context.js';
import { Balances } from './Balances.js';
import { MONEY_WORDS } from './money-words.js';
import { MovementsChart } from './MovementsChart.js';
import { PayoutsPanel } from './PayoutsPanel.js';
import { ReconciliationPanel } from './ReconciliationPanel.js';
import { SwapsPanel } from './SwapsPanel.js';

/** The console's Money section (`/dashboard/money`): balances, the last 30 days, payouts, swaps, reconciliation. */
export function MoneySection() {
  const words = useWords(MONEY_WORDS);
  return (
    <div className="money-section">
      <h1>{words.title}</h1>
      <p className="money-hint">{words.intro}</p>
      <Balances />
      <MovementsChart />
      <PayoutsPanel />
      <SwapsPanel />
      <ReconciliationPanel />
    </div>
  );
}
