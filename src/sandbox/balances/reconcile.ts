import { CRYPTO_CODES, CURRENCY_DECIMALS, type CryptoCode } from '../../api/currencies.js';
import { formatBaseUnits } from '../../api/money.js';
import type { Ledger } from '../chain/ledger.js';
import type { SqlExecutor } from '../store/database.js';
import { asBigInt, asString } from '../store/rows.js';
import { holdings } from './custody.js';

/** One business and currency: the three figures that must agree. */
export interface ReconciliationLine {
  businessId: string;
  businessName: string;
  currency: CryptoCode;
  /** The stored balance. */
  balance: string;
  /** The sum of every movement ever recorded. */
  movements: string;
  /** What the ledger holds for the business: its settlement wallet plus payments not swept there yet. */
  ledgerFunds: string;
  ok: boolean;
}

/**
 * Proves the books: for every business and currency, the balance equals the sum of its movements and the
 * funds the ledger holds for the business. Meaningful when the service is idle (a payout or swap moves funds on
 * the ledger just after its database change).
 */
export async function reconcile(executor: SqlExecutor, ledger: Ledger): Promise<ReconciliationLine[]> {
  const businesses = await executor.query(
    'SELECT uuid, name, test_public_address FROM businesses ORDER BY created_at',
  );
  const lines: ReconciliationLine[] = [];
  for (const business of businesses) {
    const businessId = asString(business.uuid);
    const balances = new Map(
      (
        await executor.query('SELECT currency, amount FROM balances WHERE business_id = $1', [businessId])
      ).map((row) => [asString(row.currency), asBigInt(row.amount)]),
    );
    const movements = new Map(
      (
        await executor.query(
          'SELECT currency, COALESCE(SUM(amount), 0) AS total FROM balance_movements WHERE business_id = $1 GROUP BY currency',
          [businessId],
        )
      ).map((row) => [asString(row.currency), asBigInt(row.total)]),
    );
    const unswept = new Map(
      (
        await executor.query(
          `SELECT crypto, COALESCE(SUM(received_crypto - fee_crypto), 0) AS total FROM transactions
           WHERE business_id = $1 AND status = 'success' AND settlement_signature IS NULL GROUP BY crypto`,
          [businessId],
        )
      ).map((row) => [asString(row.crypto), asBigInt(row.total)]),
    );
    for (const currency of CRYPTO_CODES) {
      const balance = balances.get(currency) ?? 0n;
      const moved = movements.get(currency) ?? 0n;
      const funds =
        holdings(ledger, asString(business.test_public_address), currency) + (unswept.get(currency) ?? 0n);
      const decimals = CURRENCY_DECIMALS[currency];
      lines.push({
        businessId,
        businessName: asString(business.name),
        currency,
        balance: formatBaseUnits(balance, decimals),
        movements: formatBaseUnits(moved, decimals),
        ledgerFunds: formatBaseUnits(funds, decimals),
        ok: balance === moved && balance === funds,
      });
    }
  }
  return lines;
}
