/** A clock for tests that runs with real time but can be moved forward, e.g. past a transaction's window. */
export function adjustableClock(): { now: () => Date; advance: (milliseconds: number) => void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (milliseconds) => {
      offset += milliseconds;
    },
  };
}
