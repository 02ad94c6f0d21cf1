import type { WebSocket } from 'ws';
import type { DeferredPeer } from '../core/deferredPeer';
import type { SocketSession } from '../core/types';

/** Wires an accepted `ws` socket to its session, and the session's deferred peer to the socket. */
export function attachWs(peer: DeferredPeer, socket: WebSocket, session: SocketSession): void {
  socket.on('message', (data, isBinary) => {
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    session.receive(isBinary ? new Uint8Array(bytes) : bytes.toString('utf8'));
  });
  socket.on('close', (code, reason) => session.closed(code, reason.toString('utf8')));
  socket.on('error', () => undefined);
  peer.attach({
    send: (frame) => socket.send(frame, { binary: typeof frame !== 'string' }),
    close: (code, reason) => socket.close(code, reason),
  });
}
