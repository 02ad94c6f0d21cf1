import type { ChatEventBody } from './chatEvents';
import type { EventEnvelope } from './frames';

export const MESSAGES_PER_BATCH = 10;
export const PENDING_CLEAR_MS = 10_000;
/** A file whose uid the chat has never seen is reported as purged (spec: chat local state). */
export const UNKNOWN_FILE_STATE = 'purged';
export const NEW_FILE_STATE = 'uploading';

export type ChatMessage =
  | { kind: 'user'; uid: string; userUid: string; format: string; text: string }
  | { kind: 'assistant'; uid: string; format: string; text: string }
  | { kind: 'file'; uid: string; fileUploadUid: string }
  | { kind: 'output'; uid: string; outputUid: string; reasoning: string | null };

export interface FileUploadInfo {
  uid: string;
  name: string;
  state: string;
}

export interface PendingMessage {
  id: number;
  text: string;
  sentAt: number;
}

export interface AgentInfo {
  uid: string;
  name: string;
  roles: string[];
  reasoning: string | null;
}

/**
 * The conversation the chat events describe (spec: chat local state). Mutable on purpose: a long chat
 * applies each event in constant time, and full batches of 10 messages are never touched again, so a
 * renderer can keep them memoised by identity.
 */
export class ChatModel {
  purpose: string | null = null;
  userMessagesAllowed = true;
  fileUploadsAllowed = false;
  cleanupAt: string | null = null;
  status: { format: string; text: string } | null = null;
  agent: AgentInfo | null = null;
  agentPlanUid: string | null = null;
  outputUid: string | null = null;
  fileUploads = new Map<string, FileUploadInfo>();
  /** Bumped when a file upload starts or changes state, so a view copies the files only then. */
  fileUploadsVersion = 0;
  batches: ChatMessage[][] = [];
  pending: PendingMessage[] = [];
  messageCount = 0;
  /** Bumped on every change, so observers know to re-read. */
  version = 0;
  private nextPendingId = 1;
  /** Whether the open batch was created by the running apply, so nothing outside has seen it yet. */
  private openBatchIsFresh = false;

  apply(events: readonly EventEnvelope<ChatEventBody>[]): void {
    this.openBatchIsFresh = false;
    for (const { uid, event } of events) this.applyOne(uid, event);
    this.version++;
  }

  /** Forget everything the events built (pending messages stay: the member still waits for them). */
  reset(): void {
    const version = this.version + 1;
    const fileUploadsVersion = this.fileUploadsVersion + 1;
    const kept = { pending: this.pending, nextPendingId: this.nextPendingId, version, fileUploadsVersion };
    Object.assign(this, new ChatModel(), kept);
  }

  fileUpload(uid: string): FileUploadInfo {
    return this.fileUploads.get(uid) ?? { uid, name: '', state: UNKNOWN_FILE_STATE };
  }

  addPending(text: string, now: number): PendingMessage {
    const message = { id: this.nextPendingId++, text, sentAt: now };
    this.pending = [...this.pending, message];
    this.version++;
    return message;
  }

  /** Clears pending messages unconfirmed for 10 s of connected time; returns the next deadline, if any. */
  expirePending(now: number, connectedSince: number): number | undefined {
    const deadline = (message: PendingMessage) => Math.max(message.sentAt, connectedSince) + PENDING_CLEAR_MS;
    const kept = this.pending.filter((message) => deadline(message) > now);
    if (kept.length !== this.pending.length) {
      this.pending = kept;
      this.version++;
    }
    return kept.length > 0 ? Math.min(...kept.map(deadline)) : undefined;
  }

  private applyOne(uid: string, event: ChatEventBody): void {
    switch (event.type) {
      case 'user_chat_message':
        this.confirmPending();
        return this.push({
          kind: 'user',
          uid,
          userUid: event.user_uid,
          format: event.message_format,
          text: event.message,
        });
      case 'assistant_chat_message':
        this.confirmPending();
        return this.push({ kind: 'assistant', uid, format: event.message_format, text: event.message });
      case 'assistant_status_message':
        this.status = { format: event.message_format, text: event.message };
        return;
      case 'clear_assistant_status_message':
        this.status = null;
        return;
      case 'select_agent':
        this.agent = { uid: event.agent_uid, name: event.agent_name, roles: event.roles, reasoning: event.reasoning };
        return;
      case 'joined':
        this.agentPlanUid = event.agent_plan_uid;
        return;
      case 'set_purpose':
        this.purpose = event.purpose;
        return;
      case 'set_user_messages_allowed':
        this.userMessagesAllowed = event.allowed;
        return;
      case 'set_cleanup_time':
        this.cleanupAt = event.cleanup_at;
        return;
      case 'set_file_uploads_allowed':
        this.fileUploadsAllowed = event.allowed;
        return;
      case 'file_upload_started':
        this.fileUploads.set(event.file_upload_uid, {
          uid: event.file_upload_uid,
          name: event.file_name,
          state: NEW_FILE_STATE,
        });
        this.fileUploadsVersion++;
        return this.push({ kind: 'file', uid, fileUploadUid: event.file_upload_uid });
      case 'file_upload_state_changed': {
        const { file_upload_uid: fileUploadUid, state } = event;
        this.fileUploads.set(fileUploadUid, { uid: fileUploadUid, name: this.fileUpload(fileUploadUid).name, state });
        this.fileUploadsVersion++;
        return;
      }
      case 'genios_output_associated':
        this.outputUid = event.genios_output_uid;
        return this.push({ kind: 'output', uid, outputUid: event.genios_output_uid, reasoning: event.reasoning });
    }
  }

  /** A real user or assistant message confirms what the member was waiting for. */
  private confirmPending(): void {
    if (this.pending.length > 0) this.pending = [];
  }

  private push(message: ChatMessage): void {
    const last = this.batches.at(-1);
    // Full batches are immutable; the open one is replaced once per apply, so every change a reader can see
    // is a new array identity, while a frame of 50 messages copies it once, not 50 times.
    if (!last || last.length === MESSAGES_PER_BATCH) this.batches.push([message]);
    else if (this.openBatchIsFresh) last.push(message);
    else this.batches[this.batches.length - 1] = [...last, message];
    this.openBatchIsFresh = true;
    this.messageCount++;
  }
}
