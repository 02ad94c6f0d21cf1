import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { snapshot } from 'valtio/vanilla';
import { ChatMessageView } from '../../src/chat/ChatMessageView';
import { ChatPanel } from '../../src/chat/ChatPanel';
import { VirtualClock } from '../../src/core/clock';
import { seededRandom, type Random } from '../../src/core/random';
import { createChatConnection, type ChatView } from '../../src/live/chatConnection';
import type { ChatMessage } from '../../src/live/chatModel';
import type { SocketLike } from '../../src/live/liveConnection';
import { createOutputConnection, type OutputView } from '../../src/live/outputConnection';
import { OutputPageView } from '../../src/output/OutputPageView';
import { ThemeProvider } from '../../src/theme';
import {
  hostileFrameText,
  hostileJson,
  hostileNonString,
  hostileString,
  mutate,
  OBJECT_KEYS,
  pick,
} from './hostileValues';
import { quietSocket } from './quietSocket';

/**
 * Seeded hostile frames through the app's whole live path: the socket shell and its lifecycle, the frame
 * and event decoders, the chat and output models, the views they publish, and a render of the chat panel,
 * its messages and the output page. Nothing may throw out of it and no prototype may change; what the
 * protocol refuses puts the connection in errored, and the run reconnects as the member would.
 */

export interface FuzzOutcome {
  frames: number;
  /** Events the models accepted. */
  applied: number;
  /** Connections that ended in errored (a refused frame or a broken invariant) and were replaced. */
  errored: number;
  renders: number;
  /** Prototype members added or changed during the run: must stay empty. */
  pollution: string[];
}

const ACK = JSON.stringify({ type: 's2c_acknowledge_auth', ok: true });
const noop = () => undefined;

/** A socket the run drives by hand: it opens when told and hands frames to the connection. */
function manualSockets() {
  let current: SocketLike | undefined;
  const createSocket = () => {
    current = quietSocket();
    return current;
  };
  return {
    createSocket,
    deliver: (data: unknown) => current?.onmessage?.({ data }),
    open: () => current?.onopen?.({}),
  };
}

type Live<V> = { view: V; start(): void; close(): void };

/** One live socket under fuzz: replaced by a fresh connection whenever the last one gave up. */
function liveStream<V extends { status: string }>(
  clock: VirtualClock,
  create: (createSocket: () => SocketLike) => Live<V>,
) {
  let sockets = manualSockets();
  let connection = create(sockets.createSocket);
  let errored = 0;
  const connect = () => {
    connection.start();
    sockets.open();
    sockets.deliver(ACK);
  };
  connect();
  return {
    get view() {
      return connection.view;
    },
    get errored() {
      return errored;
    },
    deliver(data: unknown) {
      sockets.deliver(data);
      if (connection.view.status !== 'errored' && connection.view.status !== 'closed') return;
      errored++;
      clock.advance(1_000);
      connection.close();
      sockets = manualSockets();
      connection = create(sockets.createSocket);
      connect();
    },
  };
}

/** Plausible chat events, their text often hostile, their uids drawn from a small pool with object keys in it. */
function chatEvents(random: Random): Record<string, unknown> {
  const uid = random.int(0, 9) === 0 ? pick(random, OBJECT_KEYS) : `file-${random.int(0, 5)}`;
  const text = random.int(0, 3) === 0 ? hostileString(random) : `Answer **${random.int(0, 99)}**`;
  const format = pick(random, ['text/markdown', 'text/markdown', 'text/plain', 'TEXT/PLAIN; charset=utf-8', '']);
  const message = { message_format: format, message: text };
  return pick(random, [
    { type: 'assistant_chat_message', ...message },
    { type: 'assistant_chat_message', ...message },
    { type: 'user_chat_message', user_uid: 'member', ...message },
    { type: 'assistant_status_message', ...message },
    { type: 'clear_assistant_status_message' },
    { type: 'select_agent', roles: ['ipo'], agent_uid: 'a', agent_name: 'Agent', reasoning: null },
    { type: 'joined', agent_plan_uid: 'plan' },
    { type: 'set_purpose', purpose: text },
    { type: 'set_user_messages_allowed', allowed: random.int(0, 1) === 1 },
    { type: 'set_cleanup_time', cleanup_at: null },
    { type: 'set_file_uploads_allowed', allowed: true },
    { type: 'file_upload_started', file_upload_uid: uid, file_name: `${text.slice(0, 40)}.pdf`, size_bytes: 2_400 },
    { type: 'file_upload_state_changed', file_upload_uid: uid, state: pick(random, ['processed', 'failed', text]) },
    { type: 'genios_output_associated', genios_output_uid: uid, reasoning: null },
  ]);
}

