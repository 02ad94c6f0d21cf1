import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UploadStatus } from '../../src/chat/UploadStatus';
import { InternalError } from '../../src/core/errors';
import type { UploadEntry } from '../../src/upload/uploadCenter';
import type { UploadSnapshot } from '../../src/upload/uploadRunner';

const KB = 1024;

/** An upload of deck.pdf (640 KB) with the runner's snapshot as given. */
const deck = (outcome: UploadEntry['outcome'], snapshot: Partial<UploadSnapshot> | undefined): UploadEntry => ({
  key: 'file-1',
  name: 'deck.pdf',
  outcome,
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

export const Uploading: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Upload of deck.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(canvas.getByText('320 KB of 640 KB (50%)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the upload of deck.pdf' }));
    expect(args.onCancel).toHaveBeenCalledWith('file-1');
    // The picture is of the line at rest, not of the button the click focused.
    (document.activeElement as HTMLElement).blur();
  },
};

export const AwaitingServer: Story = {
  args: { upload: deck('uploading', { awaitingParts: 1 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('320 KB of 640 KB (50%) · waiting for the server…')).toBeVisible();
  },
};

/** A retry under way says so rather than that the server is awaited. */
export const Retrying: Story = {
  args: { upload: deck('uploading', { retryingParts: 1, awaitingParts: 1 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('320 KB of 640 KB (50%) · retrying…')).toBeVisible();
  },
};

/** The reason follows the error catalogue: an internal error asks for engineering support. */
export const Failed: Story = {
  args: { upload: deck('failed', { status: 'errored', error: new InternalError('403 Forbidden') }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'The upload of deck.pdf failed. An error occurred that requires engineering support (403 Forbidden)',
      ),
    ).toBeVisible();
    expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** start_file_upload itself failed: nothing was sent, and the reason is only logged. */
export const FailedBeforeStart: Story = {
  args: { upload: deck('failed', undefined) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The upload of deck.pdf failed.')).toBeVisible();
  },
};

export const Canceled: Story = {
  args: { upload: deck('canceled', { status: 'closed' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The upload of deck.pdf was canceled.')).toBeVisible();
  },
};
