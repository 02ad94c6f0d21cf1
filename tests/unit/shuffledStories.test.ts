import { describe, expect, it } from 'vitest';
import { shuffleChosen } from '../support/shuffledStories';

const files = ['u1', 's1', 'u2', 's2', 's3', 'w1', 's4', 's5', 's6', 's7'];
const story = (file: string) => file.startsWith('s');

describe('the story files in a shuffled order (tests/support/shuffledStories.ts)', () => {
  it('moves only the chosen files, among their own places, keeping every one of them', () => {
    const order = shuffleChosen(files, story, 7);
    files.forEach((file, place) => {
      if (!story(file)) expect(order[place]).toBe(file);
    });
    expect(order.filter(story).sort()).toEqual(files.filter(story));
  });

  it('repeats an order for a seed, and draws other orders for other seeds', () => {
    expect(shuffleChosen(files, story, 7)).toEqual(shuffleChosen(files, story, 7));
    const orders = new Set([1, 2, 3, 4, 5, 6].map((seed) => shuffleChosen(files, story, seed).join()));
    expect(orders.size).toBeGreaterThan(1);
  });
});
