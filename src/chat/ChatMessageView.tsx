import { css, useTheme } from '@emotion/react';
import { memo } from 'react';
import { formatMessage } from '../core/message';
import { NEW_FILE_STATE, UNKNOWN_FILE_STATE, type ChatMessage, type FileUploadInfo } from '../live/chatModel';
import type { UploadOutcome } from '../upload/uploadCenter';
import { Button } from '../ui/Button';
import { MessageBody } from '../ui/MessageBody';
import { useTexts } from '../ui/texts';
import { chatTexts } from './texts';
import { useUpload } from './uploadsContext';
import { UploadStatus } from './UploadStatus';

export interface ChatMessageViewProps {
  message: ChatMessage;
  /** For a file message: its upload (a changed upload is a new object, so only its line renders again). */
  file?: FileUploadInfo;
  onOpenOutput: (outputUid: string) => void;
  /** See MarkdownProps.formatLater. */
  formatLater?: boolean;
}

/**
 * The file's state as the member's own upload knows it: the server's 'uploading' stays until it hears
 * otherwise, but once this browser's upload has failed or been canceled the line must not say uploading.
 */
export function fileStateSeen(info: FileUploadInfo, outcome: UploadOutcome | undefined): FileUploadInfo {
  if (info.state !== NEW_FILE_STATE || !outcome || outcome === 'uploading' || outcome === 'done') return info;
  return { ...info, state: outcome };
}

/** The spec's file line, with the member's live progress under it while their upload runs. */
function FileLine({ info }: { info: FileUploadInfo }) {
  const theme = useTheme();
  const { conversation } = useTexts(chatTexts);
  const { upload, ...actions } = useUpload(info.uid);
  const { name, state } = fileStateSeen(info, upload?.outcome);
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <p css={{ margin: 0, fontSize: theme.fonts.smallSize, color: theme.colors.mutedText }}>
        {formatMessage(conversation.fileLine, { name, state })}
      </p>
      {upload && <UploadStatus upload={upload} {...actions} />}
    </div>
  );
}

/** One message of the conversation, by kind; rendered again only when its message or upload changed. */
export const ChatMessageView = memo(function ChatMessageView({
  message,
  file,
  onOpenOutput,
  formatLater,
}: ChatMessageViewProps) {
  const theme = useTheme();
  const { conversation } = useTexts(chatTexts);
  const bubble = css`
    max-width: 85%;
    padding: 8px 12px;
    border-radius: 12px;
    overflow-wrap: anywhere;
  `;
  switch (message.kind) {
    case 'user':
      return (
        <article
          aria-label={conversation.you}
          css={[
            bubble,
            {
              marginInlineStart: 'auto',
              background: theme.colors.primary,
              color: theme.colors.onPrimary,
              a: { color: theme.colors.onPrimary },
            },
          ]}
        >
          <MessageBody format={message.format} text={message.text} formatLater={formatLater} />
        </article>
      );
    case 'assistant':
      return (
        <article
          aria-label={conversation.assistant}
          css={[bubble, { background: theme.colors.surface, color: theme.colors.text }]}
        >
          <MessageBody format={message.format} text={message.text} formatLater={formatLater} />
        </article>
      );
    case 'file':
      return <FileLine info={file ?? { uid: message.fileUploadUid, name: '', state: UNKNOWN_FILE_STATE }} />;
    case 'output':
      return (
        <div
          css={[
            bubble,
            {
              border: `1px solid ${theme.colors.border}`,
              display: 'flex',
              gap: 12,
              alignItems: 'center',
              flexWrap: 'wrap',
            },
          ]}
        >
          <span>{conversation.outputCreated}</span>
          <Button size="small" variant="midDay" onClick={() => onOpenOutput(message.outputUid)}>
            {conversation.goToOutput}
          </Button>
        </div>
      );
  }
});
