import { commands } from 'vitest/browser';

export * from './measured';

/** Which React the figures were drawn with (bench/vitest.config.ts asks for production, what members run). */
const build = import.meta.env.PROD ? 'production' : 'development';

/** Writes a browser benchmark's result under bench/results/ and prints it, so every run leaves its figures. */
export async function record(name: string, result: object): Promise<void> {
  await commands.writeFile(
    `bench/results/${name}.json`,
    `${JSON.stringify({ ...result, build, measuredAt: new Date().toISOString() }, null, 2)}\n`,
  );
  console.warn(`[bench] ${name}: ${JSON.stringify(result)}`);
}