/** Page contents: a cover, another page type, or contents that cannot be read. */
const contentsOf = (random: Random): unknown =>
  pick(random, [
    { type: 'root--ipo-simple-cover', version: random.int(1, 9), subtitle: 'Proposed **Nasdaq** listing' },
    { type: 'root--ipo-simple-cover', subtitle: hostileString(random) },
    { type: 'root--valuation-football-field' },
    { type: { toString: 1 } },
    hostileJson(random),
  ]);

/**
 * Output events that mostly keep the invariants, built against what the output already holds (so pages
 * get inserted and rendered), with hostile contents, names and uids.
 */
const outputEvents =
  (view: () => OutputView) =>
  (random: Random): Record<string, unknown> => {
    const { sections, pages, companies, structure } = view();
    const fresh = (prefix: string) =>
      random.int(0, 19) === 0 ? pick(random, OBJECT_KEYS) : `${prefix}-${random.int(0, 1e6)}`;
    const existing = (keys: string[], prefix: string) => (keys.length > 0 ? pick(random, keys) : fresh(prefix));
    const last = pages.at(-1);
    const page = () => (pages.length > 0 ? pick(random, pages).uid : fresh('page'));
    // Appending with the last page's chain keeps every section's pages together.
    const chain = last ? [...last.sectionUids] : [existing(Object.keys(sections), 'section')];
    const company = () => existing(Object.keys(companies), 'company');
    const name = () => (random.int(0, 3) === 0 ? hostileString(random) : 'Acme Robotics');
    return pick(random, [
      { type: 'section-inserted', uid: fresh('section'), name: name(), section_order: random.int(0, 9) },
      {
        type: 'page-inserted',
        uid: fresh('page'),
        page_order: (last?.order ?? 0) + 1,
        section_uids: chain,
        contents: contentsOf(random),
      },
      {
        type: 'page-inserted',
        uid: fresh('page'),
        page_order: (last?.order ?? 0) + 1,
        section_uids: chain,
        contents: contentsOf(random),
      },
      { type: 'page-replaced', uid: page(), contents: contentsOf(random) },
      { type: 'page-sections-changed', uid: page(), section_uids: chain },
      { type: 'page-removed', uid: page() },
      { type: 'company-added', uid: fresh('company'), name: name(), public_company_uid: null },
      { type: 'company-replaced', uid: company(), name: name(), public_company_uid: 'p' },
      structure
        ? { type: 'company-removed', uid: company() }
        : { type: 'ipo-structure-added', uid: fresh('structure'), target_genios_output_company_uid: company() },
      { type: 'user-added', uid: fresh('user'), user_uid: 'member', role: 'owner' },
    ]);
  };

/** A frame for one stream: mostly batches of plausible events, some broken, some not frames at all. */
function frameFor(random: Random, nextOrder: () => number, body: (random: Random) => Record<string, unknown>) {
  const roll = random.int(0, 19);
  if (roll === 0) return hostileNonString(random);
  if (roll <= 2) return hostileFrameText(random);
  const events = Array.from({ length: random.int(1, 4) }, () => {
    const envelope = { uid: `e${random.int(0, 1e6)}`, event_order: nextOrder(), event: body(random), version: 1 };
    return random.int(0, 9) === 0 ? mutate(random, envelope) : envelope;
  });
  return JSON.stringify({ type: 's2c_event_batch', events });
}

