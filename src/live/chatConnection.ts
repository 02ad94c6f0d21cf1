import { proxy, ref } from 'valtio/vanilla';
import type { TimerId } from '../core/clock';
import { decodeChatEventBody, type ChatEventBody } from './chatEvents';
import { ChatModel, type ChatMessage, type FileUploadInfo, type PendingMessage } from './chatModel';
import type { ConnectionStatus } from './connection';
import { decodeEnvelope } from './frames';
import { LiveConnection, type LiveSocketOptions } from './liveConnection';
import { bindModel, recordOf } from './modelBinding';

/** What the chat panel renders: a Valtio proxy the connection writes and components snapshot. */
export interface ChatView {
  status: ConnectionStatus;
  retries: number;
  error: string | undefined;
  /**
   * The model's own batches, held by ref (never proxied, never copied per publish: a long chat would pay for
   * its whole history on every frame). It grows in place; messageCount says when it changed. Full batches
   * keep their identity and the open one is replaced on change, so a list memoises them by identity.
   */
  batches: readonly (readonly ChatMessage[])[];
  messageCount: number;
  pending: PendingMessage[];
  purpose: string | null;
  userMessagesAllowed: boolean;
  fileUploadsAllowed: boolean;
  cleanupAt: string | null;
  statusMessage: { format: string; text: string } | null;
  outputUid: string | null;
  /** Held by ref: a long chat has many files, and proxying them on every publish would cost more than the events. */
  fileUploads: Readonly<Record<string, FileUploadInfo>>;
}

/** `url` is ws(s)://host/api/2/chat. */
export interface ChatConnectionOptions extends LiveSocketOptions {
  organizationUid: string;
  chatUid: string;
}

const CONNECTED: ReadonlySet<ConnectionStatus> = new Set(['connected_recently', 'connected']);

/** The chat socket: lifecycle + chat model, published to a ChatView. */
export function createChatConnection(options: ChatConnectionOptions) {
  const model = new ChatModel();
  const modelView = modelViewOf(model);
  const view = proxy<ChatView>({ status: 'initializing', retries: 0, error: undefined, ...modelView() });
  const binding = bindModel(model, view, modelView);
  let connectedSince: number | undefined;
  let pendingTimer: TimerId | undefined;

  /** Pending messages count down only while connected. */
  const schedulePendingExpiry = () => {
    if (pendingTimer !== undefined) options.clock.clearTimeout(pendingTimer);
    pendingTimer = undefined;
    if (connectedSince === undefined) return;
    const next = model.expirePending(options.clock.now(), connectedSince);
    binding.publish();
    if (next !== undefined) pendingTimer = options.clock.setTimeout(schedulePendingExpiry, next - options.clock.now());
  };

  const connection = new LiveConnection<ChatEventBody>({
    ...options,
    auth: { organization_uid: options.organizationUid, chat_uid: options.chatUid },
    decodeEvent: (raw) => decodeEnvelope(raw, decodeChatEventBody),
    resetRetriesAfterConnectedDrop: false,
    onEvents: binding.onEvents,
    onReset: binding.onReset,
    onState: (state) => {
      binding.publishStatus(state);
      const connected = CONNECTED.has(state.status);
      if (connected === (connectedSince !== undefined)) return;
      connectedSince = connected ? options.clock.now() : undefined;
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
      binding.publish();
      schedulePendingExpiry();
      return pending;
    },
  };
}

export type ChatConnection = ReturnType<typeof createChatConnection>;

type ModelView = Omit<ChatView, 'status' | 'retries' | 'error'>;

/** Projects the model into the view; the files are copied only when they changed, not on every message. */
function modelViewOf(model: ChatModel): () => ModelView {
  let files = { version: -1, record: {} as Record<string, FileUploadInfo> };
  return () => {
    if (files.version !== model.fileUploadsVersion) {
      files = { version: model.fileUploadsVersion, record: ref(recordOf(model.fileUploads)) };
    }
    return {
      batches: ref(model.batches),
      messageCount: model.messageCount,
      pending: model.pending,
      purpose: model.purpose,
      userMessagesAllowed: model.userMessagesAllowed,
      fileUploadsAllowed: model.fileUploadsAllowed,
      cleanupAt: model.cleanupAt,
      statusMessage: model.status,
      outputUid: model.outputUid,
      fileUploads: files.record,
    };
  };
}
