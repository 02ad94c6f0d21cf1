import type { Clock, TimerId } from './clock';

/** Names a runner's timer: the one phase timer of a connection, the upload's own, or a part's. */
export type TimerKey = string | number;

/**
 * The small runtime every shell around a pure machine shares. Messages are handled one at a time in the
 * order they came: a message dispatched while another is handled (by an effect that fails, say) waits
 * its turn, so a machine is never re-entered halfway through performing a transition's effects. Timers
 * are the machines' `timer` effects, kept by key on the injected clock; one that runs out dispatches
 * its message like any other.
 */
export class EffectRunner<M> {
  private readonly queue: M[] = [];
  private running = false;
  private readonly timers = new Map<TimerKey, TimerId>();

  constructor(
    private readonly clock: Clock,
    private readonly handle: (message: M) => void,
  ) {}

  dispatch(message: M): void {
    this.queue.push(message);
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length > 0) this.handle(this.queue.shift()!);
    } finally {
      this.running = false;
    }
  }

  /** (Re)starts the timer `key` to dispatch `message` after `ms`; null only cancels it. */
  timer(key: TimerKey, ms: number | null, message: M): void {
    const current = this.timers.get(key);
    if (current !== undefined) this.clock.clearTimeout(current);
    this.timers.delete(key);
    if (ms === null) return;
    const id = this.clock.setTimeout(() => {
      // Only the latest timer of a key counts: a clock that fires a cleared one late changes nothing.
      if (this.timers.get(key) !== id) return;
      this.timers.delete(key);
      this.dispatch(message);
    }, ms);
    this.timers.set(key, id);
  }
}
