import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { UploadStatus } from '../../src/chat/UploadStatus';
import { formatMessage } from '../../src/core/message';
import { InternalError } from '../../src/core/errors';
import type { UploadEntry } from '../../src/upload/uploadCenter';
import type { UploadSnapshot } from '../../src/upload/uploadRunner';
import { needsSupport } from '../support/needsSupport';
import { cancelUpload, uploadProgress } from './chatFixtures';

const KB = 1024;

/** An upload of deck.pdf (640 KB) with the runner's snapshot as given. */
const deck = (outcome: UploadEntry['outcome'], snapshot: Partial<UploadSnapshot> | undefined): UploadEntry => ({
  key: 'file-1',
  name: 'deck.pdf',
  outcome,
  retryable: outcome === 'failed',
  snapshot: snapshot && {
    status: 'uploading',
    progress: { completedBytes: 256 * KB, inProgressBytes: 64 * KB, totalBytes: 640 * KB },
    fraction: 0.5,
    error: undefined,
    retryingParts: 0,
    awaitingParts: 0,
    ...snapshot,
  },
});

/** The member's side of an upload, under its file line in the chat (LiveChat's stories run real uploads). */
const meta = {
  title: 'App/Chat/Upload status',
  component: UploadStatus,
  args: { upload: deck('uploading', {}), onCancel: fn() },
  decorators: [(Story) => <div style={{ width: 480 }}>{Story()}</div>],
} satisfies Meta<typeof UploadStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** deck.pdf's progress at half way, in the story's locale. */
const halfWay = (globals: Record<string, unknown>) => uploadProgress(globals, '320 KB', '640 KB', 50);

export const Uploading: Story = {
  play: async ({ canvas, args, globals }) => {
    const { upload } = storyTexts(globals).chat;
    const bar = canvas.getByRole('progressbar', { name: formatMessage(upload.progressLabel, { name: 'deck.pdf' }) });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(canvas.getByText(halfWay(globals))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: cancelUpload(globals, 'deck.pdf') }));
    expect(args.onCancel).toHaveBeenCalledWith('file-1');
    // The picture is of the line at rest, not of the button the click focused.
    (document.activeElement as HTMLElement).blur();
  },
};

export const AwaitingServer: Story = {
  args: { upload: deck('uploading', { awaitingParts: 1 }) },
  play: async ({ canvas, globals }) => {
    const { awaitingServer } = storyTexts(globals).chat.upload;
    await expect(canvas.getByText(formatMessage(awaitingServer, { progress: halfWay(globals) }))).toBeVisible();
  },
};

/** A retry under way says so rather than that the server is awaited. */
export const Retrying: Story = {
  args: { upload: deck('uploading', { retryingParts: 1, awaitingParts: 1 }) },
  play: async ({ canvas, globals }) => {
    const { retrying } = storyTexts(globals).chat.upload;
    await expect(canvas.getByText(formatMessage(retrying, { progress: halfWay(globals) }))).toBeVisible();
  },
};

/** The reason follows the error catalogue: an internal error asks for engineering support. */
export const Failed: Story = {
  args: { upload: deck('failed', { status: 'errored', error: new InternalError('403 Forbidden') }) },
  play: async ({ canvas, globals }) => {
    const failed = formatMessage(storyTexts(globals).chat.upload.failed, { name: 'deck.pdf' });
    await expect(canvas.getByText(`${failed} ${needsSupport(globals, '403 Forbidden')}`)).toBeVisible();
    expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** start_file_upload itself failed: nothing was sent, and the reason is only logged. */
export const FailedBeforeStart: Story = {
  args: { upload: deck('failed', undefined) },
  play: async ({ canvas, globals }) => {
    const { failed } = storyTexts(globals).chat.upload;
    await expect(canvas.getByText(formatMessage(failed, { name: 'deck.pdf' }))).toBeVisible();
  },
};

export const Canceled: Story = {
  args: { upload: deck('canceled', { status: 'closed' }) },
  play: async ({ canvas, globals }) => {
    const { canceled } = storyTexts(globals).chat.upload;
    await expect(canvas.getByText(formatMessage(canceled, { name: 'deck.pdf' }))).toBeVisible();
  },
};

/** A failed upload where uploads may start offers to send the file again, named for a screen reader. */
export const FailedWithRetry: Story = {
  args: {
    upload: deck('failed', { status: 'errored', error: new InternalError('403 Forbidden') }),
    onRetry: fn(),
  },
  play: async ({ canvas, args, globals }) => {
    const { upload } = storyTexts(globals).chat;
    await expect(canvas.getByText(formatMessage(upload.failed, { name: 'deck.pdf' }), { exact: false })).toBeVisible();
    // Its text, then which file: 'Try again deck.pdf'.
    const retry = canvas.getByRole('button', { name: `${upload.retry} deck.pdf` });
    expect(retry).toHaveTextContent(upload.retry);
    await userEvent.click(retry);
    expect(args.onRetry).toHaveBeenCalledWith('file-1');
    // The picture is of the line at rest, not of the button the click focused.
    (document.activeElement as HTMLElement).blur();
  },
};

const longName = 'Acme Robotics - IPO valuation model with every scenario and sensitivity (final, reviewed).xlsx';

/** A long file name is cut short on the line (the progress bar's name keeps it whole); the figures stay. */
export const UploadingLongName: Story = {
  args: {
    upload: {
      ...deck('uploading', {}),
      name: longName,
    },
  },
  play: async ({ canvas, globals }) => {
    const { progressLabel } = storyTexts(globals).chat.upload;
    await expect(
      canvas.getByRole('progressbar', { name: formatMessage(progressLabel, { name: longName }) }),
    ).toBeVisible();
    const shown = canvas.getByText(longName);
    expect(shown.scrollWidth).toBeGreaterThan(shown.clientWidth);
    expect(canvas.getByText(halfWay(globals))).toBeVisible();
  },
};
