import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import { createChatConnection } from '../../src/live/chatConnection';
import type { Scenario } from '../../simulator/core/scenario';
import { createInProcessSimulation, inProcessSocketFactory } from '../../simulator/inprocess';
import { scenarios } from '../../simulator/scenarios';

function connect(name: string) {
  const clock = new VirtualClock();
  const sim = createInProcessSimulation({ scenario: scenarios[name] as Scenario, clock });
  const chat = createChatConnection({
    url: 'ws://sim.test/api/2/chat',
    organizationUid: 'org-demo',
    chatUid: 'chat-demo',
    clock,
    random: seededRandom(3),
    createSocket: inProcessSocketFactory(sim.simulation, clock),
  });
  chat.start();
  const texts = () => chat.model.batches.flat().map((message) => ('text' in message ? message.text : message.kind));
  return { clock, chat, texts, sim };
}

describe('chat lifecycle scenarios', () => {
  it('chat-connected: replays the history and settles', () => {
    const { clock, chat } = connect('chat-connected');
    clock.advance(1_200);
    expect(chat.view).toMatchObject({
      status: 'connected_recently',
      messageCount: 3,
      purpose: 'IPO pitch for Acme Robotics',
    });
    clock.advance(10_000);
    expect(chat.view.status).toBe('connected');
  });

  it('chat-drop-reconnect: retries at once, keeps every message exactly once', () => {
    const { clock, chat, texts } = connect('chat-drop-reconnect');
    const statuses: string[] = [];
    for (let t = 0; t < 2_100; t += 10) {
      clock.advance(10);
      if (statuses.at(-1) !== chat.view.status) statuses.push(chat.view.status);
    }
    // The first retry waits 0 s, so within the same 10 ms the client is already authenticating again.
    expect(statuses).toEqual(['authorizing', 'syncing', 'connected_recently', 'authorizing']);
    clock.advance(2_000);
    expect(chat.view).toMatchObject({ status: 'connected_recently', retries: 1 });
    expect(texts()).toHaveLength(4);
    expect(texts().at(-1)).toBe('Welcome back: nothing was lost.');
  });

  it.each([
    ['chat-auth-refused', 'Authentication was not accepted'],
    ['chat-out-of-order', 'Out-of-order event evt-dup'],
    ['chat-malformed-frame', 'not valid JSON'],
  ])('%s: errored, then closed 1 s later', (name, error) => {
    const { clock, chat } = connect(name);
    for (let t = 0; t < 1_000 && chat.view.status !== 'errored'; t += 10) clock.advance(10);
    expect(chat.view).toMatchObject({ status: 'errored' });
    expect(chat.view.error).toContain(error);
    clock.advance(1_000);
    expect(chat.view.status).toBe('closed');
  });

  it('chat-sync-mismatch: rebuilds the chat from the replayed history', () => {
    const { clock, chat, texts } = connect('chat-sync-mismatch');
    clock.advance(1_200);
    expect(texts()).toContain('What valuation range should we show?');
    clock.advance(3_000);
    expect(chat.view.status).toBe('connected_recently');
    expect(texts()).toContain('Rewritten question: can we list in London?');
    expect(texts()).not.toContain('What valuation range should we show?');
    expect(texts()).toHaveLength(3);
  });

  it('chat-pending-timeout: an unconfirmed message clears 10 s after sending while connected', () => {
    const { clock, chat } = connect('chat-pending-timeout');
    clock.advance(1_200);
    chat.addPending('Is anyone there?');
    clock.advance(9_999);
    expect(chat.view.pending).toHaveLength(1);
    clock.advance(1);
    expect(chat.view.pending).toEqual([]);
  });

  it('chat-cleanup-time: records the cleanup time and stops user messages', () => {
    const { clock, chat } = connect('chat-cleanup-time');
    clock.advance(1_000);
    expect(chat.view).toMatchObject({ cleanupAt: '2026-12-01T09:00:00Z', userMessagesAllowed: false });
  });

  it('chat-long-conversation: 2,000 messages in 200 batches of 10', () => {
    const { clock, chat } = connect('chat-long-conversation');
    clock.advance(2_000);
    expect(chat.view.messageCount).toBe(2_000);
    expect(chat.view.batches).toHaveLength(200);
  });
});
