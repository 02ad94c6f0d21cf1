import type { Clock } from '../../src/core/clock';
import { Simulation } from '../core/simulation';
import type { Scenario } from '../core/scenario';
import type { Frame, SimBody, SimResponse, SocketSession } from '../core/types';
import { emulatorRegistry } from '../emulators';

export interface InProcessRequest {
  query?: Record<string, string>;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  body?: SimBody;
}

/** The client end of an in-process socket: what it received, and how it was closed. */
export interface InProcessSocket {
  readonly accepted: boolean;
  readonly received: Frame[];
  readonly closedWith: { code: number; reason: string } | undefined;
  onFrame?: (frame: Frame) => void;
  send(frame: Frame): void;
  close(code?: number, reason?: string): void;
}

/** The simulation called directly, for unit tests under a VirtualClock: no transport at all. */
export function createInProcessSimulation(options: { scenario: Scenario; clock: Clock; seed?: number }) {
  const simulation = new Simulation({ ...options, registry: emulatorRegistry });

  const fetch = (method: string, path: string, init: InProcessRequest = {}): Promise<SimResponse> =>
    simulation.http({
      method,
      path,
      query: init.query ?? {},
      headers: init.headers ?? {},
      cookies: init.cookies ?? {},
      body: init.body ?? { kind: 'none' },
    });

  const connect = (path: string, query: Record<string, string> = {}): InProcessSocket => {
    // The session exists only after connect() returns, but the client's methods are defined before.
    const link: { session?: SocketSession } = {};
    const client: InProcessSocket & { closedWith: InProcessSocket['closedWith'] } = {
      accepted: false,
      received: [],
      closedWith: undefined,
      send(frame) {
        if (!client.closedWith) link.session?.receive(frame);
      },
      close(code = 1000, reason = '') {
        if (client.closedWith) return;
        client.closedWith = { code, reason };
        link.session?.closed(code, reason);
      },
    };
    const session = simulation.connect(path, query, {
      send(frame) {
        client.received.push(frame);
        client.onFrame?.(frame);
      },
      close(code, reason) {
        client.closedWith ??= { code, reason };
      },
    });
    link.session = session;
    Object.assign(client, { accepted: session !== undefined });
    if (!session) client.closedWith = { code: 1006, reason: 'refused' };
    return client;
  };

  return { simulation, fetch, connect };
}

export { inProcessSocketFactory } from './socketFactory';
export { inProcessPartTransport } from './partTransport';
