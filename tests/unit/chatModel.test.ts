import { describe, expect, it } from 'vitest';
import type { ChatEventBody } from '../../src/live/chatEvents';
import { ChatModel, MESSAGES_PER_BATCH } from '../../src/live/chatModel';
import type { EventEnvelope } from '../../src/live/frames';

let order = 0;
const ev = (event: ChatEventBody, uid = `u${++order}`): EventEnvelope<ChatEventBody> => ({
  uid,
  event_order: order,
  event,
});
const assistant = (message: string) => ev({ type: 'assistant_chat_message', message_format: 'text/markdown', message });
const user = (message: string) =>
  ev({ type: 'user_chat_message', user_uid: 'member-1', message_format: 'text/plain', message });

describe('ChatModel', () => {
  it('starts with the spec defaults', () => {
    const model = new ChatModel();
    expect(model).toMatchObject({
      purpose: null,
      userMessagesAllowed: true,
      fileUploadsAllowed: false,
      cleanupAt: null,
    });
    expect(model.fileUpload('never-seen')).toEqual({ uid: 'never-seen', name: '', state: 'purged' });
  });

  it('applies every setting event', () => {
    const model = new ChatModel();
    model.apply([
      ev({ type: 'set_purpose', purpose: 'IPO pitch for Acme' }),
      ev({ type: 'set_user_messages_allowed', allowed: false }),
      ev({ type: 'set_file_uploads_allowed', allowed: true }),
      ev({ type: 'set_cleanup_time', cleanup_at: '2026-12-01T00:00:00Z' }),
      ev({ type: 'select_agent', roles: ['banker'], agent_uid: 'a1', agent_name: 'Pitch agent', reasoning: 'IPO' }),
      ev({ type: 'joined', agent_plan_uid: 'plan-1' }),
      ev({ type: 'assistant_status_message', message_format: 'text/plain', message: 'Researching…' }),
    ]);
    expect(model).toMatchObject({
      purpose: 'IPO pitch for Acme',
      userMessagesAllowed: false,
      fileUploadsAllowed: true,
      cleanupAt: '2026-12-01T00:00:00Z',
      agent: { uid: 'a1', name: 'Pitch agent', roles: ['banker'], reasoning: 'IPO' },
      agentPlanUid: 'plan-1',
      status: { format: 'text/plain', text: 'Researching…' },
    });
    model.apply([ev({ type: 'clear_assistant_status_message' }), ev({ type: 'set_cleanup_time', cleanup_at: null })]);
    expect(model.status).toBeNull();
    expect(model.cleanupAt).toBeNull();
    expect(model.messageCount).toBe(0);
  });

  it('renders user, assistant, file and output events as messages, and nothing else', () => {
    const model = new ChatModel();
    model.apply([
      user('Hello'),
      assistant('**Hi**'),
      ev(
        { type: 'file_upload_started', file_upload_uid: 'f1', file_name: 'model.xlsx', size_bytes: 1200 },
        'file-event',
      ),
      ev({ type: 'genios_output_associated', genios_output_uid: 'out-1', reasoning: null }, 'output-event'),
      ev({ type: 'joined', agent_plan_uid: 'plan' }),
    ]);
    expect(model.batches.flat().map((message) => message.kind)).toEqual(['user', 'assistant', 'file', 'output']);
    expect(model.outputUid).toBe('out-1');
  });

  it('tracks file uploads: new ones uploading, state changes, unknown uids purged', () => {
    const model = new ChatModel();
    model.apply([ev({ type: 'file_upload_started', file_upload_uid: 'f1', file_name: 'deck.pdf', size_bytes: 10 })]);
    expect(model.fileUpload('f1')).toEqual({ uid: 'f1', name: 'deck.pdf', state: 'uploading' });
    model.apply([ev({ type: 'file_upload_state_changed', file_upload_uid: 'f1', state: 'processed' })]);
    expect(model.fileUpload('f1').state).toBe('processed');
    model.apply([ev({ type: 'file_upload_state_changed', file_upload_uid: 'ghost', state: 'processed' })]);
    expect(model.fileUpload('ghost')).toEqual({ uid: 'ghost', name: '', state: 'processed' });
  });

  it('groups messages in batches of 10 and never changes a full batch', () => {
    const model = new ChatModel();
    model.apply(Array.from({ length: 25 }, (_, i) => assistant(`m${i}`)));
    expect(model.batches.map((batch) => batch.length)).toEqual([10, 10, 5]);
    const full = model.batches[1];
    const open = model.batches[2];
    model.apply([assistant('next')]);
    expect(model.batches[1]).toBe(full);
    expect(model.batches[2]).not.toBe(open);
    expect(MESSAGES_PER_BATCH).toBe(10);
  });

  it('removes pending messages when a real user or assistant message arrives', () => {
    const model = new ChatModel();
    model.addPending('first', 0);
    model.addPending('second', 5);
    model.apply([ev({ type: 'set_purpose', purpose: 'x' })]);
    expect(model.pending).toHaveLength(2);
    model.apply([user('first')]);
    expect(model.pending).toEqual([]);
    model.addPending('third', 10);
    model.apply([assistant('answer')]);
    expect(model.pending).toEqual([]);
  });

  it('clears pending messages after 10 s of connected time without confirmation', () => {
    const model = new ChatModel();
    model.addPending('sent while offline', 1_000);
    // Connected since 5 s: the 10 s count starts then.
    expect(model.expirePending(14_999, 5_000)).toBe(15_000);
    expect(model.pending).toHaveLength(1);
    expect(model.expirePending(15_000, 5_000)).toBeUndefined();
    expect(model.pending).toEqual([]);
  });

  it('reset forgets the events but keeps what the member is still waiting for', () => {
    const model = new ChatModel();
    model.apply([assistant('a'), ev({ type: 'set_file_uploads_allowed', allowed: true })]);
    model.addPending('waiting', 0);
    const version = model.version;
    model.reset();
    expect(model.messageCount).toBe(0);
    expect(model.batches).toEqual([]);
    expect(model.fileUploadsAllowed).toBe(false);
    expect(model.pending.map((message) => message.text)).toEqual(['waiting']);
    expect(model.version).toBeGreaterThan(version);
    expect(model.addPending('after', 1).id).toBe(2);
  });
});
