import type { Clock } from '../../src/core/clock';
import { seededRandom, type Random } from '../../src/core/random';
import { BadRequest } from './badRequest';
import { byteLength } from './chunks';
import { Inbox } from './inbox';
import { MemoryFileStorage } from './memoryFileStorage';
import { matchPath } from './pathPattern';
import type { HttpRule, Scenario } from './scenario';
import { ScriptedSocket } from './scriptedSocket';
import { sleep } from './sleep';
import { recordedFrame, Transcript } from './transcript';
import type {
  Emulator,
  EmulatorFactory,
  FileStorage,
  Frame,
  SimBody,
  SimRequest,
  SimResponse,
  SocketPeer,
  SocketSession,
} from './types';

export interface SimulationOptions {
  scenario: Scenario;
  clock: Clock;
  /** Overrides the scenario's seed. */
  seed?: number;
  /** The emulators scenarios may name. */
  registry?: Readonly<Record<string, EmulatorFactory>>;
  /** Where uploads are stored (default: memory). */
  files?: FileStorage;
}

/** The provider's error shape, used for everything the simulation itself refuses. */
export const errorResponse = (status: number, errorType: string, message: string): SimResponse => ({
  status,
  body: { status_code: status, error_type: errorType, error_message: message, request_id: 'simulator' },
});

const recordedBody = (body: SimBody): unknown => {
  if (body.kind === 'none') return undefined;
  if (body.kind !== 'form') return body.value;
  const files = Object.fromEntries(
    Object.entries(body.files).map(([field, file]) => [
      field,
      { filename: file.filename, size: byteLength(file.chunks) },
    ]),
  );
  return { fields: body.fields, files };
};

/**
 * One deterministic run of a scenario: scripted HTTP rules and socket timelines first, emulators for the
 * rest. Adapters (in-process, MSW + mock-socket, the node server) only translate their transport to this.
 */
export class Simulation {
  readonly clock: Clock;
  readonly random: Random;
  readonly inbox: Inbox;
  readonly transcript: Transcript;
  readonly scenario: Scenario;
  readonly files: FileStorage;
  private readonly emulators: Emulator[];
  private readonly ruleUses = new Map<HttpRule, number>();
  private readonly connectionsByPath = new Map<string, number>();
  private sockets = 0;
  /**
   * Requests whose answer is computed (its delay, if any, now runs on the clock). A driver over a real
   * network waits for this before moving simulated time, however slowly the machine delivers.
   */
  answersReady = 0;
  private readonly open = new Map<number, { path: string; peer: SocketPeer }>();
  private readonly emulatorsByName = new Map<string, Emulator>();

  constructor({ scenario, clock, seed, registry = {}, files = new MemoryFileStorage() }: SimulationOptions) {
    this.scenario = scenario;
    this.clock = clock;
    this.random = seededRandom(seed ?? scenario.seed ?? 1);
    this.inbox = new Inbox(clock);
    this.transcript = new Transcript(clock);
    this.files = files;
    const context = { scenario, clock, random: this.random, inbox: this.inbox, files };
    this.emulators = (scenario.emulators ?? []).map((name) => {
      const factory = registry[name];
      if (!factory) throw new Error(`Scenario "${scenario.name}" names an unknown emulator "${name}"`);
      const emulator = factory(context);
      this.emulatorsByName.set(name, emulator);
      return emulator;
    });
  }

  /** An emulator of this run by registry name, for tests and scenario drivers that steer it. */
  emulator<T extends Emulator>(name: string): T {
    const emulator = this.emulatorsByName.get(name);
    if (!emulator) throw new Error(`Scenario "${this.scenario.name}" has no emulator "${name}"`);
    return emulator as T;
  }

  /** Drops every open socket (on a path prefix) from the server side, as a network blip would. */
  dropSockets(pathPrefix = '/', code = 1012, reason = 'dropped by the simulation'): number {
    const victims = [...this.open.values()].filter((socket) => socket.path.startsWith(pathPrefix));
    for (const socket of victims) socket.peer.close(code, reason);
    return victims.length;
  }

  /**
   * Answers one HTTP request; never throws: a BadRequest keeps its status, other emulator failures become 500s,
   * both in the provider's error shape.
   */
  async http(request: SimRequest): Promise<SimResponse> {
    const response = await this.answer(request).catch((error: unknown) =>
      error instanceof BadRequest
        ? errorResponse(error.status, error.errorType, error.message)
        : errorResponse(500, 'internal_server_error', error instanceof Error ? error.message : String(error)),
    );
    this.answersReady++;
    await sleep(this.clock, response.delayMs ?? 0);
    this.transcript.record({
      kind: 'http',
      method: request.method,
      path: request.path,
      status: response.status,
      request: recordedBody(request.body),
      response: response.body,
    });
    return response;
  }

