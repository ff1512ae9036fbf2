/**
 * The service as a process of its own, for tests that kill it (SIGKILL) and start it again on the same data
 * directory: configured from the environment like `npm start`, without the pages or the demo shop. Once it
 * listens it prints one line, `READY <json>`, with its URL, its keys and what the start-up check found.
 */
import { loadConfig } from '../config.js';
import { startService } from '../service.js';
import { emptyPgliteTemplate } from '../store/database.js';

const service = await startService(loadConfig(process.env), {
  pgliteTemplate: emptyPgliteTemplate,
  // Errors only, so that a failing test can show why.
  logger: { level: 'error' },
});
const ready = {
  url: service.url,
  secretKey: service.demoBusiness.secretKey,
  publicKey: service.demoBusiness.publicKey,
  halted: service.startupCheck.halted ?? null,
  recoveredIntents: service.startupCheck.recoveredIntents,
};
process.stdout.write(`READY ${JSON.stringify(ready)}\n`);
process.once('SIGTERM', () => {
  void service.close().then(() => process.exit(0));
});
