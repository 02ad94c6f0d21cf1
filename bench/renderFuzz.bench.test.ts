import { describe, expect, it } from 'vitest';
import { runRenderFuzz } from '../tests/support/renderFuzz';
import { record } from './support';

const FRAMES = 100_000;
const SEED = 1_600;

/** The rendering fuzz of `npm test` at ten times its size, with a seed of its own; its figures are recorded. */
describe('hostile frames through decode, model and render (100,000 frames)', () => {
  it('nothing escapes and no prototype changes', () => {
    const start = performance.now();
    const outcome = runRenderFuzz(FRAMES, SEED);
    const ms = performance.now() - start;
    record('render-fuzz', { ...outcome, ms: Math.round(ms), framesPerSecond: Math.round((FRAMES / ms) * 1000) });
    expect(outcome.pollution).toEqual([]);
    expect(outcome.applied).toBeGreaterThan(FRAMES / 4);
  });
});
