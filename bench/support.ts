import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const timeMs = (work: () => void) => {
  (globalThis as { gc?: () => void }).gc?.();
  const start = performance.now();
  work();
  return performance.now() - start;
};

/**
 * Times `work` against `yardstick` in alternating pairs after a warm-up and returns the medians and the
 * median of the per-pair ratios: drift in the machine's state hits both sides of a pair alike.
 */
export function compare(pairs: number, yardstick: () => void, work: () => void) {
  yardstick();
  work();
  const base: number[] = [];
  const measured: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < pairs; i++) {
    base.push(timeMs(yardstick));
    measured.push(timeMs(work));
    ratios.push(measured.at(-1)! / base.at(-1)!);
  }
  return {
    baseMs: median(base),
    workMs: median(measured),
    ratio: median(ratios),
    ratioSpread: [Math.min(...ratios), Math.max(...ratios)] as const,
  };
}

/** Writes a result file under bench/results/ and prints it, so every run leaves its figures behind. */
export function record(name: string, result: Record<string, unknown>): void {
  const dir = path.resolve(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const stamped = { ...result, node: process.version, measuredAt: new Date().toISOString() };
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(stamped, null, 2)}\n`);
  // eslint-disable-next-line no-console -- a benchmark's figures are its output
  console.log(`[bench] ${name}: ${JSON.stringify(result)}`);
}
