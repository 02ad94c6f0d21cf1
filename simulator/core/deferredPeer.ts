import type { Frame, SocketPeer } from './types';

/**
 * The simulation decides whether to accept a socket before the transport finishes opening it (a refusal
 * must look like a failed handshake), so the peer it is handed queues what it does until the real socket
 * exists.
 */
export class DeferredPeer implements SocketPeer {
  private target: SocketPeer | undefined;
  private readonly queued: ((target: SocketPeer) => void)[] = [];

  send(frame: Frame): void {
    this.run((target) => target.send(frame));
  }

  close(code: number, reason: string): void {
    this.run((target) => target.close(code, reason));
  }

  /** The transport's socket is open: replay what was queued, then pass everything straight through. */
  attach(target: SocketPeer): void {
    this.target = target;
    for (const action of this.queued.splice(0)) action(target);
  }

  private run(action: (target: SocketPeer) => void): void {
    if (this.target) action(this.target);
    else this.queued.push(action);
  }
}
