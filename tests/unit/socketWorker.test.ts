import { describe, expect, it, vi } from 'vitest';
import type { createChatConnection } from '../../src/live/chatConnection';
import { EVENTS_PER_SLICE, sliceFrame } from '../../src/live/frameSlices';
import type { SocketFactory, SocketLike } from '../../src/live/liveConnection';
import { socketRelay, type FromSocketWorker, type ToSocketWorker } from '../../src/live/socketRelay';
import { workerSockets } from '../../src/live/workerSockets';
import { assistantSays, userSays } from '../../simulator/scenarios/chat/events';
import { testChatConnection } from '../support/testChatConnection';

const batch = (events: unknown[]) => JSON.stringify({ type: 's2c_event_batch', events });
const history = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    i % 2 ? assistantSays(from + i, `Answer **${from + i}**`) : userSays(from + i, `Question ${from + i}`),
  );

function rawSocket() {
  const socket: SocketLike & { closed: boolean } = {
    closed: false,
    send: () => undefined,
    close: () => void (socket.closed = true),
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
  return socket;
}

/** A started chat connection whose sockets come from `createSocket`. */
function chatWith(createSocket: SocketFactory) {
  const chat = testChatConnection(createSocket);
  chat.start();
  return chat;
}

function chatOver(wrap: (socket: SocketLike) => SocketLike) {
  const raw = rawSocket();
  const chat = chatWith(() => wrap(raw));
  raw.onopen!({});
  raw.onmessage!({ data: JSON.stringify({ type: 's2c_acknowledge_auth', ok: true }) });
  return { chat, raw };
}

const texts = (chat: ReturnType<typeof createChatConnection>) =>
  chat.model.batches.flat().map((message) => ('text' in message ? message.text : message.kind));

describe('sliceFrame', () => {
  it('cuts a long event batch into batches of at most EVENTS_PER_SLICE events, in order', () => {
    const events = history(1, EVENTS_PER_SLICE * 2 + 5);
    const slices = [...sliceFrame(batch(events))].map(
      (slice) => JSON.parse(slice) as { type: string; events: unknown[] },
    );
    expect(slices.map((slice) => slice.events.length)).toEqual([EVENTS_PER_SLICE, EVENTS_PER_SLICE, 5]);
    expect(slices.every((slice) => slice.type === 's2c_event_batch')).toBe(true);
    expect(slices.flatMap((slice) => slice.events)).toEqual(events);
  });

  it('hands back whatever is not a long event batch as it came, for the connection to judge', () => {
    for (const text of ['{not json', '{"type":"s2c_acknowledge_auth","ok":true}', batch(history(1, 3)), '[1,2]']) {
      expect([...sliceFrame(text)]).toEqual([text]);
    }
  });
});

/** A WebSocket the relay opens, driven by the test as the server would. */
class FakeWebSocket {
  binaryType = 'blob';
  readonly sent: string[] = [];
  closed: [number | undefined, string | undefined] | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown; timeStamp: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(data);
  }

  close(code?: number, reason?: string) {
    this.closed = [code, reason];
  }

  /** A frame from the server, its message event fired `ARRIVED` ms after the worker's time origin. */
  deliver(data: unknown) {
    this.onmessage!({ data, timeStamp: ARRIVED });
  }
}

/** The worker's time origin and an arrival after it, in ms: the relay reports WORKER_ORIGIN + ARRIVED. */
const WORKER_ORIGIN = 1_000_000;
const ARRIVED = 5;

const task = (run: () => void) => void setTimeout(run, 0);

/** The socket worker in this thread: every command and every report crosses in a task of its own, as between threads. */
function inProcessWorker() {
  const opened: FakeWebSocket[] = [];
  const worker = {
    onmessage: null as ((event: { data: FromSocketWorker }) => void) | null,
    onerror: null,
    terminate: () => undefined,
    postMessage: (command: ToSocketWorker) => task(() => relay(command)),
  };
  const relay = socketRelay(
    (url) => {
      const socket = new FakeWebSocket(url);
      opened.push(socket);
      return socket as unknown as WebSocket;
    },
    (message) => task(() => worker.onmessage?.({ data: message })),
    performance.timeOrigin,
  );
  return { worker: worker as unknown as Worker, opened };
}

const noFallback = () => {
  throw new Error('the page opened a socket of its own');
};

