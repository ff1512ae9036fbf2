import { randomBytes } from 'node:crypto';

let lastMs = -1;
let counter = 0;

/**
 * A version 7 UUID (RFC 9562): 48 bits of unix milliseconds, a 12-bit counter, 62 random bits. Ids made by this
 * process sort in the order they were made, even within one millisecond (the counter; when it runs out, the next
 * millisecond is borrowed), so webhook deliveries recorded in one transaction keep their order.
 */
export function uuidV7(nowMs: number = Date.now()): string {
  if (nowMs > lastMs) {
    lastMs = nowMs;
    counter = 0;
  } else if (counter < 0xfff) {
    counter += 1;
  } else {
    lastMs += 1;
    counter = 0;
  }
  const bytes = randomBytes(16);
  let time = lastMs;
  for (let index = 5; index >= 0; index--) {
    bytes[index] = time % 256;
    time = Math.floor(time / 256);
  }
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
