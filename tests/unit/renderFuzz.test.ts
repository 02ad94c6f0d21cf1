import { describe, expect, it } from 'vitest';
import { runRenderFuzz } from '../support/renderFuzz';

/** `npm run bench` runs the same fuzz with 100,000 frames (bench/renderFuzz.bench.test.ts). */
const FRAMES = 10_000;
const SEED = 16;

describe('hostile frames through decode, model and render', () => {
  it(
    `${FRAMES} seeded frames: nothing escapes, no prototype changes, and the streams keep applying events`,
    () => {
      const outcome = runRenderFuzz(FRAMES, SEED);
      expect(outcome.pollution).toEqual([]);
      // The fuzz reaches the models and the views, not only the decoder's refusals.
      expect(outcome.applied).toBeGreaterThan(FRAMES / 4);
      expect(outcome.renders).toBeGreaterThan(FRAMES / 2);
    },
    // A budget for a busy shared machine, not a speed target: the bench measures speed.
    600_000,
  );
});