const PROTOTYPES: Record<string, object> = {
  Object: Object.prototype,
  Array: Array.prototype,
  Function: Function.prototype,
  String: String.prototype,
  Number: Number.prototype,
};

/** Every prototype member with its value: compared before and after the run. */
const prototypeMembers = () =>
  new Map(
    Object.entries(PROTOTYPES).flatMap(([name, proto]) =>
      Reflect.ownKeys(proto).map((key) => [
        `${name}.${String(key)}`,
        Object.getOwnPropertyDescriptor(proto, key)?.value,
      ]),
    ),
  );

const render = (node: ReactNode) => renderToString(<ThemeProvider>{node}</ThemeProvider>);

const fileUploadOf = (view: ChatView) => (uid: string) =>
  Object.hasOwn(view.fileUploads, uid) ? view.fileUploads[uid]! : { uid, name: '', state: 'purged' };

/** What the chat panel shows around its messages: the panel is rendered again when one of these changed. */
const PANEL_FIELDS = ['status', 'statusMessage', 'pending', 'userMessagesAllowed', 'fileUploadsAllowed'] as const;

/** Renders what changed since the last frame: the chat panel's surroundings and the newest messages. */
function renderChat(view: ChatView, seen: ChatView, messages: readonly ChatMessage[]): void {
  if (PANEL_FIELDS.some((field) => view[field] !== seen[field])) {
    render(<ChatPanel view={view} onSend={noop} onPickFile={noop} onOpenOutput={noop} onReconnect={noop} />);
  }
  for (const message of messages) {
    const file = message.kind === 'file' ? fileUploadOf(view)(message.fileUploadUid) : undefined;
    render(<ChatMessageView message={message} file={file} onOpenOutput={noop} />);
  }
}

export function runRenderFuzz(frames: number, seed: number): FuzzOutcome {
  const members = prototypeMembers();
  const random = seededRandom(seed);
  const clock = new VirtualClock();
  const base = { url: 'ws://fuzz.test/api/2/live', organizationUid: 'org', clock, random: seededRandom(seed + 1) };
  const chat = liveStream<ChatView>(clock, (createSocket) =>
    createChatConnection({ ...base, chatUid: 'chat', createSocket }),
  );
  const output = liveStream<OutputView>(clock, (createSocket) =>
    createOutputConnection({ ...base, outputUid: 'output', createSocket }),
  );
  const outputBodies = outputEvents(() => output.view);
  let order = 0;
  const nextOrder = () => (random.int(0, 49) === 0 ? order : ++order);
  let applied = 0;
  let renders = 0;
  let chatSeen = snapshot(chat.view) as ChatView;
  let outputSeen = snapshot(output.view) as OutputView;
  for (let i = 0; i < frames; i++) {
    const toChat = random.int(0, 1) === 0;
    (toChat ? chat : output).deliver(frameFor(random, nextOrder, toChat ? chatEvents : outputBodies));
    if (random.int(0, 9) === 0) clock.advance(random.int(0, 12_000));
    // Snapshots keep their identity until the view changes: only what changed is rendered again.
    const chatView = snapshot(chat.view) as ChatView;
    if (chatView !== chatSeen) {
      const added = chatView.messageCount - chatSeen.messageCount;
      applied += Math.max(0, added);
      renderChat(chatView, chatSeen, added > 0 ? chatView.batches.flat().slice(-added) : []);
      chatSeen = chatView;
      renders++;
    }
    const outputView = snapshot(output.view) as OutputView;
    if (outputView !== outputSeen) {
      if (outputView.pages !== outputSeen.pages) applied++;
      render(<OutputPageView view={outputView} logo={null} onRetry={noop} />);
      outputSeen = outputView;
      renders++;
    }
  }
  const after = prototypeMembers();
  const pollution = [...new Set([...members.keys(), ...after.keys()])].filter(
    (key) => members.get(key) !== after.get(key),
  );
  if ((globalThis as { __fuzzXss?: unknown }).__fuzzXss !== undefined) pollution.push('globalThis.__fuzzXss');
  return { frames, applied, errored: chat.errored + output.errored, renders, pollution };
}
