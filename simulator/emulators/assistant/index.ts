import type { ChatEventBody } from '../../../src/live/chatEvents';
import type { OutputEventBody } from '../../../src/live/outputEvents';
import { matchPath } from '../../core/pathPattern';
import { errorResponse } from '../../core/simulation';
import type { Emulator, EmulatorFactory, SimRequest, SimResponse } from '../../core/types';
import { answerFor, companyProfile, pitchIntroduction } from './answers';
import { ChatStore, type ChatLog } from './chatStore';
import { serveEventLog } from './eventLog';
import { UploadDesk } from './uploads';

export const DEMO_ORGANIZATION = { organization_uid: 'org-demo', organization_name: 'Demo Capital' };

export interface AssistantEmulator extends Emulator {
  readonly chats: ChatStore;
  readonly uploads: UploadDesk;
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
  const uploads = new UploadDesk(context);
  const later = (ms: number, action: () => void) => context.clock.setTimeout(action, ms);

  const reply = (chat: ChatLog, query: string, delay = 0) => {
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

  /** The output builds up live beside the pitch: section, company, structure, cover, then a revision. */
  const buildOutput = (chat: ChatLog, company: string) => {
    const output = chats.createOutput(chat.organizationUid);
    const profile = companyProfile(company);
    const cover = (version: number, subtitle: string) => ({ type: 'root--ipo-simple-cover', version, subtitle });
    const steps: [number, () => void][] = [
      [1_000, () => output.append({ type: 'section-inserted', uid: 'section-cover', name: 'Cover', section_order: 1 })],
      [
        1_200,
        () => output.append({ type: 'company-added', uid: 'company-target', name: company, public_company_uid: null }),
      ],
      [
        1_400,
        () =>
          output.append({
            type: 'ipo-structure-added',
            uid: 'structure-ipo',
            target_genios_output_company_uid: 'company-target',
          }),
      ],
      [1_500, () => output.append({ type: 'user-added', uid: 'user-owner', user_uid: 'member-demo', role: 'owner' })],
      [
        1_600,
        () =>
          output.append({
            type: 'page-inserted',
            uid: 'page-cover',
            page_order: 1,
            section_uids: ['section-cover'],
            contents: cover(1, 'Initial public offering'),
          } satisfies OutputEventBody),
      ],
      [
        3_200,
        () =>
          chats.append(chat, {
            type: 'genios_output_associated',
            genios_output_uid: output.uid,
            reasoning: 'The IPO simple cover is ready to review.',
          }),
      ],
      [
        4_500,
        () =>
          output.append({
            type: 'page-replaced',
            uid: 'page-cover',
            contents: cover(
              2,
              `Proposed **${profile.exchange}** listing · indicative raise of $${profile.raiseMillions}M`,
            ),
          }),
      ],
    ];
    for (const [at, step] of steps) later(at, step);
  };

  const startPitch = (chat: ChatLog, company: string) => {
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
    buildOutput(chat, company);
  };

  const routes: Record<string, (body: Body, request: SimRequest) => SimResponse | Promise<SimResponse>> = {
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
    'POST /api/1/chats/start_file_upload': (body) => {
      const invalid = missing(body, 'organization', 'chat_uid');
      if (invalid) return invalid;
      const chat = chats.get(body.chat_uid as string);
      if (!chat || chat.organizationUid !== body.organization)
        return errorResponse(404, 'chat_not_found', 'No such chat');
      return uploads.start(chat, body.name, body.size_bytes);
    },
    'POST /api/1/chats/add_file_upload_part': (_body, request) => uploads.addPart(request),
  };

  const emulator: AssistantEmulator = {
    name: 'assistant',
    chats,
    uploads,
    http: (request) => {
      const inspected = matchPath('/__simulator/file_uploads/:uid', request.path);
      if (inspected && request.method === 'GET') return uploads.inspect(inspected.uid!);
      return routes[`${request.method} ${request.path}`]?.(bodyOf(request), request);
    },
    socket: (path, _query, peer) => {
      if (path === '/api/2/chat') return serveEventLog(peer, (auth) => chats.get(String(auth.chat_uid)));
      if (path === '/api/2/output') return serveEventLog(peer, (auth) => chats.output(String(auth.genios_output_uid)));
      return undefined;
    },
  };
  return emulator;
};
