import type { Scenario, SocketStep } from '../../core/scenario';
import { assistantSays, chatEvent, pitchHistory, userSays } from './events';

const CHAT = '/api/2/chat';
const authorised: SocketStep = { onClientFrame: true, after: 50, do: 'ack', ok: true };
const history: SocketStep = { after: 50, do: 'batch', events: pitchHistory() };

/** A chat that connects, replays its history and stays quiet: the steady state. */
export const chatConnectedScenario: Scenario = {
  name: 'chat-connected',
  description: 'The pitch history replays and the socket stays open.',
  sockets: [{ path: CHAT, connections: [{ steps: [authorised, history], then: 'hold' }] }],
};

export const chatDropReconnectScenario: Scenario = {
  name: 'chat-drop-reconnect',
  description: 'The socket drops after the history; the client retries at once and receives one new message.',
  sockets: [
    {
      path: CHAT,
      connections: [
        { steps: [authorised, history, { after: 2_000, do: 'close', code: 1006, reason: 'network blip' }] },
        {
          steps: [
            authorised,
            history,
            { after: 200, do: 'batch', events: [assistantSays(6, 'Welcome back: nothing was lost.')] },
          ],
          then: 'hold',
        },
      ],
    },
  ],
};

export const chatAuthRefusedScenario: Scenario = {
  name: 'chat-auth-refused',
  description: 'The server does not accept the authentication: errored, closed after 1 s.',
  sockets: [
    { path: CHAT, connections: [{ steps: [{ onClientFrame: true, after: 50, do: 'ack', ok: false }], then: 'hold' }] },
  ],
};

export const chatOutOfOrderScenario: Scenario = {
  name: 'chat-out-of-order',
  description: 'An event arrives with an event_order that does not increase: errored.',
  sockets: [
    {
      path: CHAT,
      connections: [
        {
          steps: [
            authorised,
            history,
            { after: 300, do: 'batch', events: [assistantSays(5, 'Late and out of order', 'text/plain', 'evt-dup')] },
          ],
          then: 'hold',
        },
      ],
    },
  ],
};

export const chatMalformedFrameScenario: Scenario = {
  name: 'chat-malformed-frame',
  description: 'A frame that is not JSON, after the history: errored.',
  sockets: [
    {
      path: CHAT,
      connections: [
        {
          steps: [authorised, history, { after: 300, do: 'send', frame: '{"type":"s2c_event_batch","events":[' }],
          then: 'hold',
        },
      ],
    },
  ],
};

export const chatSyncMismatchScenario: Scenario = {
  name: 'chat-sync-mismatch',
  description: 'After a reconnect the server replays a different history: the chat is rebuilt from it.',
  sockets: [
    {
      path: CHAT,
      connections: [
        { steps: [authorised, history, { after: 1_500, do: 'close', code: 1012, reason: 'service restart' }] },
        {
          steps: [
            authorised,
            {
              after: 50,
              do: 'batch',
              events: [
                ...pitchHistory().slice(0, 3),
                userSays(4, 'Rewritten question: can we list in London?', 'evt-4b'),
                assistantSays(
                  5,
                  'Yes: a **London** listing is possible with a premium segment.',
                  'text/markdown',
                  'evt-5b',
                ),
              ],
            },
          ],
          then: 'hold',
        },
      ],
    },
  ],
};

export const chatPendingTimeoutScenario: Scenario = {
  name: 'chat-pending-timeout',
  description: 'respond_with_query succeeds but the message never comes back: it stays pending for 10 s, then clears.',
  http: [{ method: 'POST', path: '/api/1/chats/respond_with_query', status: 200, body: {} }],
  sockets: [{ path: CHAT, connections: [{ steps: [authorised, history], then: 'hold' }] }],
};

export const chatCleanupTimeScenario: Scenario = {
  name: 'chat-cleanup-time',
  description: 'The server announces when the chat will be cleaned up, and turns off user messages.',
  sockets: [
    {
      path: CHAT,
      connections: [
        {
          steps: [
            authorised,
            history,
            {
              after: 100,
              do: 'batch',
              events: [
                chatEvent(6, { type: 'set_cleanup_time', cleanup_at: '2026-12-01T09:00:00Z' }),
                chatEvent(7, { type: 'set_user_messages_allowed', allowed: false }),
              ],
            },
          ],
          then: 'hold',
        },
      ],
    },
  ],
};

/** A long history (2,000 messages) to prove the list stays fast and renders only what is on screen. */
export const chatLongConversationScenario: Scenario = {
  name: 'chat-long-conversation',
  description: '2,000 messages replayed in batches of 100.',
  sockets: [
    {
      path: CHAT,
      connections: [
        {
          steps: [
            authorised,
            ...Array.from({ length: 20 }, (_, batch): SocketStep => ({
              after: 10,
              do: 'batch',
              events: Array.from({ length: 100 }, (_, i) => {
                const order = batch * 100 + i + 1;
                return order % 2 ? userSays(order, `Question ${order}`) : assistantSays(order, `Answer **${order}**`);
              }),
            })),
          ],
          then: 'hold',
        },
      ],
    },
  ],
};

export const chatLifecycleScenarios: Scenario[] = [
  chatConnectedScenario,
  chatDropReconnectScenario,
  chatAuthRefusedScenario,
  chatOutOfOrderScenario,
  chatMalformedFrameScenario,
  chatSyncMismatchScenario,
  chatPendingTimeoutScenario,
  chatCleanupTimeScenario,
  chatLongConversationScenario,
];
