import type { Row, SqlExecutor } from './database.js';
import { asBigInt } from './rows.js';

/** Which page of a list: `limit` rows a page, the `page`-th page (from 1). */
export interface PageRequest {
  limit: number;
  page: number;
}

/** One page of a list, and how many rows match on all pages together (so that a console can page). */
export interface CountedPage<Record> {
  records: Record[];
  count: number;
}

/**
 * The WHERE clause of one business's list and its parameters: the business is always `$1`, and each filter adds
 * a constant fragment whose placeholder is the next parameter, so no filter value can change the query's shape.
 */
export class ListCondition {
  readonly values: unknown[];
  private readonly conditions: string[];

  /** `businessColumn` is the column (with its table's alias, if the query has one) that holds the business. */
  constructor(businessColumn: string, businessId: string) {
    this.values = [businessId];
    this.conditions = [`${businessColumn} = $1`];
  }

  /** Adds `fragment(placeholder)`, with `value` as that parameter; a filter left undefined adds nothing. */
  where(value: unknown, fragment: (placeholder: string) => string): this {
    if (value === undefined) return this;
    this.values.push(value);
    this.conditions.push(fragment(`$${this.values.length}`));
    return this;
  }

  /** Adds `column = value` unless `value` is undefined. */
  equals(column: string, value: unknown): this {
    return this.where(value, (placeholder) => `${column} = ${placeholder}`);
  }

  get sql(): string {
    return this.conditions.join(' AND ');
  }
}

/**
 * One page of what `select` (a `SELECT … FROM …`) reads of the rows that match `condition`, and how many rows of
 * `countFrom` (its main table, without the joins that only add columns) match. Every fragment is a constant of
 * the calling store. `orderBy` must end in a unique column, so that rows created in the same millisecond keep one
 * order and pages neither repeat nor skip one while nothing new arrives.
 */
export async function selectCountedPage(
  executor: SqlExecutor,
  query: { select: string; countFrom: string; condition: ListCondition; orderBy: string; page: PageRequest },
): Promise<CountedPage<Row>> {
  const { select, countFrom, condition, orderBy, page } = query;
  const { values } = condition;
  const records = await executor.query(
    `${select} WHERE ${condition.sql}
     ORDER BY ${orderBy} LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
    [...values, page.limit, (page.page - 1) * page.limit],
  );
  const [counted] = await executor.query(
    `SELECT count(*) AS total FROM ${countFrom} WHERE ${condition.sql}`,
    values,
  );
  return { records, count: Number(asBigInt(counted?.total ?? 0)) };
}
