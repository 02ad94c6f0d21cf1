import type { VirtualClock } from '../../src/core/clock';
import type { DriverTransport } from './simulatorDriver';

export interface NetworkTransportOptions {
  /** Prefix of every HTTP request ('' in a page: same origin). */
  httpBase: string;
  /** ws:// or wss:// origin the sockets connect to. */
  wsBase: string;
  WebSocket: typeof globalThis.WebSocket;
  clock: VirtualClock;
  /** Real time for in-flight deliveries to land; the simulation's own time moves only on advance. */
  settleMs?: number;
}

/** A step that takes this long has hung: fail with its name rather than at the test's time-out. */
const GUARD_MS = 30_000;

const realDelay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The simulator driver over fetch and the standard WebSocket API: MSW + mock-socket, or a real server. */
export function networkTransport({
  httpBase,
  wsBase,
  WebSocket,
  clock,
  settleMs = 25,
}: NetworkTransportOptions): DriverTransport {
  return {
    fetch: async (method, path, json) => {
      const response = await fetch(httpBase + path, {
        method,
        signal: AbortSignal.timeout(GUARD_MS),
        headers: json ? { 'content-type': 'application/json' } : undefined,
        body: json ? JSON.stringify(json) : undefined,
      });
      await response.arrayBuffer();
      return { status: response.status };
    },
    connect: (path) =>
      new Promise((resolve, reject) => {
        const guard = setTimeout(
          () => reject(new Error(`connect ${path}: neither open nor closed in ${GUARD_MS} ms`)),
          GUARD_MS,
        );
        const socket = new WebSocket(wsBase + path);
        const settle = (accepted: boolean) => {
          clearTimeout(guard);
          resolve({ accepted, send: (frame) => socket.send(frame), close: (code) => socket.close(code) });
        };
        socket.onopen = () => settle(true);
        socket.onclose = () => settle(false);
        // A refused handshake errors before it closes; the close is what the driver waits for.
        socket.onerror = () => undefined;
      }),
    advance: async (ms) => {
      await realDelay(settleMs);
      clock.advance(ms);
      await realDelay(settleMs);
    },
  };
}
