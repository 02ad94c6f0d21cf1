import { css, useTheme } from '@emotion/react';
import { elementScroll, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useDeferredValue, useRef } from 'react';
import { formatMessage } from '../core/message';
import type { ChatMessage, FileUploadInfo, PendingMessage } from '../live/chatModel';
import { Button } from '../ui/Button';
import { useTexts } from '../ui/texts';
import { visuallyHidden } from '../ui/visuallyHidden';
import { ChatMessageView } from './ChatMessageView';
import { chatTexts } from './texts';
import { useFollowBottom } from './useFollowBottom';

export interface MessageListProps {
  batches: readonly (readonly ChatMessage[])[];
  messageCount: number;
  pending: readonly PendingMessage[];
  fileUploads: Readonly<Record<string, FileUploadInfo>>;
  /** Kept the same from render to render, so the list and its batches stay memoised. */
  onOpenOutput: (outputUid: string) => void;
}

const ESTIMATED_BATCH_HEIGHT = 560;

/**
 * Ten messages; each renders again only when it changed (a new file state, the open batch growing).
 * Batches that come into view together below a reader who follows the end (a resync, a long history opened)
 * show their messages as written first and format their markdown in a background render, which React splits
 * into short tasks: the newest batch, which messages stream into and the reader looks at, formats at once.
 * For a reader scrolled up, every batch formats as it mounts: a batch at the view's top edge that changed
 * height on formatting would move what they read.
 */
const Batch = memo(function Batch({
  messages,
  formatAtOnce,
  fileUploads,
  onOpenOutput,
}: {
  messages: readonly ChatMessage[];
  /** Read when the batch mounts only. */
  formatAtOnce: boolean;
  fileUploads: Readonly<Record<string, FileUploadInfo>>;
  onOpenOutput: (uid: string) => void;
}) {
  const formatted = useDeferredValue(true, formatAtOnce);
  return (
    <>
      {messages.map((message) => (
        <div key={message.uid} css={messageRow}>
          <ChatMessageView
            message={message}
            file={message.kind === 'file' ? fileUploads[message.fileUploadUid] : undefined}
            onOpenOutput={onOpenOutput}
            formatLater={!formatted}
          />
        </div>
      ))}
    </>
  );
});

const messageRow = css({ display: 'flex', flexDirection: 'column' });

/**
 * When a batch above the view is measured taller or shorter than estimated, the virtualizer moves the scroll
 * position by the difference to keep the view still. It adds the difference to the position it last heard of
 * in a scroll event, which lags the list's own pinning and a reader's move until the next event: from there it
 * pulled a follower up by a screenful, or put a reader who had just moved up back at the end. Here the
 * difference is added to where the list really is.
 */
const scrollFromHere: typeof elementScroll = (offset, options, instance) => {
  const element = instance.scrollElement;
  if (options.adjustments && element) {
    element.scrollTo({ top: element.scrollTop + options.adjustments, behavior: options.behavior });
  } else elementScroll(offset, options, instance);
};

/**
 * Which size changes the virtualizer compensates: the library's own rule (a batch measured for the first time
 * whose top is above the view; one measured again that lies wholly above it, unless the reader is scrolling
 * up), told against where the list really is. The virtualizer's offset is the last scroll event's, which lags a
 * dragged thumb by a frame: against it, the batches that mounted at the top after a drag looked as if they
 * were above the view, and their corrections pushed the reader back off the top.
 */
const aboveTheView: Virtualizer<HTMLDivElement, Element>['shouldAdjustScrollPositionOnItemSizeChange'] = (
  item,
  _delta,
  instance,
) => {
  const top = instance.scrollElement?.scrollTop ?? 0;
  if (!instance.itemSizeCache.has(item.key)) return item.start < top;
  return item.end <= top && instance.scrollDirection !== 'backward';
};

/**
 * The conversation, rendered batch by batch (10 messages each) and only near the viewport, so thousands of
 * messages cost what a screenful does. It follows the newest message unless the reader scrolled up; then a
 * 'New messages' button offers the jump instead of yanking them.
 */
export const MessageList = memo(function MessageList({
  batches,
  messageCount,
  pending,
  fileUploads,
  onOpenOutput,
}: MessageListProps) {
  const theme = useTheme();
  const { conversation, announcements } = useTexts(chatTexts);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: batches.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_BATCH_HEIGHT,
    overscan: 1,
    scrollToFn: scrollFromHere,
  });
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = aboveTheView;
  const totalSize = virtualizer.getTotalSize();
  const { unseen, following, jumpToNewest, readerEvents } = useFollowBottom(scroller, {
    messageCount,
    contentHeight: totalSize,
    pendingCount: pending.length,
  });

  const items = virtualizer.getVirtualItems();
  const latest = batches.at(-1)?.at(-1);
  return (
    <div css={{ position: 'relative', flex: 1, minHeight: 0 }}>
      <div
        ref={scroller}
        {...readerEvents}
        tabIndex={0}
        role="region"
        aria-label={conversation.label}
        css={css`
          height: 100%;
          overflow-y: auto;
          overscroll-behavior: contain;
          /* The virtualizer alone keeps the view still when batches above it change size: the browser's scroll
             anchoring would move it a second time for the same change. */
          overflow-anchor: none;
          &:focus-visible {
            outline: 3px solid ${theme.colors.focus};
            outline-offset: -3px;
          }
        `}
      >
        {/* The height and the offset change with every measurement and scroll, so they are inline styles: as
            Emotion classes, each new value added a rule to the page's stylesheet for good, and every rule added
            made the browser rebuild that sheet's rules (a drag slowed as they piled up over a session). */}
        <div css={{ position: 'relative' }} style={{ height: totalSize }}>
          <div
            css={{ margin: 0, padding: '0 12px', position: 'absolute', top: 0, left: 0, right: 0 }}
            style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}
          >
            {items.map((item) => (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                css={{ display: 'flex', flexDirection: 'column', gap: 8, paddingTop: 8 }}
              >
                <Batch
                  messages={batches[item.index]!}
                  formatAtOnce={!following || item.index === batches.length - 1}
                  fileUploads={fileUploads}
                  onOpenOutput={onOpenOutput}
                />
              </div>
            ))}
          </div>
        </div>
        {pending.length > 0 && (
          <div css={{ padding: '8px 12px', display: 'flex', flexDirection: 'column', gap: 8 }}>
            {pending.map((message) => (
              <div
                key={message.id}
                css={{
                  alignSelf: 'flex-end',
                  maxWidth: '85%',
                  padding: '8px 12px',
                  borderRadius: 12,
                  border: `1px dashed ${theme.colors.primary}`,
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                }}
              >
                {message.text}
                <span css={{ display: 'block', fontSize: theme.fonts.smallSize, color: theme.colors.mutedText }}>
                  {conversation.sending}
                </span>
              </div>
            ))}
          </div>
        )}
      </div>
      {unseen > 0 && (
        <div css={{ position: 'absolute', bottom: 12, left: 0, right: 0, display: 'flex', justifyContent: 'center' }}>
          <Button size="small" variant="dusk" onClick={jumpToNewest}>
            {unseen === 1 ? conversation.oneNewMessage : formatMessage(conversation.newMessages, { count: unseen })}
          </Button>
        </div>
      )}
      <div aria-live="polite" css={visuallyHidden}>
        {latest && messageCount > 0 ? announcements[latest.kind] : ''}
      </div>
    </div>
  );
});
