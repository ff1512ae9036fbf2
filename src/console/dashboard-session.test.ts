import { describe, expect, it } from 'vitest';
import { endSession, readSession, retryAfterSeconds, signIn } from './dashboard-session.js';

const session = {
  business: { id: '00000000-0000-4000-8000-000000000001', name: 'Demo Coffee Roasters' },
  csrfToken: 'csrf-token',
  expiresAt: '2026-11-23T12:00:00.000Z',
};

function answer(status: number, body?: unknown, headers: Record<string, string> = {}): typeof fetch {
  return async () =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
}

describe('signIn', () => {
  it('answers the session on success', async () => {
    expect(await signIn('sk_test_x', answer(200, { data: session }))).toEqual({ ok: true, session });
  });

  it('says a wrong key, a rate limit with its wait, a bad field and a network failure apart', async () => {
    expect(await signIn('sk', answer(401, { message: 'Invalid key' }))).toEqual({
      ok: false,
      reason: 'wrong_key',
    });
    expect(await signIn('sk', answer(429, { message: 'Slow down' }, { 'Retry-After': '30' }))).toEqual({
      ok: false,
      reason: 'rate_limited',
      retryAfterSeconds: 30,
    });
    expect(
      await signIn(
        '',
        answer(400, { message: 'Invalid', errors: [{ field: 'secretKey', message: 'is required' }] }),
      ),
    ).toEqual({ ok: false, reason: 'invalid', message: 'secretKey is required' });
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await signIn('sk', offline)).toEqual({ ok: false, reason: 'network' });
  });
});

describe('readSession and endSession', () => {
  it('reads null when signed out', async () => {
    expect(await readSession(answer(401, { message: 'no session' }))).toBeNull();
    expect(await readSession(answer(200, { data: session }))).toEqual(session);
  });

  it('sends the CSRF token when signing out', async () => {
    let sent: Headers | undefined;
    await endSession('token-1', async (_input, init) => {
      sent = new Headers(init?.headers);
      return new Response(null, { status: 204 });
    });
    expect(sent?.get('X-CSRF-Token')).toBe('token-1');
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterSeconds('12', 0)).toBe(12);
    expect(retryAfterSeconds(new Date(61_000).toUTCString(), 0)).toBe(61);
    expect(retryAfterSeconds(null, 0)).toBeUndefined();
    expect(retryAfterSeconds('soon', 0)).toBeUndefined();
  });
});
