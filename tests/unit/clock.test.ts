import { describe, expect, it } from 'vitest';
import { scaledClock, VirtualClock } from '../../src/core/clock';

describe('VirtualClock', () => {
  it('fires timers in due order, equal times in the order they were set', () => {
    const clock = new VirtualClock();
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('b@10'), 10);
    clock.setTimeout(() => fired.push('a@5'), 5);
    clock.setTimeout(() => fired.push('c@10'), 10);
    clock.advance(9);
    expect(fired).toEqual(['a@5']);
    clock.advance(1);
    expect(fired).toEqual(['a@5', 'b@10', 'c@10']);
    expect(clock.now()).toBe(10);
  });

  it('sets now() to the due time while a callback runs', () => {
    const clock = new VirtualClock(1000);
    let seen = -1;
    clock.setTimeout(() => (seen = clock.now()), 250);
    clock.advance(1000);
    expect(seen).toBe(1250);
    expect(clock.now()).toBe(2000);
  });

  it('lets a callback clear a timer due at the same instant', () => {
    const clock = new VirtualClock();
    const fired: string[] = [];
    let second = 0;
    clock.setTimeout(() => {
      fired.push('first');
      clock.clearTimeout(second);
    }, 5);
    second = clock.setTimeout(() => fired.push('second'), 5);
    clock.advance(5);
    expect(fired).toEqual(['first']);
  });

  it('runs nested timers that fall due inside the same advance', () => {
    const clock = new VirtualClock();
    const fired: number[] = [];
    clock.setTimeout(() => {
      fired.push(clock.now());
      clock.setTimeout(() => fired.push(clock.now()), 3);
    }, 2);
    clock.advance(5);
    expect(fired).toEqual([2, 5]);
  });

  it('repeats intervals until cleared, and an interval can clear itself', () => {
    const clock = new VirtualClock();
    const ticks: number[] = [];
    const id = clock.setInterval(() => {
      ticks.push(clock.now());
      if (ticks.length === 3) clock.clearTimeout(id);
    }, 1000);
    clock.advance(10_000);
    expect(ticks).toEqual([1000, 2000, 3000]);
    expect(clock.pending).toBe(0);
  });

  it('runUntilIdle drains chains of timeouts and refuses endless intervals', () => {
    const clock = new VirtualClock();
    let count = 0;
    const step = () => {
      if (++count < 4) clock.setTimeout(step, 100);
    };
    clock.setTimeout(step, 100);
    clock.runUntilIdle();
    expect(count).toBe(4);
    expect(clock.now()).toBe(400);
    clock.setInterval(() => undefined, 10);
    expect(() => clock.runUntilIdle(50)).toThrow(/still busy after 50 timers/);
  });
});

describe('scaledClock', () => {
  it('runs timers speed times faster and reports time speed times faster', () => {
    const base = new VirtualClock(1_000);
    const fast = scaledClock(4, base);
    const fired: number[] = [];
    fast.setTimeout(() => fired.push(fast.now()), 4_000);
    base.advance(999);
    expect(fired).toEqual([]);
    base.advance(1);
    expect(fired).toEqual([5_000]);
    expect(() => scaledClock(0)).toThrow(/positive/);
  });
});
