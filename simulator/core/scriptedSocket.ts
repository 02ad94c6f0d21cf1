import type { Clock } from '../../src/core/clock';
import type { SocketAction, SocketStep } from './scenario';
import type { Frame, SocketPeer, SocketSession } from './types';

const frameOf = (action: SocketAction): Frame | undefined => {
  switch (action.do) {
    case 'ack':
      return JSON.stringify({ type: 's2c_acknowledge_auth', ok: action.ok });
    case 'batch':
      return JSON.stringify({ type: 's2c_event_batch', events: action.events });
    case 'send':
      return action.frame;
    case 'sendBinary':
      return Uint8Array.from(action.bytes);
    default:
      return undefined;
  }
};

/** Plays one connection's scripted steps, then hands the socket on (or holds it silent). */
export class ScriptedSocket implements SocketSession {
  private index = 0;
  private unseenClientFrames = 0;
  private waitingForClient = false;
  private done = false;
  private timer: number | undefined;
  private next: SocketSession | undefined;
  /**
   * When the last step was due. Each step's `after` counts from there, not from when a late timer ran it, so a
   * scripted stream keeps its rate on a busy clock.
   */
  private due = 0;

  constructor(
    private readonly steps: SocketStep[],
    private readonly peer: SocketPeer,
    private readonly clock: Clock,
    /** Called after the last step; returns who answers from then on. */
    private readonly handOff: () => SocketSession | undefined,
  ) {}

  start(): void {
    this.due = this.clock.now();
    this.advance();
  }

  receive(frame: Frame): void {
    if (this.next) return this.next.receive(frame);
    if (this.waitingForClient) {
      this.waitingForClient = false;
      this.schedule();
    } else {
      this.unseenClientFrames++;
    }
  }

  closed(code: number, reason: string): void {
    this.done = true;
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.next?.closed(code, reason);
  }

  private advance(): void {
    if (this.done) return;
    const step = this.steps[this.index];
    if (!step) {
      this.done = true;
      this.next = this.handOff();
      return;
    }
    if (step.onClientFrame && this.unseenClientFrames === 0) {
      this.waitingForClient = true;
      return;
    }
    if (step.onClientFrame) this.unseenClientFrames--;
    this.schedule();
  }

  private schedule(): void {
    const step = this.steps[this.index]!;
    const run = () => {
      this.timer = undefined;
      this.index++;
      this.perform(step);
    };
    // A step that waited for the client counts from now: the client's frame is what it waited for.
    this.due = (step.onClientFrame ? this.clock.now() : this.due) + (step.after ?? 0);
    const delay = this.due - this.clock.now();
    if (delay > 0) this.timer = this.clock.setTimeout(run, delay);
    else run();
  }

  private perform(action: SocketAction): void {
    if (action.do === 'stall') {
      this.done = true;
      return;
    }
    if (action.do === 'close') {
      this.done = true;
      this.peer.close(action.code, action.reason ?? '');
      return;
    }
    const frame = frameOf(action);
    if (frame !== undefined) this.peer.send(frame);
    this.advance();
  }
}
