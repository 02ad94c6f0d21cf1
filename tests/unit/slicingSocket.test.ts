import { describe, expect, it, vi } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import { createChatConnection } from '../../src/live/chatConnection';
import { EVENTS_PER_SLICE, sliceFrame } from '../../src/live/frameSlices';
import type { SocketLike } from '../../src/live/liveConnection';
import { SlicingSocket, workerFrameSlicer, type FrameSlicer } from '../../src/live/slicingSocket';
import { assistantSays, userSays } from '../../simulator/scenarios/chat/events';

const batch = (events: unknown[]) => JSON.stringify({ type: 's2c_event_batch', events });
const history = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    i % 2 ? assistantSays(from + i, `Answer **${from + i}**`) : userSays(from + i, `Question ${from + i}`),
  );

/** Slices in this thread, one slice per macrotask, as a worker's messages would arrive. */
const taskSlicer = (delivered: string[]): FrameSlicer => ({
  minLength: 10_000,
  prepare: () => undefined,
  async slice(text, onSlice) {
    for (const slice of sliceFrame(text)) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      delivered.push(slice);
      onSlice(slice);
    }
  },
});

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

function chatOver(wrap: (socket: SocketLike) => SocketLike) {
  const raw = rawSocket();
  const chat = createChatConnection({
    url: 'ws://test/api/2/chat',
    organizationUid: 'org-1',
    chatUid: 'chat-1',
    clock: new VirtualClock(),
    random: seededRandom(1),
    createSocket: () => wrap(raw),
  });
  chat.start();
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

describe('SlicingSocket', () => {
  it('applies a large frame in slices, each in its own task, and keeps later frames and the close in order', async () => {
    const delivered: string[] = [];
    const { chat, raw } = chatOver((socket) => new SlicingSocket(socket, taskSlicer(delivered)));
    raw.onmessage!({ data: batch(history(1, EVENTS_PER_SLICE * 3)) });
    raw.onmessage!({ data: batch(history(EVENTS_PER_SLICE * 3 + 1, 2)) });
    raw.onclose!({});
    // Nothing of the large frame is applied in the task it arrived in.
    expect(chat.model.messageCount).toBe(0);
    expect(chat.view.status).toBe('syncing');
    await expect.poll(() => chat.view.status).toBe('waiting_to_retry');
    expect(delivered).toHaveLength(3);
    expect(chat.view.error).toBeUndefined();

    const { chat: direct, raw: directRaw } = chatOver((socket) => socket);
    directRaw.onmessage!({ data: batch(history(1, EVENTS_PER_SLICE * 3)) });
    directRaw.onmessage!({ data: batch(history(EVENTS_PER_SLICE * 3 + 1, 2)) });
    expect(texts(chat)).toEqual(texts(direct));
    expect(chat.model.messageCount).toBe(EVENTS_PER_SLICE * 3 + 2);
  });

  it('hands short frames on in the task they arrived in', () => {
    const { chat, raw } = chatOver((socket) => new SlicingSocket(socket, taskSlicer([])));
    raw.onmessage!({ data: batch(history(1, 2)) });
    expect(chat.model.messageCount).toBe(2);
  });

  it('reports a large malformed frame exactly as an unsliced one', async () => {
    const { chat, raw } = chatOver((socket) => new SlicingSocket(socket, taskSlicer([])));
    raw.onmessage!({ data: `{"type":"s2c_event_batch","events":[${'1,'.repeat(10_000)}` });
    await expect.poll(() => chat.view.status).toBe('errored');
    expect(chat.view.error).toMatch(/not valid JSON/);
  });

  it('drops what is still being sliced once the connection closed the socket', async () => {
    const delivered: string[] = [];
    const { chat, raw } = chatOver((socket) => new SlicingSocket(socket, taskSlicer(delivered)));
    raw.onmessage!({ data: batch(history(1, EVENTS_PER_SLICE * 3)) });
    chat.close();
    expect(raw.closed).toBe(true);
    await expect.poll(() => delivered.length).toBe(3);
    expect(chat.model.messageCount).toBe(0);
  });

  it('starts the worker when the socket is made, so the first large frame does not wait for it', () => {
    const posted: unknown[] = [];
    const worker = { postMessage: (message: unknown) => posted.push(message) } as unknown as Worker;
    const createWorker = vi.fn(() => worker);
    const raw = rawSocket();
    const socket = new SlicingSocket(raw, workerFrameSlicer(createWorker, 10));
    expect(createWorker).toHaveBeenCalledTimes(1);
    socket.onmessage = () => undefined;
    raw.onmessage!({ data: batch(history(1, 5)) });
    expect(posted).toHaveLength(1);
    expect(createWorker).toHaveBeenCalledTimes(1);
  });
});
