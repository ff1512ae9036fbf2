import { randomBytes, randomInt } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Unbiased random letters and digits from the system's CSPRNG (API keys, customer reference codes). */
export function randomAlphanumeric(length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) text += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return text;
}

/** A transaction reference: 32 URL-safe characters (24 random bytes). */
export function generateTransactionReference(): string {
  return randomBytes(24).toString('base64url');
}