  /**
   * Whether the cookies carry a live session of the scenario's identity provider; undefined when the scenario
   * has none (a scripted socket test), so there is no session to ask for.
   */
  async hasSession(cookies: Record<string, string>): Promise<boolean | undefined> {
    const providers = this.emulators.filter((emulator) => emulator.hasSession);
    if (providers.length === 0) return undefined;
    for (const provider of providers) if (await provider.hasSession!(cookies)) return true;
    return false;
  }

  /** Accepts (returning the session that answers the client) or refuses (undefined) a socket. */
  connect(path: string, query: Record<string, string>, transport: SocketPeer): SocketSession | undefined {
    const socket = ++this.sockets;
    const attempt = this.connectionsByPath.get(path) ?? 0;
    this.connectionsByPath.set(path, attempt + 1);
    const rule = this.scenario.sockets?.find((candidate) => matchPath(candidate.path, path));
    const script = rule?.connections[Math.min(attempt, rule.connections.length - 1)];
    if (script && 'refuse' in script) {
      this.transcript.record({ kind: 'refused', socket, path });
      return undefined;
    }
    const peer = this.recordingPeer(socket, transport);
    this.open.set(socket, { path, peer });
    const fromEmulators = () => this.emulatorSocket(path, query, peer);
    let inner: SocketSession | undefined;
    if (script) {
      const scripted = new ScriptedSocket(script.steps, peer, this.clock, () =>
        script.then === 'hold' ? undefined : fromEmulators(),
      );
      inner = scripted;
      this.transcript.record({ kind: 'open', socket, path });
      scripted.start();
    } else {
      inner = fromEmulators();
      if (!inner) {
        this.open.delete(socket);
        this.transcript.record({ kind: 'refused', socket, path });
        return undefined;
      }
      this.transcript.record({ kind: 'open', socket, path });
    }
    return this.recordingSession(socket, inner, peer);
  }

  private async answer(request: SimRequest): Promise<SimResponse> {
    const rule = this.scenario.http?.find((candidate) => this.ruleApplies(candidate, request));
    if (rule) {
      this.ruleUses.set(rule, (this.ruleUses.get(rule) ?? 0) + 1);
      return { status: rule.status, body: rule.body, headers: rule.headers, delayMs: rule.delayMs };
    }
    for (const emulator of this.emulators) {
      const response = await emulator.http?.(request);
      if (response) return response;
    }
    return errorResponse(404, 'not_found', `No route for ${request.method} ${request.path}`);
  }

  private ruleApplies(rule: HttpRule, request: SimRequest): boolean {
    if (rule.method !== '*' && rule.method.toUpperCase() !== request.method.toUpperCase()) return false;
    if (!matchPath(rule.path, request.path)) return false;
    return rule.times === undefined || (this.ruleUses.get(rule) ?? 0) < rule.times;
  }

  private emulatorSocket(path: string, query: Record<string, string>, peer: SocketPeer): SocketSession | undefined {
    for (const emulator of this.emulators) {
      const session = emulator.socket?.(path, query, peer);
      if (session) return session;
    }
    return undefined;
  }

  private recordingPeer(socket: number, transport: SocketPeer): SocketPeer & { isClosed(): boolean } {
    let closed = false;
    return {
      isClosed: () => closed,
      send: (frame: Frame) => {
        if (closed) return;
        this.transcript.record({ kind: 's2c', socket, frame: recordedFrame(frame) });
        transport.send(frame);
      },
      close: (code: number, reason: string) => {
        if (closed) return;
        closed = true;
        this.open.delete(socket);
        this.transcript.record({ kind: 'close', socket, by: 'server', code, reason });
        transport.close(code, reason);
      },
    };
  }

  private recordingSession(
    socket: number,
    inner: SocketSession,
    peer: SocketPeer & { isClosed(): boolean },
  ): SocketSession {
    let clientClosed = false;
    return {
      receive: (frame) => {
        if (peer.isClosed() || clientClosed) return;
        this.transcript.record({ kind: 'c2s', socket, frame: recordedFrame(frame) });
        inner.receive(frame);
      },
      closed: (code, reason) => {
        if (clientClosed) return;
        clientClosed = true;
        this.open.delete(socket);
        // A close the server started is already recorded; the transport's echo of it is not news.
        if (!peer.isClosed()) this.transcript.record({ kind: 'close', socket, by: 'client', code, reason });
        inner.closed(code, reason);
      },
    };
  }
}
