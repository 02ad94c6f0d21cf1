import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

export interface Totals {
  passed: number;
  failed: number;
  /** Skipped and todo tests, as Vitest's summary counts them. */
  skipped: number;
  files: number;
}

/** The counts of a Vitest JSON report (test:merge's, or a whole `vitest run`'s), if there is one. */
export async function readTotals(file: string): Promise<Totals | undefined> {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  const count = (key: string) => (typeof report[key] === 'number' ? report[key] : 0);
  return {
    passed: count('numPassedTests'),
    failed: count('numFailedTests'),
    skipped: count('numPendingTests') + count('numTodoTests'),
    files: Array.isArray(report.testResults) ? report.testResults.length : 0,
  };
}

export const formatTotals = ({ passed, failed, skipped, files }: Totals) =>
  `${passed} passed, ${failed} failed, ${skipped} skipped (${files} files)`;
