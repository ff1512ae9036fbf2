import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  computeWebhookSignature,
  verifyWebhookSignature,
  type WebhookHeaderValue,
} from './webhook-signature.js';

const secretKey = 'sk_test_0123456789abcdefABCDEF0123456789';
const rawBody = '{"data": {"amount": 0.05, "note": "café ☕"}, "event": "transaction.success"}';
const timestamp = '1767225600'; // 2026-01-01T00:00:00Z
const signedAt = new Date(Number(timestamp) * 1000);

/** The recipe as the README gives it for plain node:crypto. */
function nodeSignature(body: string, stamp: string, key = secretKey): string {
  return createHmac('sha512', key).update(`${stamp}.${body}`).digest('hex');
}

const signature = nodeSignature(rawBody, timestamp);

describe('verifyWebhookSignature', () => {
  it('accepts the HMAC-SHA512 of "<timestamp>.<raw body>" keyed with the secret key', async () => {
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    await expect(
      verifyWebhookSignature({ rawBody, timestamp, signature, secretKey, now: signedAt }),
    ).resolves.toBe(true);
  });

  it('computes the same signature as node:crypto', async () => {
    await expect(computeWebhookSignature({ rawBody, timestamp, secretKey })).resolves.toBe(signature);
    await expect(computeWebhookSignature({ rawBody, timestamp: Number(timestamp), secretKey })).resolves.toBe(
      signature,
    );
  });

  it('accepts the body as bytes (a Node Buffer or a Uint8Array), untouched', async () => {
    const now = signedAt;
    await expect(
      verifyWebhookSignature({ rawBody: Buffer.from(rawBody, 'utf8'), timestamp, signature, secretKey, now }),
    ).resolves.toBe(true);
    await expect(
      verifyWebhookSignature({
        rawBody: new TextEncoder().encode(rawBody),
        timestamp,
        signature,
        secretKey,
        now,
      }),
    ).resolves.toBe(true);
  });

  it('refuses a tampered body, even one that parses to the same JSON', async () => {
    const now = signedAt;
    for (const tampered of [
      rawBody.replace('0.05', '5'),
      `${rawBody} `,
      JSON.stringify(JSON.parse(rawBody)),
      rawBody.replace('transaction.success', 'transaction.failed'),
    ]) {
      await expect(
        verifyWebhookSignature({ rawBody: tampered, timestamp, signature, secretKey, now }),
      ).resolves.toBe(false);
    }
  });

  it('refuses another key, another timestamp, and a signature with one changed character', async () => {
    const now = signedAt;
    await expect(
      verifyWebhookSignature({ rawBody, timestamp, signature, secretKey: `${secretKey}x`, now }),
    ).resolves.toBe(false);
    await expect(
      verifyWebhookSignature({
        rawBody,
        timestamp: String(Number(timestamp) + 1),
        signature,
        secretKey,
        now,
      }),
    ).resolves.toBe(false);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    await expect(
      verifyWebhookSignature({ rawBody, timestamp, signature: flipped, secretKey, now }),
    ).resolves.toBe(false);
  });

  it('ignores the case of the hex signature and spaces around header values', async () => {
    await expect(
      verifyWebhookSignature({
        rawBody,
        timestamp: ` ${timestamp} `,
        signature: ` ${signature.toUpperCase()}`,
        secretKey,
        now: signedAt,
      }),
    ).resolves.toBe(true);
  });

  it('refuses a timestamp outside the tolerance, in the past or the future', async () => {
    const at = (offsetSeconds: number) => signedAt.getTime() + offsetSeconds * 1000;
    const check = (now: number, toleranceSeconds?: number) =>
      verifyWebhookSignature({ rawBody, timestamp, signature, secretKey, now, toleranceSeconds });
    await expect(check(at(300))).resolves.toBe(true);
    await expect(check(at(-300))).resolves.toBe(true);
    await expect(check(at(301))).resolves.toBe(false);
    await expect(check(at(-301))).resolves.toBe(false);
    await expect(check(at(30), 10)).resolves.toBe(false);
    await expect(check(at(10 * 365 * 86_400), Infinity)).resolves.toBe(true);
  });

  it('uses the real clock by default, so an old request is stale', async () => {
    await expect(verifyWebhookSignature({ rawBody, timestamp, signature, secretKey })).resolves.toBe(false);
    const fresh = String(Math.floor(Date.now() / 1000));
    await expect(
      verifyWebhookSignature({
        rawBody,
        timestamp: fresh,
        signature: nodeSignature(rawBody, fresh),
        secretKey,
      }),
    ).resolves.toBe(true);
  });

  it('answers false for missing, repeated or malformed headers', async () => {
    const now = signedAt;
    for (const [badTimestamp, badSignature] of [
      [undefined, signature],
      [null, signature],
      [timestamp, undefined],
      [timestamp, ''],
      [[timestamp], signature],
      [timestamp, [signature]],
      [timestamp, [signature, signature]],
      ['1767225600.5', signature],
      ['-1767225600', signature],
      ['', signature],
      [timestamp, signature.slice(2)],
      [timestamp, `${signature}00`],
      [timestamp, `${signature.slice(0, -2)}zz`],
      [timestamp, `sha512=${signature}`],
    ] as const) {
      await expect(
        verifyWebhookSignature({ rawBody, timestamp: badTimestamp, signature: badSignature, secretKey, now }),
      ).resolves.toBe(false);
    }
  });

  it('throws TypeError for a caller mistake rather than answering false', async () => {
    await expect(
      verifyWebhookSignature({ rawBody, timestamp, signature, secretKey: '', now: signedAt }),
    ).rejects.toThrow(TypeError);
    await expect(
      verifyWebhookSignature({ rawBody, timestamp, signature, secretKey, toleranceSeconds: -1 }),
    ).rejects.toThrow(TypeError);
    await expect(
      verifyWebhookSignature({ rawBody, timestamp, signature, secretKey, now: new Date('nonsense') }),
    ).rejects.toThrow(TypeError);
  });
});

