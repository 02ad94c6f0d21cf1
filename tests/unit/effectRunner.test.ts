import { describe, expect, it } from 'vitest';
import { VirtualClock, type Clock } from '../../src/core/clock';
import { EffectRunner } from '../../src/core/effectRunner';

/** A runner whose handler records what it handled and can dispatch from inside a message. */
function recording(clock: Clock = new VirtualClock(), during: Record<string, string[]> = {}) {
  const handled: string[] = [];
  const runner: EffectRunner<string> = new EffectRunner(clock, (message) => {
    handled.push(`${message}:start`);
    for (const next of during[message] ?? []) runner.dispatch(next);
    handled.push(`${message}:end`);
  });
  return { runner, handled };
}

describe('effect runner: dispatch', () => {
  it('handles a message dispatched while another is handled after it, never inside it', () => {
    const { runner, handled } = recording(undefined, { a: ['b', 'c'], b: ['d'] });
    runner.dispatch('a');
    expect(handled).toEqual(['a:start', 'a:end', 'b:start', 'b:end', 'c:start', 'c:end', 'd:start', 'd:end']);
  });

  it('recovers from a handler that throws: the next dispatch runs, with what was still queued', () => {
    const handled: string[] = [];
    const runner: EffectRunner<string> = new EffectRunner(new VirtualClock(), (message) => {
      if (message === 'boom') {
        runner.dispatch('queued');
        throw new Error('boom');
      }
      handled.push(message);
    });
    expect(() => runner.dispatch('boom')).toThrow('boom');
    runner.dispatch('next');
    expect(handled).toEqual(['queued', 'next']);
  });
});

describe('effect runner: timers', () => {
  it('dispatches a timer message when it runs out, not before', () => {
    const clock = new VirtualClock();
    const { runner, handled } = recording(clock);
    runner.timer('phase', 1_000, 'timeout');
    clock.advance(999);
    expect(handled).toEqual([]);
    clock.advance(1);
    expect(handled).toEqual(['timeout:start', 'timeout:end']);
    expect(clock.pending).toBe(0);
  });

  it('restarting a key replaces its timer, null cancels it, and other keys run on their own', () => {
    const clock = new VirtualClock();
    const { runner, handled } = recording(clock);
    runner.timer('file', 1_000, 'file-first');
    runner.timer(3, 500, 'part-3');
    runner.timer('file', 2_000, 'file-second');
    runner.timer(4, 100, 'part-4');
    runner.timer(4, null, 'part-4');
    clock.runUntilIdle();
    expect(handled.filter((entry) => entry.endsWith(':end'))).toEqual(['part-3:end', 'file-second:end']);
    expect(clock.now()).toBe(2_000);
  });

  it('a timer that runs out while a message is handled waits its turn in the queue', () => {
    const clock = new VirtualClock();
    const handled: string[] = [];
    const runner: EffectRunner<string> = new EffectRunner(clock, (message) => {
      handled.push(message);
      if (message === 'advance') clock.advance(10);
      handled.push(`${message}:end`);
    });
    runner.timer('phase', 10, 'timeout');
    runner.dispatch('advance');
    expect(handled).toEqual(['advance', 'advance:end', 'timeout', 'timeout:end']);
  });

  it('ignores a cleared timer that a clock fires anyway', () => {
    // A clock whose clearTimeout does nothing: only the runner's own bookkeeping can tell the old timer.
    const callbacks: (() => void)[] = [];
    const leaky: Clock = {
      now: () => 0,
      setTimeout: (callback) => callbacks.push(callback),
      clearTimeout: () => undefined,
      setInterval: () => 0,
    };
    const { runner, handled } = recording(leaky);
    runner.timer('phase', 10, 'old');
    runner.timer('phase', 20, 'new');
    for (const callback of callbacks) callback();
    expect(handled).toEqual(['new:start', 'new:end']);
  });
});
