const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
// Made at the first size shown, not as the module loads: a page's first Intl object loads the browser's locale
// data, and the pages behind a session load this module at their start.
let oneDecimalFormat: Intl.NumberFormat | undefined;
const oneDecimal = () => (oneDecimalFormat ??= new Intl.NumberFormat('en', { maximumFractionDigits: 1 }));

/** A byte count as people read it (binary multiples, as file managers show sizes): '4.5 MB'. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '? B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : oneDecimal().format(value)} ${UNITS[unit]}`;
}
