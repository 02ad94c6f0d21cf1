import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Median of several timed runs, in ms: one run is noise on a shared 2-core machine. */
export function medianMs(runs: number, work: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** Writes a result file under bench/results/ and prints it, so every run leaves its figures behind. */
export function record(name: string, result: Record<string, unknown>): void {
  const dir = path.resolve(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const stamped = { ...result, node: process.version, measuredAt: new Date().toISOString() };
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(stamped, null, 2)}\n`);
  console.log(`[bench] ${name}: ${JSON.stringify(result)}`);
}
