import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import { createChatConnection } from '../../src/live/chatConnection';
import type { NetworkListener, SocketLike } from '../../src/live/liveConnection';
import { createInProcessSimulation, inProcessSocketFactory } from '../../simulator/inprocess';
import { hostileFramesScenario } from '../../simulator/scenarios';

const base = { url: 'ws://sim.test/api/2/chat', organizationUid: 'org-demo', chatUid: 'chat-1' };

describe('ChatConnection against the simulator', () => {
  it('authenticates, then a malformed frame puts it in errored, which closes after 1 s', () => {
    const clock = new VirtualClock();
    const sim = createInProcessSimulation({ scenario: hostileFramesScenario, clock });
    const chat = createChatConnection({
      ...base,
      clock,
      random: seededRandom(1),
      createSocket: inProcessSocketFactory(sim.simulation, clock),
    });
    chat.start();
    expect(chat.view.status).toBe('connecting');
    clock.advance(0);
    expect(chat.view.status).toBe('authorizing');
    clock.advance(20);
    expect(chat.view.status).toBe('syncing');
    clock.advance(100);
    expect(chat.view.status).toBe('errored');
    expect(chat.view.error).toMatch(/not valid JSON/);
    clock.advance(999);
    expect(chat.view.status).toBe('errored');
    clock.advance(1);
    expect(chat.view.status).toBe('closed');
    const c2s = sim.simulation.transcript.entries.filter((entry) => entry.kind === 'c2s');
    expect(c2s).toHaveLength(1);
    expect(JSON.parse((c2s[0] as { frame: string }).frame)).toEqual({
      type: 'c2s_auth',
      organization_uid: 'org-demo',
      chat_uid: 'chat-1',
    });
  });
});

describe('ChatConnection runtime', () => {
  function fakeSockets() {
    const sockets: (SocketLike & { sent: string[]; closedByClient: boolean })[] = [];
    const createSocket = () => {
      const socket = {
        sent: [] as string[],
        closedByClient: false,
        onopen: null,
        onmessage: null,
        onclose: null,
        onerror: null,
        send(data: string) {
          socket.sent.push(data);
        },
        close() {
          socket.closedByClient = true;
        },
      } as SocketLike & { sent: string[]; closedByClient: boolean };
      sockets.push(socket);
      return socket;
    };
    return { sockets, createSocket };
  }

  const ack = JSON.stringify({ type: 's2c_acknowledge_auth', ok: true });
  const userMessage = (order: number, text: string) =>
    JSON.stringify({
      type: 's2c_event_batch',
      events: [
        {
          uid: `u${order}`,
          event_order: order,
          event: { type: 'user_chat_message', user_uid: 'm', message_format: 'text/plain', message: text },
        },
      ],
    });

  it('clears a pending message after 10 s of connected time, and keeps it while disconnected', () => {
    const clock = new VirtualClock();
    const { sockets, createSocket } = fakeSockets();
    const chat = createChatConnection({ ...base, clock, random: seededRandom(1), createSocket });
    chat.start();
    chat.addPending('hello');
    clock.advance(45_000);
    // Never connected: the 30 s connect time-out fired and it retried at once; the message still waits.
    expect(chat.view).toMatchObject({ status: 'connecting', retries: 1 });
    expect(chat.view.pending.map((message) => message.text)).toEqual(['hello']);
    const socket = sockets.at(-1)!;
    socket.onopen?.({});
    socket.onmessage?.({ data: ack });
    clock.advance(1_000);
    expect(chat.view.status).toBe('connected_recently');
    clock.advance(9_999);
    expect(chat.view.pending).toHaveLength(1);
    clock.advance(1);
    expect(chat.view.pending).toEqual([]);
  });

  it('a real user message confirms the pending one', () => {
    const clock = new VirtualClock();
    const { sockets, createSocket } = fakeSockets();
    const chat = createChatConnection({ ...base, clock, random: seededRandom(1), createSocket });
    chat.start();
    sockets[0]!.onopen?.({});
    sockets[0]!.onmessage?.({ data: ack });
    chat.addPending('hello');
    sockets[0]!.onmessage?.({ data: userMessage(1, 'hello') });
    expect(chat.view.pending).toEqual([]);
    expect(chat.view.messageCount).toBe(1);
    expect(chat.view.batches[0]![0]).toMatchObject({ kind: 'user', text: 'hello' });
  });

  it('ignores late events from a socket it already replaced, and wakes up at once', () => {
    const clock = new VirtualClock();
    const { sockets, createSocket } = fakeSockets();
    let wake: () => unknown = () => undefined;
    const chat = createChatConnection({
      ...base,
      clock,
      random: seededRandom(1),
      createSocket,
      network: (listener) => ((wake = listener.wake), () => undefined),
    });
    chat.start();
    const first = sockets[0]!;
    const onclose = first.onclose!;
    onclose({});
    expect(first.closedByClient).toBe(true);
    clock.advance(0);
    expect(sockets).toHaveLength(2);
    onclose({});
    expect(chat.view.status).toBe('connecting');
    sockets[1]!.onclose?.({});
    expect(chat.view.status).toBe('waiting_to_retry');
    wake();
    expect(chat.view).toMatchObject({ status: 'connecting', retries: 2 });
    expect(sockets).toHaveLength(3);
  });

  it('takes the browser going offline as a drop: the socket closes and the chat says it is reconnecting', () => {
    const clock = new VirtualClock();
    const { sockets, createSocket } = fakeSockets();
    let network: NetworkListener | undefined;
    let listening = false;
    const chat = createChatConnection({
      ...base,
      clock,
      random: seededRandom(1),
      createSocket,
      network: (listener) => ((network = listener), (listening = true), () => void (listening = false)),
    });
    chat.start();
    sockets[0]!.onopen?.({});
    network!.offline();
    expect(chat.view.status).toBe('waiting_to_retry');
    expect(sockets[0]!.closedByClient).toBe(true);
    network!.wake();
    expect(chat.view.status).toBe('connecting');
    expect(sockets).toHaveLength(2);
    chat.close();
    expect(listening).toBe(false);
  });
});
