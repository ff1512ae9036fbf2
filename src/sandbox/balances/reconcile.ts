import { CRYPTO_CODES, CURRENCY_DECIMALS, type CryptoCode } from '../../api/currencies.js';
import { formatBaseUnits } from '../../api/money.js';
import type { RECONCILIATION_STATUSES } from '../../api/schemas/sandbox.js';
import { balanceKindOf, type Chain } from '../chain/chain.js';
import type { SqlExecutor } from '../store/database.js';
import { listUnsweptLatePayments } from '../store/late-payments.js';
import { listPendingFundsChanges } from '../store/ledger-intents.js';
import { asBigInt, asString } from '../store/rows.js';
import type { SolanaCluster } from '../../api/solana-cluster.js';
import { holdings } from './custody.js';
import { keepsBusinessFunds } from './custody-accounts.js';

export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

/** One business and currency: the figures that must agree. */
export interface ReconciliationLine {
  businessId: string;
  businessName: string;
  currency: CryptoCode;
  /** The stored balance. */
  balance: string;
  /** The sum of every movement ever recorded. */
  movements: string;
  /**
   * What the ledger holds for the business: its settlement wallet, plus successful payments and late payments
   * still in their deposit accounts, plus `inTransit`. Off localnet the settlement wallet is the merchant's own, which moves
   * without the service: what was swept there (each sweep's signature landed on chain) counts in its place.
   */
  ledgerFunds: string;
  /** Transfers recorded but not landed yet: negative for money on its way out of the wallet, positive in. */
  inTransit: string;
  /** ledgerFunds − balance: positive is a surplus, negative a shortfall. */
  difference: string;
  status: ReconciliationStatus;
  ok: boolean;
}

/**
 * Proves the books against the ledger: for every business and currency, the balance equals the sum of its
 * movements and the funds the ledger holds for the business. Every figure on the ledger side is read from the
 * ledger itself (the wallet's and the deposits' accounts) except transfers still in transit, which the intents
 * record; a transfer is in transit only for the moment between its database change and its landing.
 */
export async function reconcile(
  executor: SqlExecutor,
  chain: Chain,
  cluster: SolanaCluster,
): Promise<ReconciliationLine[]> {
  for (let attempt = 1; ; attempt++) {
    const lines = await reconcileOnce(executor, chain, cluster);
    // A transfer that lands between the moment it is counted in transit and the moment the wallet is read is
    // counted twice (a surplus), or, the other way round, not at all: a line that disagrees while money was in
    // transit is read again, after the moment has passed.
    const unsettled = lines.some((line) => !line.ok && line.inTransit !== '0');
    if (!unsettled || attempt === IN_TRANSIT_READINGS) return lines;
    await new Promise((resolve) => setTimeout(resolve, IN_TRANSIT_RECHECK_MS));
  }
}

/** How many times a reconciliation is read while transfers in transit make a line disagree, and how far apart. */
const IN_TRANSIT_READINGS = 4;
const IN_TRANSIT_RECHECK_MS = 250;

async function reconcileOnce(
  executor: SqlExecutor,
  chain: Chain,
  cluster: SolanaCluster,
): Promise<ReconciliationLine[]> {
  const businesses = await executor.query(
    'SELECT uuid, name, test_public_address FROM businesses ORDER BY created_at',
  );
  const lines: ReconciliationLine[] = [];
  for (const business of businesses) {
    const businessId = asString(business.uuid);
    const balances = await sumByCurrency(
      executor,
      'SELECT currency, amount AS total FROM balances WHERE business_id = $1',
      businessId,
    );
    const movements = await sumByCurrency(
      executor,
      'SELECT currency, COALESCE(SUM(amount), 0) AS total FROM balance_movements WHERE business_id = $1 GROUP BY currency',
      businessId,
    );
    const inTransit = await fundsInTransit(executor, chain, businessId);
    const inDeposits = await unsweptPaymentFunds(executor, chain, businessId);
    const lateInDeposits = await unsweptLatePaymentFunds(executor, chain, businessId);
    const sweptOut = keepsBusinessFunds(cluster) ? undefined : await sumLandedSweeps(executor, businessId);
    for (const currency of CRYPTO_CODES) {
      const balance = balances.get(currency) ?? 0n;
      const moved = movements.get(currency) ?? 0n;
      const transit = inTransit.get(currency) ?? 0n;
      const inWallet = sweptOut
        ? (sweptOut.get(currency) ?? 0n)
        : await holdings(chain, asString(business.test_public_address), currency);
      const funds =
        inWallet + (inDeposits.get(currency) ?? 0n) + (lateInDeposits.get(currency) ?? 0n) + transit;
      const status: ReconciliationStatus =
        balance !== moved
          ? 'books_disagree'
          : funds < balance
            ? 'shortfall'
            : funds > balance
              ? 'surplus'
              : 'ok';
      const decimals = CURRENCY_DECIMALS[currency];
      lines.push({
        businessId,
        businessName: asString(business.name),
        currency,
        balance: formatBaseUnits(balance, decimals),
        movements: formatBaseUnits(moved, decimals),
        ledgerFunds: formatBaseUnits(funds, decimals),
        inTransit: formatBaseUnits(transit, decimals),
        difference: formatBaseUnits(funds - balance, decimals),
        status,
        ok: status === 'ok',
      });
    }
  }
  return lines;
}

