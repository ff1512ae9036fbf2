/**
 * Gathers the answers a test run recorded into the OpenAPI document's examples (src/api/openapi/examples.json), so
 * that each route's example is what the service really answered, and checked by the tests against its schema:
 *
 *   mkdir -p /tmp/examples && OPENAPI_EXAMPLES_DIR=/tmp/examples npx vitest run <tests>
 *   npx tsx scripts/collect-openapi-examples.ts /tmp/examples
 *
 * Each file the run wrote is `<operationId>.<status>.json` (src/sandbox/testing/openapi-contract.ts).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';

const source = process.argv[2];
if (!source)
  throw new Error('usage: tsx scripts/collect-openapi-examples.ts <directory a test run recorded into>');
const output = path.resolve(import.meta.dirname, '..', 'src', 'api', 'openapi', 'examples.json');

const examples: Record<string, Record<string, unknown>> = {};
for (const file of (await readdir(source)).sort()) {
  const match = /^(\w+)\.(\d{3})\.json$/.exec(file);
  if (!match?.[1] || !match[2]) continue;
  (examples[match[1]] ??= {})[match[2]] = JSON.parse(await readFile(path.join(source, file), 'utf8'));
}
const prettierOptions = (await resolveConfig(output)) ?? {};
await writeFile(output, await format(JSON.stringify(examples), { ...prettierOptions, filepath: output }));
console.log(
  `openapi examples: ${Object.keys(examples).length} operations → ${path.relative(process.cwd(), output)}`,
);
