import type { Scenario } from '../core/scenario';

const message = (order: number, text: string) => ({
  uid: `event-${order}`,
  event_order: order,
  event: { type: 'assistant_chat_message', message_format: 'text/markdown', message: text },
});

/**
 * A server that misbehaves in every way a client must survive: a failing HTTP call, malformed and
 * non-string frames, a close in mid-stream, a refused reconnect, and finally a socket that stalls.
 */
export const hostileFramesScenario: Scenario = {
  name: 'hostile-frames',
  description:
    'Malformed JSON, a binary frame, a batch whose events is not an array, a mid-stream close, a refusal, a stall.',
  seed: 7,
  emulators: ['echo'],
  http: [
    { method: 'GET', path: '/api/1/users/self/organization', status: 503, body: 'upstream unavailable', times: 1 },
    {
      method: 'GET',
      path: '/api/1/users/self/organization',
      status: 200,
      body: { organization_uid: 'org-demo' },
      delayMs: 50,
    },
  ],
  sockets: [
    {
      path: '/api/2/chat',
      connections: [
        {
          steps: [
            { onClientFrame: true, after: 20, do: 'ack', ok: true },
            { after: 100, do: 'send', frame: '{"type":"s2c_event_batch","events":' },
            { after: 100, do: 'sendBinary', bytes: [0, 159, 146, 150] },
            { after: 100, do: 'send', frame: '{"type":"s2c_event_batch","events":"not an array"}' },
            { after: 100, do: 'batch', events: [message(1, 'Hello'), message(2, '<img src=x onerror="alert(1)">')] },
            { after: 250, do: 'close', code: 1011, reason: 'mid-stream failure' },
          ],
        },
        { refuse: true },
        {
          steps: [
            { onClientFrame: true, do: 'ack', ok: true },
            { after: 100, do: 'batch', events: [message(1, 'Hello')] },
            { after: 100, do: 'stall' },
          ],
        },
      ],
    },
  ],
};
