import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AssistantApi } from '../../src/api/assistantApi';
import { ChatPanel } from '../../src/chat/ChatPanel';
import { chatTexts } from '../../src/chat/texts';
import { useChatUploads } from '../../src/chat/useChatUploads';
import type { ChatView } from '../../src/live/chatConnection';
import type { PendingMessage } from '../../src/live/chatModel';
import { LiveProvider, useLiveEnvironment } from '../../src/live/react/LiveContext';
import { useChatConnection } from '../../src/live/react/useLiveConnections';
import { UploadCenter } from '../../src/upload/uploadCenter';
import type { PartTransport } from '../../src/upload/uploadRunner';
import { Spinner } from '../../src/ui/Spinner';
import { useTexts } from '../../src/ui/texts';
import type { OutputLinkState } from '../pages/OutputPage';
import type { ProtectedData } from '../protectedStart';

/** The calls a chat makes (spec, section 7), bound to nothing yet. */
export type ChatApi = Pick<AssistantApi, 'respondWithQuery' | 'startFileUpload' | 'createWithQuery'>;

/** The chat's place in the address (?chat=uid): a reload reopens it and the socket sync restores it. */
export const CHAT_PARAM = 'chat';

export const outputPath = (outputUid: string) => `/output/${encodeURIComponent(outputUid)}`;

export interface LiveChatProps {
  chatUid: string;
  organizationUid: string;
  api: ChatApi;
  partTransport: PartTransport;
  /** The message that created the chat (create_with_query): shown pending until the chat's copy arrives. */
  firstMessage?: string;
}

/**
 * A chat that exists on the server: its socket, its uploads, and later messages through respond_with_query,
 * each shown pending at once. An errored connection is replaced by a fresh one when the member asks.
 */
export function LiveChat(props: LiveChatProps) {
  const [attempt, setAttempt] = useState(0);
  const [paused, setPaused] = useState(false);
  const { connection } = useTexts(chatTexts);
  // The shared connection closes a tick after its last holder lets go: wait that tick before opening anew.
  useEffect(() => {
    if (!paused) return;
    const timer = setTimeout(() => {
      setPaused(false);
      setAttempt((n) => n + 1);
    }, 0);
    return () => clearTimeout(timer);
  }, [paused]);
  if (paused)
    return (
      <div role="status" css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Spinner size={14} /> {connection.reconnecting}
      </div>
    );
  return <ConnectedChat key={`${props.chatUid}:${attempt}`} {...props} onReconnect={() => setPaused(true)} />;
}

/** A live chat of the started page's member: the organization's, over its sockets. */
export function MemberChat({
  data,
  chatUid,
  firstMessage,
}: Pick<LiveChatProps, 'chatUid' | 'firstMessage'> & { data: ProtectedData }) {
  return (
    <LiveProvider environment={data.live}>
      <LiveChat
        key={chatUid}
        chatUid={chatUid}
        organizationUid={data.organization.organization_uid}
        api={data.deps.api}
        partTransport={data.deps.partTransport}
        firstMessage={firstMessage}
      />
    </LiveProvider>
  );
}

function ConnectedChat({
  chatUid,
  organizationUid,
  api,
  partTransport,
  firstMessage,
  onReconnect,
}: LiveChatProps & { onReconnect: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { view, connection } = useChatConnection(chatUid);
  const { clock, random } = useLiveEnvironment();
  const [center] = useState(
    () =>
      new UploadCenter({
        startFileUpload: (file) => api.startFileUpload(organizationUid, chatUid, file),
        transport: partTransport,
        clock,
        random,
      }),
  );
  const uploads = useChatUploads(center);

  const firstShown = useRef(false);
  useEffect(() => {
    if (!firstMessage || firstShown.current) return;
    firstShown.current = true;
    if (connection.model.messageCount === 0) connection.addPending(firstMessage);
  }, [firstMessage, connection]);

  return (
    <ChatPanel
      view={view}
      onSend={async (text) => {
        connection.addPending(text);
        // A failure is only logged (spec, section 8); the pending line clears after 10 s unconfirmed.
        await api.respondWithQuery(organizationUid, chatUid, text);
      }}
      onPickFile={(file) => void center.begin(file)}
      onOpenOutput={(outputUid) => {
        const state: OutputLinkState = { from: `${location.pathname}${location.search}` };
        navigate(outputPath(outputUid), { state });
      }}
      onReconnect={onReconnect}
      uploads={uploads}
    />
  );
}

/** A chat before its first message: nothing on the server yet, so no socket and no file picker. */
export const EMPTY_CHAT_VIEW: ChatView = {
  status: 'connected',
  retries: 0,
  error: undefined,
  batches: [],
  messageCount: 0,
  pending: [],
  purpose: null,
  userMessagesAllowed: true,
  fileUploadsAllowed: false,
  cleanupAt: null,
  statusMessage: null,
  outputUid: null,
  fileUploads: {},
};

export interface NewChatProps {
  /** create_with_query: resolves once the chat exists (or the call failed, which is only logged). */
  onStart: (text: string) => Promise<unknown>;
}

/** The chat panel with no chat yet: the first message starts one, and shows pending while it does. */
export function NewChat({ onStart }: NewChatProps) {
  const [pending, setPending] = useState<PendingMessage[]>([]);
  return (
    <ChatPanel
      view={{ ...EMPTY_CHAT_VIEW, pending }}
      onSend={async (text) => {
        setPending([{ id: 1, text, sentAt: Date.now() }]);
        try {
          await onStart(text);
        } finally {
          setPending([]);
        }
      }}
      onPickFile={() => undefined}
      onOpenOutput={() => undefined}
    />
  );
}
