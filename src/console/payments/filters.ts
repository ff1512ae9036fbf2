import { isCryptoCode, type CryptoCode } from '../../api/currencies.js';
import {
  TRANSACTION_STATUSES,
  type TransactionListQuery,
  type TransactionStatus,
  type VerifiedTransaction,
} from '../../api/schemas/transaction.js';

/**
 * The payments table's filters, as the address bar carries them (`?status=success&from=2026-11-01&page=2`), so a
 * filtered view can be bookmarked, shared and gone back to. Dates are calendar days in the merchant's time zone:
 * `from` is the start of its day, `to` the whole of its day (the API's `createdTo` is exclusive, so it gets the
 * start of the next day).
 */
export interface PaymentFilters {
  status?: TransactionStatus;
  crypto?: CryptoCode;
  paymentLinkId?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  /** YYYY-MM-DD, inclusive. */
  to?: string;
  email?: string;
  /** 1-based; absent is the first. */
  page?: number;
}

export const PAYMENTS_PAGE_SIZE = 25;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isStatus(value: string): value is TransactionStatus {
  return (TRANSACTION_STATUSES as readonly string[]).includes(value);
}

function isCalendarDay(value: string): boolean {
  if (!DATE_ONLY.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The filters a query string holds; whatever is malformed is left out rather than refused. */
export function filtersFromSearch(search: string): PaymentFilters {
  const params = new URLSearchParams(search);
  const filters: PaymentFilters = {};
  const status = params.get('status');
  if (status && isStatus(status)) filters.status = status;
  const crypto = params.get('crypto');
  if (crypto && isCryptoCode(crypto)) filters.crypto = crypto;
  const link = params.get('link');
  if (link && UUID.test(link)) filters.paymentLinkId = link.toLowerCase();
  const from = params.get('from');
  if (from && isCalendarDay(from)) filters.from = from;
  const to = params.get('to');
  if (to && isCalendarDay(to)) filters.to = to;
  const email = params.get('email')?.trim();
  if (email) filters.email = email;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 1_000_000) filters.page = page;
  return filters;
}

/** The query string of the filters, `?…` or '' when none is set: the inverse of filtersFromSearch. */
export function searchFromFilters(filters: PaymentFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.crypto) params.set('crypto', filters.crypto);
  if (filters.paymentLinkId) params.set('link', filters.paymentLinkId);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.email) params.set('email', filters.email);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Whether any filter (the page aside) narrows the list. */
export function hasFilters(filters: PaymentFilters): boolean {
  return Boolean(
    filters.status ?? filters.crypto ?? filters.paymentLinkId ?? filters.from ?? filters.to ?? filters.email,
  );
}

/** The start of a calendar day (plus `plusDays`) in the browser's time zone, where the merchant reads the dates. */
function startOfDay(day: string, plusDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays);
}

/** `GET /v1/transactions`'s query for the filters. */
export function listQueryFor(filters: PaymentFilters, limit = PAYMENTS_PAGE_SIZE): TransactionListQuery {
  const query: TransactionListQuery = { limit, page: filters.page ?? 1 };
  if (filters.status) query.status = filters.status;
  if (filters.crypto) query.crypto = filters.crypto;
  if (filters.paymentLinkId) query.paymentLinkId = filters.paymentLinkId;
  if (filters.from) query.createdFrom = startOfDay(filters.from).toISOString();
  if (filters.to) query.createdTo = startOfDay(filters.to, 1).toISOString();
  if (filters.email) query.email = filters.email;
  return query;
}

/**
 * Whether a transaction belongs in the filtered list, as the service would decide: what the live stream uses to
 * place a new transaction (or drop one whose status no longer matches).
 */
export function matchesFilters(transaction: VerifiedTransaction, filters: PaymentFilters): boolean {
  if (filters.status && transaction.status !== filters.status) return false;
  if (filters.crypto && transaction.crypto !== filters.crypto) return false;
  if (filters.paymentLinkId && transaction.paymentLinkId?.toLowerCase() !== filters.paymentLinkId)
    return false;
  const created = new Date(transaction.createdAt).getTime();
  if (filters.from && created < startOfDay(filters.from).getTime()) return false;
  if (filters.to && created >= startOfDay(filters.to, 1).getTime()) return false;
  if (filters.email && transaction.customer.email.toLowerCase() !== filters.email.toLowerCase()) return false;
  return true;
}
