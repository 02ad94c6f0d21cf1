import type { ChatEventBody } from '../../../src/live/chatEvents';
import type { EventEnvelope } from '../../../src/live/frames';

/** Builders for scripted chat events: short to read in a scenario, typed like the real protocol. */
export const chatEvent = (order: number, event: ChatEventBody, uid = `evt-${order}`): EventEnvelope<ChatEventBody> => ({
  uid,
  event_order: order,
  event,
});

export const userSays = (order: number, message: string, uid?: string) =>
  chatEvent(order, { type: 'user_chat_message', user_uid: 'member-demo', message_format: 'text/plain', message }, uid);

export const assistantSays = (order: number, message: string, format = 'text/markdown', uid?: string) =>
  chatEvent(order, { type: 'assistant_chat_message', message_format: format, message }, uid);

/** A short pitch conversation used as the history of most chat scenarios. */
export const pitchHistory = (): EventEnvelope<ChatEventBody>[] => [
  chatEvent(1, {
    type: 'select_agent',
    roles: ['ipo_banker'],
    agent_uid: 'agent-ipo',
    agent_name: 'IPO Pitch Agent',
    reasoning: null,
  }),
  chatEvent(2, { type: 'set_purpose', purpose: 'IPO pitch for Acme Robotics' }),
  assistantSays(
    3,
    '## IPO pitch: Acme Robotics\n\nAcme Robotics builds **warehouse automation**. I drafted a first cover page.',
  ),
  userSays(4, 'What valuation range should we show?'),
  assistantSays(
    5,
    'A first range of **$2.1–2.6B** uses revenue multiples of listed peers:\n\n| Peer | EV / revenue |\n|---|---|\n| Peer A | 6.2× |\n| Peer B | 7.4× |',
  ),
];
