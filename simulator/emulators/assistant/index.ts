import type { ChatEventBody } from '../../../src/live/chatEvents';
import type { EventEnvelope } from '../../../src/live/frames';
import { errorResponse } from '../../core/simulation';
import type {
  Emulator,
  EmulatorFactory,
  Frame,
  SimContext,
  SimRequest,
  SimResponse,
  SocketPeer,
  SocketSession,
} from '../../core/types';
import { answerFor, pitchIntroduction } from './answers';
import { ChatStore, type ChatRecord } from './chatStore';

export const DEMO_ORGANIZATION = { organization_uid: 'org-demo', organization_name: 'Demo Capital' };
/** Events per s2c_event_batch when replaying history. */
export const HISTORY_BATCH_SIZE = 50;

export interface AssistantEmulator extends Emulator {
  readonly chats: ChatStore;
}

type Body = Record<string, unknown>;

const bodyOf = (request: SimRequest): Body =>
  request.body.kind === 'json' && typeof request.body.value === 'object' && request.body.value !== null
    ? (request.body.value as Body)
    : {};

/** Checks the named string fields of a request body; returns the 400 to send, if any. */
function missing(body: Body, ...fields: string[]): SimResponse | undefined {
  const bad = fields.find((field) => typeof body[field] !== 'string' || (body[field] as string).trim() === '');
  return bad ? errorResponse(400, 'invalid_argument', `${bad} must be a non-empty string`) : undefined;
}

/** The assistant API (assistant app spec, section 7) and its chat socket, with a scripted assistant. */
export const assistantEmulator: EmulatorFactory = (context) => {
  const chats = new ChatStore();
  const later = (ms: number, action: () => void) => context.clock.setTimeout(action, ms);

  const reply = (chat: ChatRecord, query: string, delay = 0) => {
    chats.append(chat, {
      type: 'user_chat_message',
      user_uid: 'member-demo',
      message_format: 'text/plain',
      message: query,
    });
    later(delay + 300, () =>
      chats.append(chat, { type: 'assistant_status_message', message_format: 'text/plain', message: 'Thinking…' }),
    );
    later(delay + 1_200, () =>
      chats.append(
        chat,
        { type: 'clear_assistant_status_message' },
        { type: 'assistant_chat_message', message_format: 'text/markdown', message: answerFor(query, chat) },
      ),
    );
  };

  const startPitch = (chat: ChatRecord, company: string) => {
    const steps: [number, ChatEventBody][] = [
      [
        200,
        {
          type: 'select_agent',
          roles: ['ipo_banker'],
          agent_uid: 'agent-ipo',
          agent_name: 'IPO Pitch Agent',
          reasoning: 'The member asked for an IPO pitch.',
        },
      ],
      [400, { type: 'joined', agent_plan_uid: `plan-${chat.uid}` }],
      [600, { type: 'set_purpose', purpose: `IPO pitch for ${company}` }],
      [800, { type: 'assistant_status_message', message_format: 'text/plain', message: `Researching ${company}…` }],
      [1_800, { type: 'assistant_status_message', message_format: 'text/plain', message: 'Drafting the cover page…' }],
      [2_800, { type: 'clear_assistant_status_message' }],
      [2_900, { type: 'assistant_chat_message', message_format: 'text/markdown', message: pitchIntroduction(company) }],
      [3_000, { type: 'set_file_uploads_allowed', allowed: true }],
    ];
    for (const [at, event] of steps) later(at, () => chats.append(chat, event));
  };

  const routes: Record<string, (body: Body) => SimResponse> = {
    'GET /api/1/users/self/organization': () => ({ status: 200, body: DEMO_ORGANIZATION }),
    'POST /api/1/chats/create_with_query': (body) => {
      const invalid = missing(body, 'organization', 'query');
      if (invalid) return invalid;
      const chat = chats.create(body.organization as string);
      reply(chat, body.query as string, 100);
      return { status: 200, body: { chat_uid: chat.uid } };
    },
    'POST /api/1/chats/create_for_ipo_pitch': (body) => {
      const invalid = missing(body, 'organization', 'query');
      if (invalid) return invalid;
      const chat = chats.create(body.organization as string);
      startPitch(chat, (body.query as string).trim());
      return { status: 200, body: { chat_uid: chat.uid } };
    },
    'POST /api/1/chats/respond_with_query': (body) => {
      const invalid = missing(body, 'organization', 'chat_uid', 'query');
      if (invalid) return invalid;
      const chat = chats.get(body.chat_uid as string);
      if (!chat || chat.organizationUid !== body.organization)
        return errorResponse(404, 'chat_not_found', 'No such chat');
      reply(chat, body.query as string);
      return { status: 200, body: {} };
    },
  };

  const emulator: AssistantEmulator = {
    name: 'assistant',
    chats,
    http: (request) => routes[`${request.method} ${request.path}`]?.(bodyOf(request)),
    socket: (path, _query, peer) => (path === '/api/2/chat' ? chatSocket(chats, peer, context) : undefined),
  };
  return emulator;
};

/** One chat socket: waits for c2s_auth, acknowledges, replays the history in batches, then streams live. */
function chatSocket(chats: ChatStore, peer: SocketPeer, _context: SimContext): SocketSession {
  let chat: ChatRecord | undefined;
  const push = (events: EventEnvelope<ChatEventBody>[]) =>
    peer.send(JSON.stringify({ type: 's2c_event_batch', events }));
  const refuse = () => peer.send(JSON.stringify({ type: 's2c_acknowledge_auth', ok: false }));
  return {
    receive(frame: Frame) {
      if (chat) return; // Nothing else is expected from the client on this socket.
      const auth = parseAuth(frame);
      const found = auth && chats.get(auth.chat_uid);
      if (!found || found.organizationUid !== auth?.organization_uid) return refuse();
      chat = found;
      peer.send(JSON.stringify({ type: 's2c_acknowledge_auth', ok: true }));
      for (let i = 0; i < chat.events.length; i += HISTORY_BATCH_SIZE)
        push(chat.events.slice(i, i + HISTORY_BATCH_SIZE));
      chat.listeners.add(push);
    },
    closed() {
      chat?.listeners.delete(push);
    },
  };
}

function parseAuth(frame: Frame): { organization_uid: string; chat_uid: string } | undefined {
  if (typeof frame !== 'string') return undefined;
  try {
    const value = JSON.parse(frame) as Record<string, unknown>;
    return value.type === 'c2s_auth' && typeof value.organization_uid === 'string' && typeof value.chat_uid === 'string'
      ? { organization_uid: value.organization_uid, chat_uid: value.chat_uid }
      : undefined;
  } catch {
    return undefined;
  }
}
