import type { FastifyRequest } from 'fastify';
import { RateLimitError } from '../../api/errors.js';
import type { ServiceContext } from '../context.js';
import { withRetryAfter } from '../domain/retry-after.js';
import { countRateLimitHit, pruneEndedRateLimitWindows } from '../store/rate-limit-counters.js';
import { clientAddressOf } from './rate-limits.js';

/**
 * Console sign-ins per client IP (an IPv6 /64, as the other per-IP limits count): a secret key is 32 random
 * characters, out of reach of guessing anyway, but a limit this low keeps a guesser from even trying at scale and
 * keeps the failed-attempt padding (routes/dashboard-session.ts) from tying up the service. A person who mistypes
 * their key ten times waits a quarter of an hour.
 */
export const SIGN_IN_ATTEMPTS_PER_WINDOW = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** Counter keys of sign-in attempts: apart from the request limits' `key:` and `ip:` budgets. */
const SIGN_IN_BUDGET = 'sign-in:';

/**
 * Counts one sign-in attempt from the request's client, and refuses it with a 429 (and `Retry-After`) past the
 * limit. Always counted in the database's `rate_limit_counters`, on PGlite too: several instances on one
 * PostgreSQL database share one budget per client, and a restart does not hand out a fresh one. Ended windows
 * are pruned about once a window by each instance, so clients not seen again leave no row behind.
 */
export function signInRateLimiter(context: ServiceContext): (request: FastifyRequest) => Promise<void> {
  let nextPruneAt = 0;
  return async (request) => {
    const now = Date.now();
    if (now >= nextPruneAt) {
      nextPruneAt = now + SIGN_IN_WINDOW_MS;
      pruneEndedRateLimitWindows(context.database).catch((error: unknown) =>
        context.reportBackgroundError(error, 'sign-in rate-limit pruning'),
      );
    }
    const count = await countRateLimitHit(
      context.database,
      `${SIGN_IN_BUDGET}${clientAddressOf(request)}`,
      SIGN_IN_WINDOW_MS,
    );
    if (count.hits <= SIGN_IN_ATTEMPTS_PER_WINDOW) return;
    const seconds = Math.max(1, Math.ceil(count.ttlMs / 1000));
    throw withRetryAfter(
      new RateLimitError(
        `Too many sign-in attempts from your network: at most ${SIGN_IN_ATTEMPTS_PER_WINDOW} every ` +
          `${SIGN_IN_WINDOW_MS / 60_000} minutes. Try again in ${seconds} seconds.`,
      ),
      seconds,
    );
  };
}
