import { randomUUID } from 'node:crypto';
import type { Customer, CustomerWithBusiness } from '../../api/schemas/customer.js';
import { currencyBaseUnitsToNumber } from '../../api/money.js';
import { randomAlphanumeric } from '../domain/random.js';
import type { Row, SqlExecutor } from './database.js';
import { ListCondition, selectCountedPage, type CountedPage, type PageRequest } from './list-query.js';
import { toBusiness } from './businesses.js';
import { asBigInt, asIsoTimestamp, asNullableString, asString } from './rows.js';

export interface NewCustomer {
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  phoneNumber?: string | undefined;
}

/** E-mail addresses identify customers regardless of letter case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Inserts a customer; answers undefined when the business already has one with that e-mail. */
export async function insertCustomer(
  executor: SqlExecutor,
  business: { uuid: string; userId: string; context: string },
  customer: NewCustomer,
): Promise<Customer | undefined> {
  const [row] = await executor.query(
    `INSERT INTO customers (uuid, ref_code, business_id, user_id, first_name, last_name, email, phone_number,
       context, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (business_id, email) DO NOTHING
     RETURNING *`,
    newCustomerParameters(business, customer),
  );
  return row ? toCustomer(row) : undefined;
}

/**
 * The business's customer with this e-mail, created when new; names given now fill names still missing
 * (a returning customer who types a name keeps the record, and gains the name). One statement: initiation runs
 * it on every request.
 *
 * A returning customer with nothing to fill in is only read, not upserted: an upsert locks the row until the
 * initiation's database transaction commits, so every initiation for one e-mail (a merchant's server that
 * initiates for its own catch-all address, or the benchmark) would queue behind the one before it.
 */
export async function findOrCreateCustomer(
  executor: SqlExecutor,
  business: { uuid: string; userId: string; context: string },
  customer: NewCustomer,
): Promise<Customer> {
  const [row] = await executor.query(
    `WITH found AS (
       SELECT * FROM customers
       WHERE business_id = $3::uuid AND email = $7::text
         AND (first_name IS NOT NULL OR $5::text IS NULL) AND (last_name IS NOT NULL OR $6::text IS NULL)),
     upserted AS (
       INSERT INTO customers (uuid, ref_code, business_id, user_id, first_name, last_name, email, phone_number,
         context, created_at)
       SELECT $1::uuid, $2::text, $3::uuid, $4::uuid, $5::text, $6::text, $7::text, $8::text, $9::text,
         $10::timestamptz
       WHERE NOT EXISTS (SELECT 1 FROM found)
       ON CONFLICT (business_id, email) DO UPDATE SET
         first_name = COALESCE(customers.first_name, EXCLUDED.first_name),
         last_name = COALESCE(customers.last_name, EXCLUDED.last_name)
       RETURNING *)
     SELECT * FROM found UNION ALL SELECT * FROM upserted`,
    newCustomerParameters(business, customer),
  );
  if (!row) throw new Error('customer upsert returned no row');
  return toCustomer(row);
}

/** The values of a new customer's row, in the column order both inserts above name. */
function newCustomerParameters(
  business: { uuid: string; userId: string; context: string },
  customer: NewCustomer,
): unknown[] {
  return [
    randomUUID(),
    randomAlphanumeric(10),
    business.uuid,
    business.userId,
    customer.firstName ?? null,
    customer.lastName ?? null,
    normaliseEmail(customer.email),
    customer.phoneNumber ?? null,
    business.context,
    new Date(),
  ];
}

/** One page of the business's customers, oldest first (stable across pages as new customers arrive). */
export async function listCustomers(
  executor: SqlExecutor,
  businessId: string,
  page: PageRequest,
): Promise<CountedPage<CustomerWithBusiness>> {
  const { records, count } = await selectCountedPage(executor, {
    select:
      'SELECT c.*, row_to_json(b.*) AS business FROM customers c JOIN businesses b ON b.uuid = c.business_id',
    countFrom: 'customers c',
    condition: new ListCondition('c.business_id', businessId),
    orderBy: 'c.created_at, c.uuid',
    page,
  });
  return { records: records.map(toCustomerWithBusiness), count };
}

export async function findCustomerByRefCode(
  executor: SqlExecutor,
  businessId: string,
  refCode: string,
): Promise<CustomerWithBusiness | undefined> {
  const [row] = await executor.query(
    `SELECT c.*, row_to_json(b.*) AS business FROM customers c JOIN businesses b ON b.uuid = c.business_id
     WHERE c.business_id = $1 AND c.ref_code = $2`,
    [businessId, refCode],
  );
  return row ? toCustomerWithBusiness(row) : undefined;
}

export function toCustomer(row: Row): Customer {
  return {
    uuid: asString(row.uuid),
    refCode: asString(row.ref_code),
    firstName: asNullableString(row.first_name),
    lastName: asNullableString(row.last_name),
    email: asString(row.email),
    phoneNumber: asNullableString(row.phone_number),
    totalSpendInUSD: currencyBaseUnitsToNumber(asBigInt(row.total_spend_usd), 'USD'),
    businessId: asString(row.business_id),
    userId: asString(row.user_id),
    context: asString(row.context),
    createdAt: asIsoTimestamp(row.created_at),
  };
}

function toCustomerWithBusiness(row: Row): CustomerWithBusiness {
  return { ...toCustomer(row), business: toBusiness(row.business as Row) };
}
