/**
 * Time, injected. Every timer in the product goes through a Clock so that the same code runs at real
 * speed in the browser and deterministically under a VirtualClock in tests, stories and the simulator.
 */
export type TimerId = number;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerId;
  /** Clears a timeout or an interval. */
  clearTimeout(id: TimerId): void;
  setInterval(callback: () => void, ms: number): TimerId;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms) as unknown as TimerId,
  clearTimeout: (id) => {
    // Browsers and Node share one id space for timeouts and intervals; clear both kinds.
    globalThis.clearTimeout(id);
    globalThis.clearInterval(id);
  },
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms) as unknown as TimerId,
};

interface Timer {
  id: TimerId;
  at: number;
  /** Insertion order: timers due at the same instant fire in the order they were set. */
  seq: number;
  every?: number;
  callback: () => void;
}

const byDueTime = (a: Timer, b: Timer) => a.at - b.at || a.seq - b.seq;

/** A clock whose time moves only when told to. */
export class VirtualClock implements Clock {
  private time: number;
  private nextId = 1;
  private seq = 0;
  private readonly timers = new Map<TimerId, Timer>();

  constructor(start = 0) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): TimerId {
    return this.schedule(callback, ms);
  }

  setInterval(callback: () => void, ms: number): TimerId {
    return this.schedule(callback, ms, Math.max(1, ms));
  }

  clearTimeout(id: TimerId): void {
    this.timers.delete(id);
  }

  /** Number of timers waiting to fire. */
  get pending(): number {
    return this.timers.size;
  }

  /** Moves time forward by `ms`, firing every timer that falls due on the way, in order. */
  advance(ms: number): void {
    const until = this.time + Math.max(0, ms);
    for (let timer = this.nextDue(until); timer; timer = this.nextDue(until)) this.fire(timer);
    this.time = until;
  }

  /** Fires timers until none is left; throws if timers keep rescheduling themselves (an interval). */
  runUntilIdle(maxTimers = 100_000): void {
    for (let fired = 0; this.timers.size > 0; fired++) {
      if (fired >= maxTimers) throw new Error(`VirtualClock.runUntilIdle: still busy after ${maxTimers} timers`);
      const timer = this.nextDue(Number.POSITIVE_INFINITY);
      if (timer) this.fire(timer);
    }
  }

  private schedule(callback: () => void, ms: number, every?: number): TimerId {
    const id = this.nextId++;
    const delay = Number.isFinite(ms) ? Math.max(0, ms) : 0;
    this.timers.set(id, { id, at: this.time + delay, seq: this.seq++, every, callback });
    return id;
  }

  private nextDue(until: number): Timer | undefined {
    let next: Timer | undefined;
    for (const timer of this.timers.values()) {
      if (timer.at <= until && (!next || byDueTime(timer, next) < 0)) next = timer;
    }
    return next;
  }

  private fire(timer: Timer): void {
    this.time = timer.at;
    if (timer.every === undefined) this.timers.delete(timer.id);
    else this.timers.set(timer.id, { ...timer, at: timer.at + timer.every, seq: this.seq++ });
    timer.callback();
  }
}

/**
 * Real time sped up (or slowed down) by `speed`: timers fire after ms / speed real milliseconds, and now()
 * advances speed times as fast. The simulator replays a scenario at any speed with it.
 */
export function scaledClock(speed: number, base: Clock = realClock): Clock {
  if (!(speed > 0) || !Number.isFinite(speed)) throw new Error(`Clock speed must be a positive number, got ${speed}`);
  const origin = base.now();
  return {
    now: () => origin + (base.now() - origin) * speed,
    setTimeout: (callback, ms) => base.setTimeout(callback, ms / speed),
    clearTimeout: (id) => base.clearTimeout(id),
    setInterval: (callback, ms) => base.setInterval(callback, ms / speed),
  };
}