function chatInWorker() {
  const { worker, opened } = inProcessWorker();
  return { chat: chatWith(workerSockets(() => worker, 10_000, noFallback)), opened };
}

/** What the relay posted for one socket, run in this thread. */
function relayed() {
  const opened: FakeWebSocket[] = [];
  const posted: [FromSocketWorker, Transferable[] | undefined][] = [];
  const relay = socketRelay(
    (url) => {
      if (!url.startsWith('ws')) throw new SyntaxError('not a WebSocket address');
      const socket = new FakeWebSocket(url);
      opened.push(socket);
      return socket as unknown as WebSocket;
    },
    (message, transfer) => posted.push([message, transfer]),
    WORKER_ORIGIN,
  );
  return { relay, opened, posted };
}

describe('the socket worker', () => {
  it('opens the WebSocket in the worker and hands its events on in order, a large frame in slices, each in a task of its own', async () => {
    const { chat, opened } = chatInWorker();
    await expect.poll(() => opened.length).toBe(1);
    const socket = opened[0]!;
    expect(socket.binaryType).toBe('arraybuffer');
    socket.onopen!();
    await expect.poll(() => socket.sent.length).toBe(1);
    expect(JSON.parse(socket.sent[0]!)).toMatchObject({ type: 'c2s_auth' });
    socket.deliver(JSON.stringify({ type: 's2c_acknowledge_auth', ok: true }));
    await expect.poll(() => chat.view.status).toBe('syncing');
    socket.deliver(batch(history(1, EVENTS_PER_SLICE * 3)));
    socket.deliver(batch(history(EVENTS_PER_SLICE * 3 + 1, 2)));
    socket.onclose!({ code: 1006, reason: '', wasClean: false });
    // Nothing crosses in the task the frames arrived in.
    expect(chat.model.messageCount).toBe(0);
    await expect.poll(() => chat.view.status).toBe('waiting_to_retry');
    expect(chat.view.error).toBeUndefined();

    const { chat: direct, raw } = chatOver((socket) => socket);
    raw.onmessage!({ data: batch(history(1, EVENTS_PER_SLICE * 3)) });
    raw.onmessage!({ data: batch(history(EVENTS_PER_SLICE * 3 + 1, 2)) });
    expect(texts(chat)).toEqual(texts(direct));
    expect(chat.model.messageCount).toBe(EVENTS_PER_SLICE * 3 + 2);
  });

  it('reports a large malformed frame exactly as an unsliced one', async () => {
    const { chat, opened } = chatInWorker();
    await expect.poll(() => opened.length).toBe(1);
    opened[0]!.onopen!();
    opened[0]!.deliver(JSON.stringify({ type: 's2c_acknowledge_auth', ok: true }));
    opened[0]!.deliver(`{"type":"s2c_event_batch","events":[${'1,'.repeat(10_000)}`);
    await expect.poll(() => chat.view.status).toBe('errored');
    expect(chat.view.error).toMatch(/not valid JSON/);
  });

  it('hands a large frame on as its slices, one message each', () => {
    const { relay, opened, posted } = relayed();
    relay({ id: 3, type: 'open', url: 'ws://test/a', minLength: 10_000 });
    const text = batch(history(1, EVENTS_PER_SLICE * 2 + 1));
    opened[0]!.deliver(text);
    expect(posted.map(([message]) => message)).toEqual(
      [...sliceFrame(text)].map((slice) => ({
        id: 3,
        type: 'message',
        data: slice,
        arrivedAt: WORKER_ORIGIN + ARRIVED,
      })),
    );
    expect(posted).toHaveLength(3);
  });

  it('hands short frames on as they came and moves binary ones across without a copy', () => {
    const { relay, opened, posted } = relayed();
    relay({ id: 7, type: 'open', url: 'ws://test/a', minLength: 10_000 });
    const bytes = new ArrayBuffer(4);
    opened[0]!.deliver(batch(history(1, 2)));
    opened[0]!.deliver(bytes);
    expect(posted).toEqual([
      [{ id: 7, type: 'message', data: batch(history(1, 2)), arrivedAt: WORKER_ORIGIN + ARRIVED }, undefined],
      [{ id: 7, type: 'message', data: bytes, arrivedAt: WORKER_ORIGIN + ARRIVED }, [bytes]],
    ]);
  });

  it('sends and closes for the page, and forgets a socket once it closed', () => {
    const { relay, opened, posted } = relayed();
    relay({ id: 1, type: 'open', url: 'ws://test/a', minLength: 10 });
    relay({ id: 1, type: 'send', data: 'hello' });
    relay({ id: 1, type: 'close', code: 1000, reason: 'bye' });
    expect(opened[0]!.sent).toEqual(['hello']);
    expect(opened[0]!.closed).toEqual([1000, 'bye']);
    opened[0]!.onclose!({ code: 1000, reason: 'bye', wasClean: true });
    relay({ id: 1, type: 'send', data: 'late' });
    expect(opened[0]!.sent).toEqual(['hello']);
    expect(posted.map(([message]) => message)).toEqual([
      { id: 1, type: 'close', code: 1000, reason: 'bye', wasClean: true },
    ]);
  });

  it('reports a send the socket cannot make, and an address it refuses, as the page WebSocket would', () => {
    const { relay, opened, posted } = relayed();
    relay({ id: 1, type: 'open', url: 'http://not-a-socket', minLength: 10 });
    relay({ id: 2, type: 'open', url: 'ws://test/a', minLength: 10 });
    opened[0]!.send = () => {
      throw new DOMException('Still in CONNECTING state', 'InvalidStateError');
    };
    relay({ id: 2, type: 'send', data: 'too early' });
    expect(posted.map(([message]) => message)).toEqual([
      { id: 1, type: 'error' },
      { id: 1, type: 'close', code: 1006, reason: '', wasClean: false },
      { id: 2, type: 'error' },
    ]);
  });
});

