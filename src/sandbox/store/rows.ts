/** Reading column values whatever the driver hands back (PGlite and node-postgres differ on BIGINT and dates). */

export function asBigInt(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' || typeof value === 'string') return BigInt(value);
  throw new TypeError(`expected an integer column, got ${typeof value}`);
}

export function asIsoTimestamp(value: unknown): string {
  return asDate(value).toISOString();
}

export function asNullableIsoTimestamp(value: unknown): string | null {
  return value === null || value === undefined ? null : asIsoTimestamp(value);
}

export function asDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string' || typeof value === 'number') return new Date(value);
  throw new TypeError(`expected a timestamp column, got ${typeof value}`);
}

/** The UTC calendar date of a timestamp, as `createdAtDateOnly` fields show it. */
export function asDateOnly(value: unknown): string {
  return asIsoTimestamp(value).slice(0, 10);
}

export function asString(value: unknown): string {
  if (typeof value === 'string') return value;
  throw new TypeError(`expected a text column, got ${typeof value}`);
}

export function asNullableString(value: unknown): string | null {
  return value === null || value === undefined ? null : asString(value);
}

export function asBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  throw new TypeError(`expected a boolean column, got ${typeof value}`);
}
