import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * API keys are found by their SHA-256 digest (`api_keys.key_digest`), never by comparing the key itself in SQL:
 * an index lookup or a string comparison on the key takes longer the more of a guess is right, which lets a caller
 * recover a key one character at a time from answer times. A guess's digest says nothing about how close the guess
 * is. A plain digest (not an HMAC) suffices: keys are 32 random characters, beyond any dictionary.
 */

/** SHA-256 of the key's UTF-8 bytes, in hex: what `key_digest` holds (the migration computes the same in SQL). */
export function apiKeyDigest(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Whether two keys are the same, in a time that depends on neither: their digests, always 32 bytes, are compared. */
export function sameApiKey(stored: string, given: string): boolean {
  return timingSafeEqual(
    createHash('sha256').update(stored, 'utf8').digest(),
    createHash('sha256').update(given, 'utf8').digest(),
  );
}
