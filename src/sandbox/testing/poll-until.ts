/**
 * Reads `read()` until `done` holds for its value, and answers that value; throws, naming `what` and the last
 * value, once `timeoutMs` have passed. For tests that wait on a running service's background work.
 */
export async function pollUntil<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  options: { timeoutMs: number; intervalMs: number },
): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`${what}: still ${JSON.stringify(value)} after ${options.timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
  }
}
