/**
 * A refusal that says when to come back (an open-transaction cap, payments/initiate.ts): the HTTP layer's error
 * handler sends it as `Retry-After`. Kept beside the error rather than in the contract's error classes, which the
 * client builds from answers and which carry no header.
 */
const retryAfterByError = new WeakMap<Error, number>();

/** Marks `error` as answerable after `seconds` (a whole number, at least 1); answers the error. */
export function withRetryAfter<E extends Error>(error: E, seconds: number): E {
  retryAfterByError.set(error, Math.max(1, Math.ceil(seconds)));
  return error;
}

/** The seconds `withRetryAfter` gave the error, if any. */
export function retryAfterSecondsOf(error: unknown): number | undefined {
  return error instanceof Error ? retryAfterByError.get(error) : undefined;
}
