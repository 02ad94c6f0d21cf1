import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import type { ChatEventBody } from '../../src/live/chatEvents';
import { createChatConnection, type ChatConnection } from '../../src/live/chatConnection';
import type { AssistantEmulator } from '../../simulator/emulators/assistant';
import { createInProcessSimulation, inProcessSocketFactory } from '../../simulator/inprocess';

const EVENTS = Number(process.env.CHAOS_EVENTS ?? 10_000);
const DROPS = Number(process.env.CHAOS_DROPS ?? 1_000);
/** Chat retries back off to 32 s and never reset, so 1,000 drops span about 37,000 s: the stream does too. */
const EVENT_INTERVAL_MS = 3_500;
const OPEN: ReadonlySet<string> = new Set(['connecting', 'authorizing', 'syncing', 'connected_recently', 'connected']);

/** A varied, deterministic stream: messages of both sides, files and their states, settings. */
function eventAt(i: number): ChatEventBody {
  switch (i % 7) {
    case 0:
      return { type: 'user_chat_message', user_uid: 'member', message_format: 'text/plain', message: `question ${i}` };
    case 1:
      return { type: 'assistant_chat_message', message_format: 'text/markdown', message: `**answer** ${i}` };
    case 2:
      return { type: 'file_upload_started', file_upload_uid: `file-${i}`, file_name: `model-${i}.xlsx`, size_bytes: i };
    case 3:
      return { type: 'file_upload_state_changed', file_upload_uid: `file-${i - 1}`, state: `state-${i}` };
    case 4:
      return { type: 'assistant_status_message', message_format: 'text/plain', message: `working ${i}` };
    case 5:
      return { type: 'set_purpose', purpose: `purpose ${i}` };
    default:
      return { type: 'set_user_messages_allowed', allowed: i % 2 === 0 };
  }
}

function run(drops: number, seed: number) {
  const clock = new VirtualClock();
  const sim = createInProcessSimulation({
    scenario: { name: 'chaos', description: '', emulators: ['assistant'] },
    clock,
    seed,
  });
  const assistant = sim.simulation.emulator<AssistantEmulator>('assistant');
  const chat = assistant.chats.create('org-demo');
  let emitted = 0;
  const emitter = clock.setInterval(() => {
    assistant.chats.append(chat, eventAt(emitted++));
    if (emitted === EVENTS) clock.clearTimeout(emitter);
  }, EVENT_INTERVAL_MS);

  const connection = createChatConnection({
    url: 'ws://sim.test/api/2/chat',
    organizationUid: 'org-demo',
    chatUid: chat.uid,
    clock,
    random: seededRandom(seed),
    createSocket: inProcessSocketFactory(sim.simulation, clock),
  });
  connection.start();

  // Each drop hits an open socket at a seeded random moment: while connecting, authenticating, replaying or live.
  const chaos = seededRandom(seed + 1);
  let dropped = 0;
  while (dropped < drops) {
    while (!OPEN.has(connection.view.status)) clock.advance(500);
    clock.advance(chaos.int(0, 6_000));
    dropped += sim.simulation.dropSockets('/api/2/chat');
  }
  while (emitted < EVENTS) clock.advance(EVENT_INTERVAL_MS);
  clock.advance(120_000);
  return { connection, dropped, events: chat.events };
}

const snapshot = ({ model, view }: ChatConnection) => ({
  status: view.status,
  messages: model.batches.flat(),
  fileUploads: [...model.fileUploads.values()],
  purpose: model.purpose,
  userMessagesAllowed: model.userMessagesAllowed,
  statusMessage: model.status,
});

describe('chat under chaos', () => {
  it(`ends in the same state after ${EVENTS} events and ${DROPS} drops as without drops`, { timeout: 300_000 }, () => {
    const calm = run(0, 5);
    const stormy = run(DROPS, 5);
    expect(stormy.dropped).toBe(DROPS);
    expect(calm.events).toHaveLength(EVENTS);
    const expected = snapshot(calm.connection);
    const actual = snapshot(stormy.connection);
    expect(actual.status).toMatch(/^connected/);
    // No message lost or shown twice.
    const uids = actual.messages.map((message) => message.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect(actual.messages.length).toBe(
      calm.events.filter((e) => /chat_message|file_upload_started/.test(e.event.type)).length,
    );
    expect(actual).toEqual(expected);
  });
});
