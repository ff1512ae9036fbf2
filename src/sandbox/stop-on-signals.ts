/**
 * Stops a process started from the command line (`npm start`, `npm run ledger`) on Ctrl-C or SIGTERM: `close`
 * runs once, and the process exits 0 once it has closed, or 1 after printing why it could not.
 */
export function stopOnSignals(close: () => Promise<unknown>): void {
  const stop = (signal: string) => {
    console.log(`\n${signal}: stopping…`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
