import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordResetVerifyConfirmationScreen } from '../../src/login/groups/passwords/PasswordResetVerifyConfirmationScreen';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/Password reset verify confirmation',
  component: PasswordResetVerifyConfirmationScreen,
  decorators: [withWidgetFrame],
  args: { view: { email: 'ada@acme.com', senderDomain: 'acme.com' }, onResend: fn(), onBack: fn() },
} satisfies Meta<typeof PasswordResetVerifyConfirmationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SenderDomainKnown: Story = {
  play: async ({ canvas, args }) => {
    await expectHeadingFocused(canvas, 'Verify your email first.');
    expect(canvas.getByText(/A login link was sent to you at/)).toHaveTextContent(
      'A login link was sent to you at ada@acme.com.',
    );
    expect(canvas.getByRole('link', { name: /^Open in Gmail/ })).toHaveAttribute(
      'href',
      'https://mail.google.com/mail/u/0/#search/from%3A%40acme.com+in%3Aanywhere',
    );
    expect(canvas.getByRole('link', { name: /^Open in Outlook/ })).toHaveAttribute(
      'href',
      'https://outlook.live.com/mail/0/search?q=from%3A%40acme.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Resend email' }));
    expect(args.onResend).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SenderDomainUnknown: Story = {
  args: { view: { email: 'ada@acme.com', senderDomain: null } },
  play: async ({ canvas }) => {
    expect(canvas.getAllByRole('link')).toHaveLength(2);
    expect(canvas.getByRole('link', { name: /^Open in Gmail/ })).toHaveAttribute(
      'href',
      'https://mail.google.com/mail/u/0/',
    );
  },
};
