import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { VirtualClock } from '../../src/core/clock';
import { ToastArea } from '../../src/ui/toast/ToastArea';
import { createToaster, type ShowOptions, type Toaster } from '../../src/ui/toast/toaster';
import { Button } from '../../src/ui/Button';
import { defaultLoginStrings, type LoginStrings } from '../../src/login/groups/catalogue';
import { storyTexts } from '../../.storybook/modes/storyTexts';

/** The widget's toast messages (its catalogue's), in the locale the story runs in. */
type Messages = LoginStrings['messages'];
const messagesIn = (globals: Record<string, unknown>): Messages => storyTexts(globals).login.messages;

interface ToastHarnessProps {
  /** Shows the story's toasts, given the messages in the locale in use. */
  setup: (toaster: Toaster, messages: Messages) => void;
  messages: Messages;
}

/** A toast area driven by a VirtualClock, with a button that moves time: timing is checked, not waited for. */
function ToastHarness({ setup, messages }: ToastHarnessProps) {
  const [{ clock, toaster }] = useState(() => {
    const clock = new VirtualClock();
    const toaster = createToaster({ clock });
    setup(toaster, messages);
    return { clock, toaster };
  });
  const [now, setNow] = useState(0);
  const advance = (ms: number) => {
    clock.advance(ms);
    setNow(clock.now());
  };
  return (
    <div style={{ width: 400, display: 'flex', flexDirection: 'column', gap: 12 }}>
      <ToastArea toaster={toaster} />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Button size="small" variant="dawn" onClick={() => advance(100)}>
          +0.1 s
        </Button>
        <Button size="small" variant="dawn" onClick={() => advance(900)}>
          +0.9 s
        </Button>
        <span>t = {(now / 1000).toFixed(1)} s</span>
      </div>
    </div>
  );
}

const meta = {
  title: 'Design system/Toast',
  tags: ['autodocs'],
  component: ToastHarness,
  // The widget's messages in English: the preview turns them into the locale's texts in the pseudo-locales.
  args: { messages: defaultLoginStrings.messages },
} satisfies Meta<typeof ToastHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One toast of a kind, with one of the widget's messages. */
const one = (message: (messages: Messages) => string, options: ShowOptions): Story => ({
  args: { setup: (toaster, messages) => toaster.show(message(messages), options) },
  play: async ({ canvas, globals }) => {
    const { errors, notifications } = storyTexts(globals).ui.toasts;
    const region = canvas.getByRole(options.type === 'error' ? 'alert' : 'status', {
      name: options.type === 'error' ? errors : notifications,
    });
    expect(region).toHaveTextContent(message(messagesIn(globals)));
  },
});

export const Blank = one((messages) => messages.emailResent, { type: 'blank' });
export const Success = one((messages) => messages.copied, { type: 'success' });
export const ErrorToast = one((messages) => messages.copyCodesFailure, { type: 'error' });
export const Loading = one(() => 'Sending code…', { type: 'loading' });
export const Custom = one((messages) => messages.codeCopied, { type: 'custom' });

export const Stack: Story = {
  args: {
    setup: (toaster, messages) => {
      toaster.show(messages.emailResent);
      toaster.show(messages.codeCopied, { type: 'success' });
      toaster.show(messages.copyCodeFailure, { type: 'error' });
    },
  },
  play: async ({ canvas }) => {
    expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const LimitOfTwenty: Story = {
  args: { setup: (toaster) => Array.from({ length: 25 }, (_, i) => toaster.show(`Toast ${i + 1}`)) },
  play: async ({ canvas }) => {
    expect(canvas.getAllByRole('listitem')).toHaveLength(20);
    expect(canvas.queryByText('Toast 5')).toBeNull();
    expect(canvas.getByText('Toast 25')).toBeVisible();
  },
};

export const DismissByButton: Story = {
  args: { setup: (toaster, messages) => toaster.show(messages.emailResent) },
  play: async ({ canvas, globals }) => {
    const { emailResent } = messagesIn(globals);
    await userEvent.click(canvas.getByRole('button', { name: storyTexts(globals).ui.toasts.dismiss }));
    await waitFor(() => expect(canvas.queryByText(emailResent)).not.toBeVisible());
    // Removed 1 s after dismissal, not before.
    await userEvent.click(canvas.getByRole('button', { name: '+0.9 s' }));
    expect(canvas.getByText(emailResent, { selector: 'span' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '+0.1 s' }));
    await waitFor(() => expect(canvas.queryByText(emailResent)).toBeNull());
  },
};

export const AutoDismissTiming: Story = {
  args: {
    setup: (toaster, messages) => {
      toaster.show(messages.copied, { type: 'success' });
      toaster.show(messages.emailResent);
    },
  },
  play: async ({ canvas, globals }) => {
    const { copied, emailResent } = messagesIn(globals);
    const plus900 = canvas.getByRole('button', { name: '+0.9 s' });
    const plus100 = canvas.getByRole('button', { name: '+0.1 s' });
    for (let i = 0; i < 2; i++) {
      await userEvent.click(plus900);
      await userEvent.click(plus100);
    }
    // 2 s: the success toast hides; the blank one (4 s) stays.
    await waitFor(() => expect(canvas.queryByText(copied)).not.toBeVisible());
    expect(canvas.getByText(emailResent)).toBeVisible();
    await userEvent.click(plus900);
    expect(canvas.getByText(emailResent)).toBeVisible();
  },
};

export const LoadingThenSuccess: Story = {
  args: { setup: (toaster) => toaster.show('Saving…', { type: 'loading', id: 'save' }) },
  render: (args) => (
    <ToastHarness
      messages={args.messages}
      setup={(toaster, messages) => {
        args.setup(toaster, messages);
        setTimeout(() => toaster.show('Saved', { type: 'success', id: 'save' }), 0);
      }}
    />
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Saved')).toBeVisible());
    expect(canvas.queryByText('Saving…')).toBeNull();
    expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};
