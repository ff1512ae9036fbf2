import {
  publicVerifiedTransactionSchema,
  verifiedTransactionSchema,
  type PublicVerifiedTransaction,
  type VerifiedTransaction,
} from './schemas/transaction.js';

/**
 * Which view of a transaction `GET /v1/transactions/:reference/verify` answers, decided by the key the request
 * carries: the owning business's secret key gets the full transaction (another business's secret key is refused
 * with 403), a public key or no key gets the public view. The client knows its key, so it knows which view to
 * expect: it checks the answer against that schema, and its types say the same wherever the key's kind is known
 * when the program is compiled.
 */

/** A secret key, as types can tell it: the service's secret keys look like `sk_test_…` or `sk_live_…`. */
export type SecretApiKey = `sk_${string}`;
/** A public key: `pk_test_…` or `pk_live_…`. */
export type PublicApiKey = `pk_${string}`;

/**
 * The verified transaction a client holding `Key` receives: the full view for a secret key, the public view for
 * a public key or none, and either when only `string` is known (a key read from the environment, say): narrow it
 * with `'customer' in transaction`.
 */
export type VerifiedTransactionFor<Key extends string | undefined> = Key extends SecretApiKey
  ? VerifiedTransaction
  : Key extends PublicApiKey | undefined
    ? PublicVerifiedTransaction
    : VerifiedTransaction | PublicVerifiedTransaction;

export function isSecretApiKey(key: string | undefined): key is SecretApiKey {
  return key?.startsWith('sk_') === true;
}

/** The schema verification's answer must match for a client holding `key`. */
export function verificationSchemaFor(
  key: string | undefined,
): typeof verifiedTransactionSchema | typeof publicVerifiedTransactionSchema {
  return isSecretApiKey(key) ? verifiedTransactionSchema : publicVerifiedTransactionSchema;
}
