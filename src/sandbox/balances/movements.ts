import { randomUUID } from 'node:crypto';
import type { CryptoCode } from '../../api/currencies.js';
import { InvalidRequestError } from '../../api/errors.js';
import { formatBaseUnits } from '../../api/money.js';
import { CURRENCY_DECIMALS } from '../../api/currencies.js';
import type { SqlExecutor } from '../store/database.js';
import { asBigInt } from '../store/rows.js';

export type MovementKind = 'payment' | 'late_payment' | 'payout' | 'payout_reversal' | 'swap_out' | 'swap_in';

/**
 * Moves a business's balance in one currency by `amount` (negative for debits) and records the movement, inside
 * the caller's database transaction. The balance row is locked first (`FOR UPDATE`), so concurrent debits are
 * decided one after another and a balance never goes below zero; a debit that would is refused with a 400 that
 * says what is available.
 */
export async function applyMovement(
  executor: SqlExecutor,
  movement: {
    businessId: string;
    currency: CryptoCode;
    amount: bigint;
    kind: MovementKind;
    sourceId: string;
    now: Date;
    field?: string;
  },
): Promise<bigint> {
  await executor.query(
    'INSERT INTO balances (business_id, currency, amount) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING',
    [movement.businessId, movement.currency],
  );
  const [row] = await executor.query(
    'SELECT amount FROM balances WHERE business_id = $1 AND currency = $2 FOR UPDATE',
    [movement.businessId, movement.currency],
  );
  const current = asBigInt(row?.amount ?? 0);
  const next = current + movement.amount;
  if (next < 0n) {
    const decimals = CURRENCY_DECIMALS[movement.currency];
    const message = `Insufficient ${movement.currency} balance: ${formatBaseUnits(current, decimals)} available, ${formatBaseUnits(-movement.amount, decimals)} requested`;
    throw new InvalidRequestError(message, {
      errors: [
        { field: movement.field ?? 'amount', message: `exceeds the available ${movement.currency} balance` },
      ],
    });
  }
  await executor.query('UPDATE balances SET amount = $3 WHERE business_id = $1 AND currency = $2', [
    movement.businessId,
    movement.currency,
    next,
  ]);
  await executor.query(
    `INSERT INTO balance_movements (uuid, business_id, currency, amount, kind, source_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      randomUUID(),
      movement.businessId,
      movement.currency,
      movement.amount,
      movement.kind,
      movement.sourceId,
      movement.now,
    ],
  );
  return next;
}

export async function getBalances(
  executor: SqlExecutor,
  businessId: string,
): Promise<Map<CryptoCode, bigint>> {
  const rows = await executor.query('SELECT currency, amount FROM balances WHERE business_id = $1', [
    businessId,
  ]);
  return new Map(rows.map((row) => [row.currency as CryptoCode, asBigInt(row.amount)]));
}