describe('workerSockets', () => {
  function fakeWorker() {
    const posted: ToSocketWorker[] = [];
    const worker = {
      onmessage: null as ((event: { data: FromSocketWorker }) => void) | null,
      onerror: null as (() => void) | null,
      terminate: vi.fn(),
      postMessage: (command: ToSocketWorker) => posted.push(command),
    };
    return { worker, posted };
  }

  it('opens every socket in one worker and hands each its own events', () => {
    const { worker, posted } = fakeWorker();
    const createWorker = vi.fn(() => worker as unknown as Worker);
    const open = workerSockets(createWorker, 10, noFallback);
    const [first, second] = [open('ws://test/a'), open('ws://test/b')];
    const seen: unknown[] = [];
    first.onmessage = ({ data, timeStamp }) => seen.push(['first', data, timeStamp]);
    second.onmessage = ({ data, timeStamp }) => seen.push(['second', data, timeStamp]);
    // Arrivals in epoch ms; the page's sockets report them on the page's clock, as its WebSocket events would.
    const at = (pageTime: number) => performance.timeOrigin + pageTime;
    worker.onmessage!({ data: { id: 2, type: 'message', data: 'to b', arrivedAt: at(40) } });
    worker.onmessage!({ data: { id: 1, type: 'message', data: 'to a', arrivedAt: at(41) } });
    second.send('from b');
    expect(createWorker).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([
      // Epoch and page times are large and small floats: the difference is exact to well under a microsecond.
      ['second', 'to b', expect.closeTo(40, 6)],
      ['first', 'to a', expect.closeTo(41, 6)],
    ]);
    expect(posted).toEqual([
      { id: 1, type: 'open', url: 'ws://test/a', minLength: 10 },
      { id: 2, type: 'open', url: 'ws://test/b', minLength: 10 },
      { id: 2, type: 'send', data: 'from b' },
    ]);
  });

  it('closes the sockets of a failed worker as dropped and opens later ones on the page', () => {
    const { worker } = fakeWorker();
    const pageSocket = rawSocket();
    const fallback = vi.fn(() => pageSocket);
    const open = workerSockets(() => worker as unknown as Worker, 10, fallback);
    const socket = open('ws://test/a');
    const closes: unknown[] = [];
    socket.onclose = (event) => closes.push(event);
    worker.onerror!();
    expect(closes).toEqual([{ code: 1006, reason: '', wasClean: false }]);
    expect(worker.terminate).toHaveBeenCalled();
    expect(open('ws://test/b')).toBe(pageSocket);
    expect(fallback).toHaveBeenCalledWith('ws://test/b');
  });

  it('opens sockets on the page when no worker can start', () => {
    const pageSocket = rawSocket();
    const open = workerSockets(
      () => {
        throw new Error('refused by the page policy');
      },
      10,
      () => pageSocket,
    );
    expect(open('ws://test/a')).toBe(pageSocket);
  });
});
