import type { Clock } from '../../src/core/clock';
import type { SocketFactory, SocketLike } from '../../src/live/liveConnection';
import type { Simulation } from '../core/simulation';
import type { Frame, SocketSession } from '../core/types';

/**
 * WebSocket-like clients wired straight to a Simulation. Every delivery goes through the clock (0 ms
 * timers fire in order), so a VirtualClock decides exactly when the client sees what.
 */
export function inProcessSocketFactory(simulation: Simulation, clock: Clock): SocketFactory {
  return (url: string) => {
    const { pathname, searchParams } = new URL(url);
    let session: SocketSession | undefined;
    let open = false;
    let closed = false;
    const later = (deliver: () => void) => clock.setTimeout(deliver, 0);
    const finish = (code: number, reason: string) => {
      if (closed) return;
      closed = true;
      open = false;
      later(() => socket.onclose?.({ code, reason }));
    };
    const socket: SocketLike = {
      onopen: null,
      onmessage: null,
      onclose: null,
      onerror: null,
      send(data: string) {
        if (!open) throw new Error('InvalidStateError: socket is not open');
        const target = session;
        later(() => target?.receive(data));
      },
      close(code = 1000, reason = '') {
        if (closed) return;
        session?.closed(code, reason);
        finish(code, reason);
      },
    };
    later(() => {
      if (closed) return;
      session = simulation.connect(pathname, Object.fromEntries(searchParams), {
        send: (frame: Frame) => later(() => !closed && socket.onmessage?.({ data: frame })),
        close: (code, reason) => {
          // The transport tells the server's session it is gone, as the ws adapter does.
          session?.closed(code, reason);
          finish(code, reason);
        },
      });
      if (!session) {
        closed = true;
        socket.onerror?.({});
        socket.onclose?.({ code: 1006, reason: 'refused' });
        return;
      }
      open = true;
      socket.onopen?.({});
    });
    return socket;
  };
}
