import { createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidRequestError } from '../../api/errors.js';
import { metadataSchema } from '../../api/schemas/transaction.js';

/**
 * The metadata in a signed-metadata token (src/api/signed-metadata.ts says how merchants make one), once its
 * signature is the link's business's: a 400 naming `signedMetadata` otherwise. Checked with node:crypto rather
 * than the Web Crypto signer merchants use: the same HMAC-SHA256, compared in constant time.
 */
export function metadataFromSignedToken(
  token: string,
  signer: { secretKey: string | null; paymentLinkId: string },
): Record<string, unknown> {
  const refuse = (message: string) =>
    new InvalidRequestError(`Invalid request body: signedMetadata ${message}`, {
      errors: [{ field: 'signedMetadata', message }],
    });
  const [payload = '', signature = ''] = token.split('.');
  if (!signer.secretKey) throw refuse('cannot be checked: the business has no secret key');
  const expected = createHmac('sha256', signer.secretKey)
    .update(`${signer.paymentLinkId}.${payload}`)
    .digest();
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw refuse("is not signed with this payment link's business's secret key");
  }
  let metadata: unknown;
  try {
    metadata = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw refuse('does not hold JSON');
  }
  const parsed = metadataSchema.safeParse(metadata);
  if (!parsed.success || parsed.data === null) {
    throw refuse(
      `holds metadata that ${parsed.success ? 'must be a JSON object' : (parsed.error.issues[0]?.message ?? 'is invalid')}`,
    );
  }
  return parsed.data;
}
