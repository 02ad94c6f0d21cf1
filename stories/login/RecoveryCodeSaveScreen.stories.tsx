import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RecoveryCodeSaveScreen } from '../../src/login/groups/mfa/RecoveryCodeSaveScreen';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { mfaIntentSpies } from './intentSpies';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const recoveryCodes = [
  'ckss-2skx-ebow',
  '5bgv-2hm9-z7zi',
  'pb8y-w0i1-6wjm',
  '9ph3-dtqf-1bfx',
  'q6r1-8oen-0fav',
  'kunu-3u2c-hs4w',
  'xy1f-ghv7-1m3n',
  'm0vu-2a6z-rlc5',
  'u5vn-rq1b-1c8a',
  'n9cz-cl0s-7ypb',
];

const meta = {
  title: 'Login/Screens/Recovery code save',
  component: RecoveryCodeSaveScreen,
  args: {
    view: {
      screen: 'RecoveryCodeSave',
      codes: recoveryCodes,
      fileName: 'Acme Corp-backup-codes.txt',
      fileContent: recoveryCodes.join('\n'),
    },
    intents: mfaIntentSpies(),
    back: undefined,
    download: fn(),
  },
  decorators: [withWidgetFrame],
} satisfies Meta<typeof RecoveryCodeSaveScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CodesShown: Story = {
  play: async ({ canvas, args, globals }) => {
    const { recoveryCodeSave: texts } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, texts.heading);
    expect(canvas.getByText(texts.onlyTime)).toBeVisible();
    const list = canvas.getByRole('list', { name: texts.backupCodes });
    expect(Array.from(list.querySelectorAll('li'), (item) => item.textContent)).toEqual(recoveryCodes);
    await userEvent.click(canvas.getByRole('button', { name: texts.downloadFile }));
    expect(args.download).toHaveBeenCalledOnce();
    expect(args.download).toHaveBeenCalledWith({
      filename: 'Acme Corp-backup-codes.txt',
      text: recoveryCodes.join('\n'),
    });
    await userEvent.click(canvas.getByRole('button', { name: texts.copyAll }));
    expect(args.intents.copyBackupCodes).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: texts.done }));
    expect(args.intents.acknowledgeBackupCodes).toHaveBeenCalledOnce();
  },
};

/** The real download: a Blob URL behind an anchor carrying the file name. The click is intercepted. */
export const BrowserDownload: Story = {
  args: {
    download: undefined,
    view: {
      screen: 'RecoveryCodeSave',
      codes: recoveryCodes,
      fileName: '<b>Hostile & Co</b>-backup-codes.txt',
      fileContent: recoveryCodes.join('\n'),
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const { recoveryCodeSave: texts } = storyTexts(globals).login;
    const blobs: Blob[] = [];
    const clicked: { download: string; href: string }[] = [];
    const createObjectURL = URL.createObjectURL;
    const anchorClick = HTMLAnchorElement.prototype.click;
    URL.createObjectURL = (object: Blob | MediaSource) => {
      if (object instanceof Blob) blobs.push(object);
      return createObjectURL(object);
    };
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: texts.downloadFile }));
    } finally {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = anchorClick;
    }
    expect(clicked).toEqual([
      { download: '<b>Hostile & Co</b>-backup-codes.txt', href: expect.stringMatching(/^blob:/) },
    ]);
    expect(blobs).toHaveLength(1);
    expect(blobs[0]!.type).toBe('text/plain;charset=utf-8');
    await waitFor(async () => expect(await blobs[0]!.text()).toBe(recoveryCodes.join('\n')));
    // The organization name only names the file; nothing of it is rendered, let alone as markup.
    expect(canvasElement.querySelector('b')).toBeNull();
  },
};