describe('verifyWebhookSignature with an endpoint secret and a rotation', () => {
  const secret = 'whsec_newNEWnew0123456789abcdefghijklmnopqrstu';
  const previousSecret = 'whsec_oldOLDold0123456789abcdefghijklmnopqrstu';
  const newSignature = nodeSignature(rawBody, timestamp, secret);
  const oldSignature = nodeSignature(rawBody, timestamp, previousSecret);
  const check = (signatureHeader: WebhookHeaderValue, key: { secret: string } | { secretKey: string }) =>
    verifyWebhookSignature({
      rawBody,
      timestamp,
      signature: signatureHeader,
      ...key,
      now: signedAt,
    });

  it('takes the secret as `secret`, and still as `secretKey`', async () => {
    await expect(check(newSignature, { secret })).resolves.toBe(true);
    await expect(check(newSignature, { secretKey: secret })).resolves.toBe(true);
    await expect(check(newSignature, { secret: previousSecret })).resolves.toBe(false);
    await expect(computeWebhookSignature({ rawBody, timestamp, secret })).resolves.toBe(newSignature);
  });

  it('accepts a list of signatures when any of them matches, in either order and with spaces', async () => {
    const both = `${newSignature},${oldSignature}`;
    await expect(check(both, { secret })).resolves.toBe(true);
    await expect(check(both, { secret: previousSecret })).resolves.toBe(true);
    await expect(check(`${oldSignature}, ${newSignature}`, { secret })).resolves.toBe(true);
    await expect(check(both, { secret: 'whsec_someone_else_entirely_0123456789abcd' })).resolves.toBe(false);
    await expect(check(both, { secretKey })).resolves.toBe(false);
  });

  it('refuses a list with a malformed, empty or tampered entry, or too many entries', async () => {
    await expect(check(`${newSignature},`, { secret })).resolves.toBe(false);
    await expect(check(`,${newSignature}`, { secret })).resolves.toBe(false);
    await expect(check(`${newSignature},sha512=${oldSignature}`, { secret })).resolves.toBe(false);
    await expect(check(`${newSignature};${oldSignature}`, { secret })).resolves.toBe(false);
    const flipped = `${oldSignature.slice(0, -1)}${oldSignature.endsWith('0') ? '1' : '0'}`;
    await expect(check(`${newSignature},${flipped}`, { secret: previousSecret })).resolves.toBe(false);
    await expect(check(Array(9).fill(newSignature).join(','), { secret })).resolves.toBe(false);
    await expect(check(Array(8).fill(newSignature).join(','), { secret })).resolves.toBe(true);
    await expect(check([newSignature, oldSignature], { secret })).resolves.toBe(false);
  });

  it('still refuses a stale timestamp whatever the signatures', async () => {
    await expect(
      verifyWebhookSignature({
        rawBody,
        timestamp,
        signature: `${newSignature},${oldSignature}`,
        secret,
        now: signedAt.getTime() + 301_000,
      }),
    ).resolves.toBe(false);
  });

  it('throws TypeError for no secret, an empty one, or two different ones', async () => {
    await expect(
      verifyWebhookSignature({ rawBody, timestamp, signature: newSignature, secret: '', now: signedAt }),
    ).rejects.toThrow(TypeError);
    const neither = { rawBody, timestamp, signature: newSignature, now: signedAt };
    await expect(
      verifyWebhookSignature(neither as unknown as Parameters<typeof verifyWebhookSignature>[0]),
    ).rejects.toThrow(TypeError);
    const two = { ...neither, secret, secretKey };
    await expect(
      verifyWebhookSignature(two as unknown as Parameters<typeof verifyWebhookSignature>[0]),
    ).rejects.toThrow(TypeError);
    const same = { ...neither, secret, secretKey: secret };
    await expect(
      verifyWebhookSignature(same as unknown as Parameters<typeof verifyWebhookSignature>[0]),
    ).resolves.toBe(true);
  });
});
