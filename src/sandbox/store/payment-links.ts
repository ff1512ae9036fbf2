import { randomUUID } from 'node:crypto';
import type { PaymentLink } from '../../api/schemas/payment-link.js';
import type { FiatCode } from '../../api/currencies.js';
import { currencyBaseUnitsToNumber } from '../../api/money.js';
import type { Row, SqlExecutor } from './database.js';
import { asBigInt, asIsoTimestamp, asNullableString, asString } from './rows.js';

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
    `SELECT l.*, b.name AS business_name, b.logo_image_path AS business_logo
     FROM payment_links l JOIN businesses b ON b.uuid = l.business_id WHERE l.uuid = $1`,
    [id],
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
      createdAt: asIsoTimestamp(row.created_at),
    },
  };
}
