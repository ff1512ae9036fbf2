/**
 * `npm run test:budgets` (the last step of `npm test`, after a fresh `npm run build`): fails when a byte budget of
 * the built bundles is exceeded, or when a bundle it measures is missing. Deterministic: gzip sizes of the built
 * files (bench/bytes.ts says exactly which files), no timing involved.
 */
import path from 'node:path';
import { budgetVerdict, formatKb, isMeasured, measureBytes } from './bytes.js';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const figures = measureBytes(dist);
for (const figure of figures) {
  const size = isMeasured(figure) ? `${formatKb(figure.gzip)} gzip` : 'not measured';
  console.log(
    `${figure.status === 'ok' ? 'ok  ' : 'FAIL'} ${figure.label}: ${size}, budget ${formatKb(figure.budget)}`,
  );
  console.log(`     ${budgetVerdict(figure)}${isMeasured(figure) && figure.note ? `; ${figure.note}` : ''}`);
  if (isMeasured(figure)) {
    for (const file of figure.files)
      console.log(`       dist/${file.file}: ${formatKb(file.gzip)} gzip (${file.gzip} B)`);
  }
}
const failed = figures.filter((figure) => figure.status !== 'ok');
if (failed.length > 0) {
  console.error(
    `\nbyte budgets: ${failed.length} of ${figures.length} failed (${failed.map((figure) => figure.label).join('; ')})`,
  );
  console.error(
    'npm run bench breaks the QR path and the wallet chunk down by package (README, "Benchmarks").',
  );
  process.exitCode = 1;
} else {
  console.log(
    `\nbyte budgets: ${figures.length} of ${figures.length} within budget (gzip -9, 1 KB = 1024 B)`,
  );
}
