import path from 'node:path';

/** The repository's root, where every gate command works. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where Vitest's blob reporter writes (`blob-<i>-<n>.json` for a shard) and its failed pictures go: its defaults. */
export const REPORTS_DIR = '.vitest-reports';
export const ATTACHMENTS_DIR = '.vitest-attachments';

/** The merged report, one folder a static server serves (npm run test:report) and the report job uploads. */
export const HTML_REPORT = 'test-results/html';
/** The run's durations, beside the report so they travel with it (npm run test:durations records them). */
export const FRESH_DURATIONS = `${HTML_REPORT}/durations.json`;
/** Vitest's JSON report of the merged run, where npm test writes its own. */
export const JSON_REPORT = 'test-results/vitest.json';

export const inRoot = (file: string) => path.join(ROOT, file);
