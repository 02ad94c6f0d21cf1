/** Figures measured over several runs and held to their targets: for the browser's benchmarks and Node's. */

/** How many times a benchmark measures each figure: the median decides, the spread is recorded. */
export const RUNS = 3;

const round = (value: number) => Math.round(value * 10) / 10;

/** What a value measured over several runs came to. */
export interface Measured {
  median: number;
  spread: [number, number];
  runs: number[];
}

/** A measured figure with its target. */
export interface Figure extends Measured {
  target: string;
  met: boolean;
}

export function measured(runs: number[]): Measured {
  const sorted = [...runs].sort((a, b) => a - b);
  return {
    median: round(sorted[Math.floor(sorted.length / 2)]!),
    spread: [round(sorted[0]!), round(sorted.at(-1)!)],
    runs: runs.map(round),
  };
}

/** A figure from its runs: only the median is held against the target, so one disturbed run cannot decide. */
export function figure(runs: number[], target: { atMost: number } | { atLeast: number }): Figure {
  const result = measured(runs);
  const [text, met] =
    'atMost' in target
      ? [`<= ${target.atMost}`, result.median <= target.atMost]
      : [`>= ${target.atLeast}`, result.median >= target.atLeast];
  return { ...result, target: text, met };
}

/** The figures that missed their targets, named, so a failing benchmark says which and by how much. */
export const missed = (figures: Record<string, Figure>): string[] =>
  Object.entries(figures)
    .filter(([, value]) => !value.met)
    .map(([name, value]) => `${name}: median ${value.median}, target ${value.target}`);
