import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { VirtualClock } from '../../src/core/clock';
import { ToastArea } from '../../src/ui/toast/ToastArea';
import { createToaster, type ShowOptions, type Toaster } from '../../src/ui/toast/toaster';
import { Button } from '../../src/ui/Button';

/** A toast area driven by a VirtualClock, with a button that moves time: timing is checked, not waited for. */
function ToastHarness({ setup }: { setup: (toaster: Toaster) => void }) {
  const [{ clock, toaster }] = useState(() => {
    const clock = new VirtualClock();
    const toaster = createToaster({ clock });
    setup(toaster);
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

const meta = { title: 'Design system/Toast', tags: ['autodocs'], component: ToastHarness } satisfies Meta<typeof ToastHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const one = (message: string, options: ShowOptions): Story => ({
  args: { setup: (toaster) => toaster.show(message, options) },
  play: async ({ canvas }) => {
    const region = canvas.getByRole(options.type === 'error' ? 'alert' : 'status', {
      name: options.type === 'error' ? 'Errors' : 'Notifications',
    });
    expect(region).toHaveTextContent(message);
  },
});

export const Blank = one('Email resent', { type: 'blank' });
export const Success = one('Copied', { type: 'success' });
export const ErrorToast = one("Couldn't copy codes to clipboard", { type: 'error' });
export const Loading = one('Sending code…', { type: 'loading' });
export const Custom = one('Code copied', { type: 'custom' });

export const Stack: Story = {
  args: {
    setup: (toaster) => {
      toaster.show('Email resent');
      toaster.show('Code copied', { type: 'success' });
      toaster.show("Couldn't copy code to clipboard", { type: 'error' });
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
  args: { setup: (toaster) => toaster.show('Email resent') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.queryByText('Email resent')).not.toBeVisible());
    // Removed 1 s after dismissal, not before.
    await userEvent.click(canvas.getByRole('button', { name: '+0.9 s' }));
    expect(canvas.getByText('Email resent', { selector: 'span' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '+0.1 s' }));
    await waitFor(() => expect(canvas.queryByText('Email resent')).toBeNull());
  },
};

export const AutoDismissTiming: Story = {
  args: {
    setup: (toaster) => {
      toaster.show('Copied', { type: 'success' });
      toaster.show('Email resent');
    },
  },
  play: async ({ canvas }) => {
    const plus900 = canvas.getByRole('button', { name: '+0.9 s' });
    const plus100 = canvas.getByRole('button', { name: '+0.1 s' });
    for (let i = 0; i < 2; i++) {
      await userEvent.click(plus900);
      await userEvent.click(plus100);
    }
    // 2 s: the success toast hides; the blank one (4 s) stays.
    await waitFor(() => expect(canvas.queryByText('Copied')).not.toBeVisible());
    expect(canvas.getByText('Email resent')).toBeVisible();
    await userEvent.click(plus900);
    expect(canvas.getByText('Email resent')).toBeVisible();
  },
};

export const LoadingThenSuccess: Story = {
  args: { setup: (toaster) => toaster.show('Saving…', { type: 'loading', id: 'save' }) },
  render: (args) => (
    <ToastHarness
      setup={(toaster) => {
        args.setup(toaster);
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