/** Lines that must stop the service: the ledger holds less than the books owe, or the books contradict themselves. */
export function blockingLines(lines: readonly ReconciliationLine[]): ReconciliationLine[] {
  return lines.filter((line) => line.status === 'shortfall' || line.status === 'books_disagree');
}

/** One sentence per line that is not ok, for logs and the start-up check. */
export function describeLine(line: ReconciliationLine): string {
  const where = `${line.businessName} (${line.businessId}) ${line.currency}`;
  switch (line.status) {
    case 'ok':
      return `${where}: balance ${line.balance} agrees with the ledger`;
    case 'surplus':
      return `${where}: the ledger holds ${line.difference} more than the balance ${line.balance} (money sent to the settlement wallet from outside)`;
    case 'shortfall':
      return `${where}: the ledger holds ${line.ledgerFunds}, less than the balance ${line.balance} the books owe (short by ${line.difference.replace(/^-/, '')})`;
    case 'books_disagree':
      return `${where}: the balance ${line.balance} is not the sum of its movements ${line.movements}`;
  }
}

/**
 * What successful payments not swept yet still hold for the business in their deposit accounts, read from the
 * ledger: what arrived above the account's starting balance, less the service's fee, at most the credit.
 */
async function unsweptPaymentFunds(
  executor: SqlExecutor,
  chain: Chain,
  businessId: string,
): Promise<Map<CryptoCode, bigint>> {
  const rows = await executor.query(
    `SELECT crypto, COALESCE(deposit_token_account, deposit_address) AS receiving_account, deposit_baseline,
       received_crypto, fee_crypto
     FROM transactions WHERE business_id = $1 AND status = 'success' AND settlement_signature IS NULL`,
    [businessId],
  );
  const totals = new Map<CryptoCode, bigint>();
  for (const row of rows) {
    const currency = asString(row.crypto) as CryptoCode;
    const account = asString(row.receiving_account);
    const onLedger =
      currency === 'SOL'
        ? await chain.getBalance(account)
        : ((await chain.getTokenAccountAmount(account)) ?? 0n);
    const arrived = onLedger - asBigInt(row.deposit_baseline);
    const fee = asBigInt(row.fee_crypto);
    const credit = asBigInt(row.received_crypto) - fee;
    const available = arrived - fee < credit ? arrived - fee : credit;
    totals.set(currency, (totals.get(currency) ?? 0n) + (available > 0n ? available : 0n));
  }
  return totals;
}

/**
 * What late payments not swept yet still hold for the business in their deposit accounts, read from the ledger:
 * what the account holds above its resting balance (what it holds once everything recorded before was swept),
 * at most what was credited.
 */
async function unsweptLatePaymentFunds(
  executor: SqlExecutor,
  chain: Chain,
  businessId: string,
): Promise<Map<CryptoCode, bigint>> {
  const totals = new Map<CryptoCode, bigint>();
  for (const latePayment of await listUnsweptLatePayments(executor, businessId)) {
    const [onLedger = 0n] = await chain.getAccountBalances([
      { account: latePayment.receivingAccount, kind: balanceKindOf(latePayment.crypto) },
    ]);
    const above = onLedger - latePayment.restingBalance;
    const available = above < latePayment.amount ? above : latePayment.amount;
    const currency = latePayment.crypto;
    totals.set(currency, (totals.get(currency) ?? 0n) + (available > 0n ? available : 0n));
  }
  return totals;
}

/**
 * Transfers recorded and not yet resolved, by currency, less those the chain already shows landed: the moment
 * between a transfer landing and its intent being settled must not count its money twice (in the wallet and in
 * transit).
 */
async function fundsInTransit(
  executor: SqlExecutor,
  chain: Chain,
  businessId: string,
): Promise<Map<CryptoCode, bigint>> {
  const totals = new Map<CryptoCode, bigint>();
  for (const pending of await listPendingFundsChanges(executor, businessId)) {
    const landed = await chain.findTransaction(pending.signature);
    if (landed && landed.err === null) continue;
    totals.set(pending.currency, (totals.get(pending.currency) ?? 0n) + pending.fundsChange);
  }
  return totals;
}

/** What the service swept to a merchant's own wallet: the credits of the sweeps (late payments' too) that landed. */
function sumLandedSweeps(executor: SqlExecutor, businessId: string): Promise<Map<CryptoCode, bigint>> {
  return sumByCurrency(
    executor,
    `SELECT currency, COALESCE(SUM(funds_change), 0) AS total FROM ledger_intents
     WHERE business_id = $1 AND purpose IN ('payment_sweep', 'late_payment_sweep') AND status = 'landed'
     GROUP BY currency`,
    businessId,
  );
}

async function sumByCurrency(
  executor: SqlExecutor,
  sql: string,
  businessId: string,
): Promise<Map<CryptoCode, bigint>> {
  const rows = await executor.query(sql, [businessId]);
  return new Map(rows.map((row) => [asString(row.currency) as CryptoCode, asBigInt(row.total)]));
}
