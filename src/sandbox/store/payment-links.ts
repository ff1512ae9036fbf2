import { randomUUID } from 'node:crypto';
import type { PaymentLink } from '../../api/schemas/payment-link.js';
import type { FiatCode } from '../../api/currencies.js';
import { currencyBaseUnitsToNumber } from '../../api/money.js';
import type { Row, SqlExecutor } from './database.js';
import { ListCondition, selectCountedPage, type CountedPage, type PageRequest } from './list-query.js';
import { asBigInt, asBoolean, asIsoTimestamp, asNullableString, asString } from './rows.js';

/** A payment link with what pricing needs: the amount in base units and its owner. */
export interface StoredPaymentLink {
  record: PaymentLink;
  businessId: string;
  amountInBaseUnits: bigint;
}

export async function insertPaymentLink(
  executor: SqlExecutor,
  link: {
    businessId: string;
    name: string;
    description: string;
    baseFiat: FiatCode;
    amountInBaseUnits: bigint;
    successMessage: string | undefined;
    redirectLink: string | undefined;
    environment: string;
  },
): Promise<StoredPaymentLink> {
  const uuid = randomUUID();
  await executor.query(
    `INSERT INTO payment_links (uuid, business_id, name, description, base_fiat, amount, success_message,
       redirect_link, environment, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      uuid,
      link.businessId,
      link.name,
      link.description,
      link.baseFiat,
      link.amountInBaseUnits,
      link.successMessage ?? null,
      link.redirectLink ?? null,
      link.environment,
      new Date(),
    ],
  );
  const stored = await findPaymentLink(executor, uuid);
  if (!stored) throw new Error('payment link vanished after insert');
  return stored;
}

export async function findPaymentLink(
  executor: SqlExecutor,
  id: string,
): Promise<StoredPaymentLink | undefined> {
  const [row] = await executor.query(
    `SELECT ${LINK_WITH_BUSINESS}
     FROM payment_links l JOIN businesses b ON b.uuid = l.business_id WHERE l.uuid = $1`,
    [id],
  );
  return row ? toStoredPaymentLink(row) : undefined;
}

/** The columns every payment-link read answers with: the link and what the page shows of its business. */
const LINK_WITH_BUSINESS = 'l.*, b.name AS business_name, b.logo_image_path AS business_logo';

/** One page of the business's payment links, newest first (a merchant looks for the link it made last). */
export async function listPaymentLinks(
  executor: SqlExecutor,
  businessId: string,
  page: PageRequest,
): Promise<CountedPage<StoredPaymentLink>> {
  const { records, count } = await selectCountedPage(executor, {
    select: `SELECT ${LINK_WITH_BUSINESS} FROM payment_links l JOIN businesses b ON b.uuid = l.business_id`,
    countFrom: 'payment_links l',
    condition: new ListCondition('l.business_id', businessId),
    orderBy: 'l.created_at DESC, l.uuid DESC',
    page,
  });
  return { records: records.map(toStoredPaymentLink), count };
}

/** What an update may change; an absent field keeps its value, `null` removes an optional one. */
export interface PaymentLinkChanges {
  name?: string | undefined;
  description?: string | undefined;
  amountInBaseUnits?: bigint | undefined;
  successMessage?: string | null | undefined;
  redirectLink?: string | null | undefined;
  active?: boolean | undefined;
}

/** Each changeable field's column: the only text that goes into the SET list, never what the caller sent. */
const CHANGEABLE_COLUMNS: Readonly<Record<keyof PaymentLinkChanges, string>> = {
  name: 'name',
  description: 'description',
  amountInBaseUnits: 'amount',
  successMessage: 'success_message',
  redirectLink: 'redirect_link',
  active: 'active',
};

/**
 * Changes the business's link `id` in one statement and answers it as it is now; undefined when the business has
 * no such link, whether it does not exist or belongs to another business, so that ids cannot be probed.
 */
export async function updatePaymentLink(
  executor: SqlExecutor,
  businessId: string,
  id: string,
  changes: PaymentLinkChanges,
): Promise<StoredPaymentLink | undefined> {
  const assignments: string[] = [];
  const params: unknown[] = [id, businessId];
  for (const [field, column] of Object.entries(CHANGEABLE_COLUMNS)) {
    const value = changes[field as keyof PaymentLinkChanges];
    if (value === undefined) continue;
    params.push(value);
    assignments.push(`${column} = $${params.length}`);
  }
  if (assignments.length === 0) throw new Error('a payment link update must change at least one field');
  const [row] = await executor.query(
    `UPDATE payment_links l SET ${assignments.join(', ')}
     FROM businesses b
     WHERE l.uuid = $1 AND l.business_id = $2 AND b.uuid = l.business_id
     RETURNING ${LINK_WITH_BUSINESS}`,
    params,
  );
  return row ? toStoredPaymentLink(row) : undefined;
}

function toStoredPaymentLink(row: Row): StoredPaymentLink {
  const baseFiat = asString(row.base_fiat) as FiatCode;
  const amountInBaseUnits = asBigInt(row.amount);
  return {
    businessId: asString(row.business_id),
    amountInBaseUnits,
    record: {
      id: asString(row.uuid),
      name: asString(row.name),
      description: asString(row.description),
      baseFiat,
      amount: currencyBaseUnitsToNumber(amountInBaseUnits, baseFiat),
      successMessage: asNullableString(row.success_message),
      redirectLink: asNullableString(row.redirect_link),
      business: { name: asString(row.business_name), logoImagePath: asNullableString(row.business_logo) },
      environment: asString(row.environment),
      active: asBoolean(row.active),
      createdAt: asIsoTimestamp(row.created_at),
    },
  };
}
