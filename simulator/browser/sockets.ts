import { Server, WebSocket as MockWebSocket, type Client } from 'mock-socket';
import { DeferredPeer } from '../core/deferredPeer';
import type { Simulation } from '../core/simulation';
import type { Frame, SocketSession } from '../core/types';

/** What a socket the simulation accepted is waiting for: its session, and the peer to attach when open. */
interface Admission {
  peer: DeferredPeer;
  session: SocketSession;
}

/** Where a refused socket is pointed: no server listens there, so mock-socket fails the handshake. */
const REFUSED_URL = 'ws://refused.simulator.invalid/';

const withoutQuery = (url: URL) => `${url.protocol}//${url.host}${url.pathname}`;

/** Binary frames travel as ArrayBuffer: mock-socket turns anything else that is not a Blob into text. */
const toTransport = (frame: Frame): string | ArrayBuffer =>
  typeof frame === 'string' ? frame : (frame.slice().buffer as ArrayBuffer);

function fromTransport(data: unknown, deliver: (frame: Frame) => void): void {
  if (typeof data === 'string') deliver(data);
  else if (data instanceof ArrayBuffer) deliver(new Uint8Array(data));
  else if (ArrayBuffer.isView(data)) deliver(new Uint8Array(data.buffer, data.byteOffset, data.byteLength).slice());
  // A Blob can only be read asynchronously; the product never sends one, a hostile test might.
  else if (data instanceof Blob) void data.arrayBuffer().then((buffer) => deliver(new Uint8Array(buffer)));
  else deliver(String(data));
}

export interface SimulatedSockets {
  /** A WebSocket class whose connections the simulation answers (install it as globalThis.WebSocket). */
  readonly WebSocket: typeof globalThis.WebSocket;
  /** Stops every mock server; sockets still open see the server go away (1001). */
  stop(): void;
}

/**
 * mock-socket servers in front of a Simulation. The simulation decides at construction whether a socket is
 * accepted, so a refusal looks like a failed handshake (error, then close 1006, never open), as with the
 * node server's 503 on upgrade; accepted sockets reach a mock Server per URL, created on first use.
 */
export function simulatedSockets(simulation: Simulation): SimulatedSockets {
  const servers = new Map<string, Server>();
  const admissions = new WeakMap<object, Admission>();

  const onConnection = (client: Client) => {
    const admission = admissions.get(client.target);
    if (!admission) return client.close({ code: 1011, reason: 'no simulated session', wasClean: false });
    client.on('message', (data) => fromTransport(data, (frame) => admission.session.receive(frame)));
    client.on('close', ((event: CloseEvent) => admission.session.closed(event.code, event.reason)) as () => void);
    admission.peer.attach({
      send: (frame) => client.send(toTransport(frame)),
      close: (code, reason) => client.close({ code, reason, wasClean: true }),
    });
  };

  const serverFor = (url: URL) => {
    const key = withoutQuery(url);
    let server = servers.get(key);
    if (!server) {
      server = new Server(key, { mock: false });
      server.on('connection', onConnection);
      servers.set(key, server);
    }
    return server;
  };

  class SimulatedWebSocket extends MockWebSocket {
    private readonly refused: boolean;

    constructor(url: string | URL, protocols?: string | string[]) {
      const address = new URL(url);
      const peer = new DeferredPeer();
      const session = simulation.connect(address.pathname, Object.fromEntries(address.searchParams), peer);
      if (session) serverFor(address);
      super(session ? address : REFUSED_URL, protocols);
      this.refused = !session;
      if (session) admissions.set(this, { peer, session });
      else Object.defineProperty(this, 'url', { value: address.toString() });
    }

    // A browser reports a failed handshake as an abnormal closure (1006), not mock-socket's 1000.
    override dispatchEvent(event: Event, ...rest: unknown[]): boolean {
      if (this.refused && event.type === 'close') Object.assign(event, { code: 1006, reason: '', wasClean: false });
      return (super.dispatchEvent as (event: Event, ...rest: unknown[]) => boolean)(event, ...rest);
    }
  }

  return {
    WebSocket: SimulatedWebSocket as unknown as typeof globalThis.WebSocket,
    stop: () => {
      for (const server of servers.values())
        server.close({ code: 1001, reason: 'simulation stopped', wasClean: false });
      servers.clear();
    },
  };
}
