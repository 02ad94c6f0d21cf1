import { proxy, ref } from 'valtio/vanilla';
import type { Clock, TimerId } from '../core/clock';
import type { Random } from '../core/random';
import { decodeChatEventBody, type ChatEventBody } from './chatEvents';
import { ChatModel, type ChatMessage, type FileUploadInfo, type PendingMessage } from './chatModel';
import type { ConnectionState, ConnectionStatus } from './connection';
import { decodeEnvelope } from './frames';
import { LiveConnection, type SocketFactory, type WakeSource } from './liveConnection';

/** What the chat panel renders: a Valtio proxy the connection writes and components snapshot. */
export interface ChatView {
  status: ConnectionStatus;
  retries: number;
  error: string | undefined;
  /** Full batches keep their identity, so a list can memoise them; held by ref, never proxied. */
  batches: readonly (readonly ChatMessage[])[];
  messageCount: number;
  pending: PendingMessage[];
  purpose: string | null;
  userMessagesAllowed: boolean;
  fileUploadsAllowed: boolean;
  cleanupAt: string | null;
  statusMessage: { format: string; text: string } | null;
  outputUid: string | null;
  fileUploads: Record<string, FileUploadInfo>;
}

export interface ChatConnectionOptions {
  /** ws(s)://host/api/2/chat */
  url: string;
  organizationUid: string;
  chatUid: string;
  clock: Clock;
  random: Random;
  createSocket: SocketFactory;
  wake?: WakeSource;
}

const CONNECTED: ReadonlySet<ConnectionStatus> = new Set(['connected_recently', 'connected']);

/** The chat socket: lifecycle + chat model, published to a ChatView. */
export function createChatConnection(options: ChatConnectionOptions) {
  const model = new ChatModel();
  const view = proxy<ChatView>(viewOf(model, 'initializing', 0, undefined));
  let connectedSince: number | undefined;
  let pendingTimer: TimerId | undefined;

  const publish = (state?: ConnectionState<ChatEventBody>) => {
    Object.assign(view, viewOf(model, state?.status ?? view.status, state?.retries ?? view.retries, state ? state.error : view.error));
  };

  /** Pending messages count down only while connected. */
  const schedulePendingExpiry = () => {
    if (pendingTimer !== undefined) options.clock.clearTimeout(pendingTimer);
    pendingTimer = undefined;
    if (connectedSince === undefined) return;
    const next = model.expirePending(options.clock.now(), connectedSince);
    publish();
    if (next !== undefined) pendingTimer = options.clock.setTimeout(schedulePendingExpiry, next - options.clock.now());
  };

  const connection = new LiveConnection<ChatEventBody>({
    url: options.url,
    auth: { organization_uid: options.organizationUid, chat_uid: options.chatUid },
    clock: options.clock,
    random: options.random,
    createSocket: options.createSocket,
    wake: options.wake,
    decodeEvent: (raw) => decodeEnvelope(raw, decodeChatEventBody),
    resetRetriesAfterConnectedDrop: false,
    onEvents: (events) => {
      model.apply(events);
      publish();
    },
    onReset: () => {
      model.reset();
      publish();
    },
    onState: (state) => {
      const connected = CONNECTED.has(state.status);
      if (connected && connectedSince === undefined) connectedSince = options.clock.now();
      if (!connected) connectedSince = undefined;
      publish(state);
      schedulePendingExpiry();
    },
  });

  return {
    view,
    model,
    start: () => connection.start(),
    close: () => connection.close(),
    /** Shows a message the member just sent as pending until the server confirms it (optimistic). */
    addPending: (text: string) => {
      const pending = model.addPending(text, options.clock.now());
      schedulePendingExpiry();
      return pending;
    },
  };
}

export type ChatConnection = ReturnType<typeof createChatConnection>;

function viewOf(model: ChatModel, status: ConnectionStatus, retries: number, error: string | undefined): ChatView {
  return {
    status,
    retries,
    error,
    batches: ref([...model.batches]),
    messageCount: model.messageCount,
    pending: model.pending,
    purpose: model.purpose,
    userMessagesAllowed: model.userMessagesAllowed,
    fileUploadsAllowed: model.fileUploadsAllowed,
    cleanupAt: model.cleanupAt,
    statusMessage: model.status,
    outputUid: model.outputUid,
    fileUploads: Object.fromEntries(model.fileUploads),
  };
}
