import type { VirtualClock } from '../../src/core/clock';
import type { Simulation } from '../../simulator/core/simulation';
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
  /**
   * What the simulation has taken in: answers computed and client frames recorded. Before moving time the
   * transport waits until everything it sent has arrived, so a loaded machine cannot make a step late.
   * Required: without it a request that lands after time has moved waits for a tick that never comes.
   */
  arrived: () => { answers: number; frames: number };
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
  arrived,
}: NetworkTransportOptions): DriverTransport {
  const sent = { requests: 0, frames: 0 };
  const landed = async () => {
    const deadline = Date.now() + GUARD_MS;
    for (;;) {
      const { answers, frames } = arrived();
      if (answers >= sent.requests && frames >= sent.frames) return;
      if (Date.now() > deadline) throw new Error(`sent ${JSON.stringify(sent)}, arrived ${JSON.stringify(arrived())}`);
      await realDelay(5);
    }
  };
  return {
    fetch: async (method, path, json) => {
      sent.requests++;
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
          const send = (frame: string) => {
            sent.frames++;
            socket.send(frame);
          };
          resolve({ accepted, send, close: (code) => socket.close(code) });
        };
        socket.onopen = () => settle(true);
        socket.onclose = () => settle(false);
        // A refused handshake errors before it closes; the close is what the driver waits for.
        socket.onerror = () => undefined;
      }),
    advance: async (ms) => {
      await realDelay(settleMs);
      await landed();
      clock.advance(ms);
      await realDelay(settleMs);
    },
  };
}

/** What a Simulation has taken in, for `arrived`. */
export const arrivedAt = (simulation: Simulation) => () => ({
  answers: simulation.answersReady,
  frames: simulation.transcript.entries.filter((entry) => entry.kind === 'c2s').length,
});
