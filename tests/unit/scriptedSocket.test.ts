import { describe, expect, it } from 'vitest';
import { VirtualClock, type Clock } from '../../src/core/clock';
import type { SocketStep } from '../../simulator/core/scenario';
import { ScriptedSocket } from '../../simulator/core/scriptedSocket';

/** A clock whose every timer fires `lateMs` after it was due, like a real one on a busy machine. */
function lateClock(clock: VirtualClock, lateMs: number): Clock {
  return {
    now: () => clock.now(),
    setTimeout: (callback, ms) => clock.setTimeout(callback, ms + lateMs),
    setInterval: (callback, ms) => clock.setInterval(callback, ms + lateMs),
    clearTimeout: (id) => clock.clearTimeout(id),
  };
}

function play(steps: SocketStep[], lateMs: number) {
  const clock = new VirtualClock();
  const sent: [string, number][] = [];
  const peer = { send: (frame: unknown) => sent.push([String(frame), clock.now()]), close: () => undefined };
  const socket = new ScriptedSocket(steps, peer, lateClock(clock, lateMs), () => undefined);
  socket.start();
  return { clock, sent, socket };
}

describe('ScriptedSocket', () => {
  it('counts each step from when the last one was due, so late timers do not slow a scripted stream', () => {
    const steps: SocketStep[] = ['a', 'b', 'c', 'd'].map((frame) => ({ do: 'send', frame, after: 20 }));
    const { clock, sent } = play(steps, 5);
    clock.runUntilIdle();
    expect(sent).toEqual([
      ['a', 25],
      ['b', 45],
      ['c', 65],
      ['d', 85],
    ]);
  });

  it('counts a step that waits for the client from the client frame', () => {
    const steps: SocketStep[] = [
      { do: 'send', frame: 'hello', after: 10 },
      { onClientFrame: true, after: 30, do: 'send', frame: 'answer' },
      { do: 'send', frame: 'more', after: 20 },
    ];
    const { clock, sent, socket } = play(steps, 0);
    clock.advance(100);
    socket.receive('question');
    clock.runUntilIdle();
    expect(sent).toEqual([
      ['hello', 10],
      ['answer', 130],
      ['more', 150],
    ]);
  });
});
