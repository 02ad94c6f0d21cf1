import { describe, expect, it } from 'vitest';
import { formatCountdown, remainingSecondsAt } from './countdown';

describe('formatCountdown', () => {
  it('shows m:ss', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
  });

  it('rounds part seconds up and never goes below 0:00', () => {
    expect(formatCountdown(0.2)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5)).toBe('0:00');
    expect(formatCountdown(Number.NaN)).toBe('0:00');
  });
});

describe('remainingSecondsAt', () => {
  it('counts whole seconds left, rounding up', () => {
    expect(remainingSecondsAt(10_000, 0)).toBe(10);
    expect(remainingSecondsAt(10_000, 500)).toBe(10);
    expect(remainingSecondsAt(10_000, 1_000)).toBe(9);
    expect(remainingSecondsAt(10_000, 12_000)).toBe(0);
  });
});
