import { useTheme } from '@emotion/react';
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react';
import type { ChatView } from '../live/chatConnection';
import { MessageBody } from '../ui/MessageBody';
import { Spinner } from '../ui/Spinner';
import { useTexts } from '../ui/texts';
import { Composer } from './Composer';
import { ConnectionIndicator } from './ConnectionIndicator';
import { FilePicker } from './FilePicker';
import { MessageList } from './MessageList';
import { chatTexts } from './texts';
import { UploadsContext, type ChatUploads } from './uploadsContext';
import { UploadStatus } from './UploadStatus';

export interface ChatPanelProps {
  /** A snapshot of the chat's view (useSnapshot of the connection's proxy). */
  view: ChatView;
  onSend: (text: string) => unknown;
  onPickFile: (file: File) => void;
  onOpenOutput: (outputUid: string) => void;
  onReconnect?: () => void;
  /** The member's uploads in this chat (progress, cancel, failures and their retry). */
  uploads?: ChatUploads;
  /** CSS height; the app uses the spec's window height minus 300 px. */
  height?: string;
}

const NO_UPLOADS: ChatUploads = { entries: {}, onCancel: () => undefined };

export const CHAT_HEIGHT = 'calc(100vh - 300px)';

/** The chat: conversation, assistant status, connection state, file picker and input. */
export function ChatPanel({
  view,
  onSend,
  onPickFile,
  onOpenOutput,
  onReconnect,
  uploads = NO_UPLOADS,
  height = CHAT_HEIGHT,
}: ChatPanelProps) {
  const theme = useTheme();
  const { panel } = useTexts(chatTexts);
  // A retry starts a new upload: offered only while the chat allows uploads, as the file picker is.
  const uploadsAllowed = view.fileUploadsAllowed;
  const lines = useMemo(
    () => (uploadsAllowed ? uploads : { ...uploads, onRetry: undefined }),
    [uploads, uploadsAllowed],
  );
  // An upload that never got a uid (start_file_upload failed) has no file line to hang off.
  const unstarted = Object.values(uploads.entries).filter((entry) => !entry.snapshot);
  // A resync or a fast stream publishes faster than the list can draw. The list draws the newest view there
  // is time for, in renders React can interrupt, so the composer answers at once and no frame waits on it.
  const messageCount = useDeferredValue(view.messageCount);
  const pending = useDeferredValue(view.pending);
  const fileUploads = useDeferredValue(view.fileUploads);
  // The parent hands a fresh callback on every publish; the list gets one that stays, so it stays memoised.
  const openOutput = useRef(onOpenOutput);
  useLayoutEffect(() => {
    openOutput.current = onOpenOutput;
  });
  const stableOpenOutput = useCallback((uid: string) => openOutput.current(uid), []);
  return (
    <UploadsContext.Provider value={lines}>
      <section
        aria-label={panel.label}
        css={{
          display: 'flex',
          flexDirection: 'column',
          gap: 8,
          height,
          minHeight: 320,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.container.borderRadius,
          padding: 12,
          background: theme.colors.background,
        }}
      >
        <MessageList
          batches={view.batches}
          messageCount={messageCount}
          pending={pending}
          fileUploads={fileUploads}
          onOpenOutput={stableOpenOutput}
        />
        {view.statusMessage && (
          <div
            role="status"
            css={{ display: 'flex', gap: 8, alignItems: 'center', color: theme.colors.mutedText, fontStyle: 'italic' }}
          >
            <Spinner size={14} />
            <MessageBody format={view.statusMessage.format} text={view.statusMessage.text} />
          </div>
        )}
        {unstarted.map((entry) => (
          <UploadStatus key={entry.key} upload={entry} onCancel={lines.onCancel} onRetry={lines.onRetry} />
        ))}
        <ConnectionIndicator status={view.status} retries={view.retries} onRetry={onReconnect} />
        {view.fileUploadsAllowed && <FilePicker onPick={onPickFile} />}
        <Composer onSend={onSend} allowed={view.userMessagesAllowed} />
      </section>
    </UploadsContext.Provider>
  );
}
