import { describe, expect, it } from 'vitest';
import type { PaymentLink } from '../api/schemas/payment-link.js';
import type { PublicVerifiedTransaction } from '../api/schemas/transaction.js';
import {
  RESUME_MAX_AGE_MS,
  parseResumeRecord,
  referenceFromSearch,
  resumeStorageKey,
  serializeResumeRecord,
  transactionFitsLink,
  urlWithReference,
} from './resume.js';

const reference = 'Ab0_-'.padEnd(32, 'x');

describe('resume records', () => {
  it('round-trips a recent reference and refuses stale, future, malformed or hostile records', () => {
    const now = 1_700_000_000_000;
    expect(parseResumeRecord(serializeResumeRecord(reference, now), now + 1000)).toBe(reference);
    expect(
      parseResumeRecord(serializeResumeRecord(reference, now), now + RESUME_MAX_AGE_MS + 1),
    ).toBeUndefined();
    expect(parseResumeRecord(serializeResumeRecord(reference, now + 120_000), now)).toBeUndefined();
    for (const raw of [
      null,
      '',
      '{',
      '[]',
      'null',
      '{"reference":1,"savedAt":1}',
      '{"reference":"a/b","savedAt":1}',
    ]) {
      expect(parseResumeRecord(raw, now)).toBeUndefined();
    }
    expect(resumeStorageKey('abc')).toBe('crypto-checkout:payment-link:abc');
  });

  it('reads and writes the reference in a URL, leaving the rest alone', () => {
    expect(referenceFromSearch(`?lang=fr&reference=${reference}`)).toBe(reference);
    expect(referenceFromSearch('?reference=../../etc')).toBeUndefined();
    expect(referenceFromSearch('')).toBeUndefined();
    expect(urlWithReference('http://h/pay/1?lang=fr', reference)).toBe(
      `http://h/pay/1?lang=fr&reference=${reference}`,
    );
    expect(urlWithReference(`http://h/pay/1?reference=${reference}&lang=fr#x`, null)).toBe(
      'http://h/pay/1?lang=fr#x',
    );
  });

  it('resumes only a payment-link transaction for the link’s own price', () => {
    const link = { baseFiat: 'NGN', amount: 25000 } as PaymentLink;
    const transaction = {
      origin: 'PAYMENT_LINK',
      baseFiat: 'NGN',
      expectedAmountInBaseFiat: 25000,
    } as PublicVerifiedTransaction;
    expect(transactionFitsLink(transaction, link)).toBe(true);
    expect(transactionFitsLink({ ...transaction, origin: 'THIRD_PARTY' }, link)).toBe(false);
    expect(transactionFitsLink({ ...transaction, baseFiat: 'KES' }, link)).toBe(false);
    expect(transactionFitsLink({ ...transaction, expectedAmountInBaseFiat: 25000.01 }, link)).toBe(false);
  });
});
