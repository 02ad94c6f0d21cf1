import type { WebSocket } from 'ws';
import type { Frame, SocketPeer, SocketSession } from '../core/types';

/**
 * The simulation decides whether to accept a socket before the HTTP upgrade completes (a refusal is a
 * 503), so the peer it is handed buffers what it sends until the real WebSocket exists.
 */
export class DeferredPeer implements SocketPeer {
  private socket: WebSocket | undefined;
  private readonly queued: (() => void)[] = [];

  send(frame: Frame): void {
    this.run((socket) => socket.send(frame, { binary: typeof frame !== 'string' }));
  }

  close(code: number, reason: string): void {
    this.run((socket) => socket.close(code, reason));
  }

  /** Attaches the accepted WebSocket and wires its events to the session. */
  attach(socket: WebSocket, session: SocketSession): void {
    this.socket = socket;
    socket.on('message', (data, isBinary) => {
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      session.receive(isBinary ? new Uint8Array(bytes) : bytes.toString('utf8'));
    });
    socket.on('close', (code, reason) => session.closed(code, reason.toString('utf8')));
    socket.on('error', () => undefined);
    for (const action of this.queued.splice(0)) action();
  }

  private run(action: (socket: WebSocket) => void): void {
    const { socket } = this;
    if (socket) action(socket);
    else this.queued.push(() => action(this.socket!));
  }
}
