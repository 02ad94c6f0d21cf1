import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EmailConfirmationScreen } from '../../src/login/groups/next/EmailConfirmationScreen';
import { hostileName } from './loginFixtures';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/Email confirmation',
  component: EmailConfirmationScreen,
  decorators: [withWidgetFrame],
  args: { view: { email: 'ada@acme.com' }, onTryAgain: fn() },
} satisfies Meta<typeof EmailConfirmationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InboxLinks: Story = {
  play: async ({ canvas, args }) => {
    await expectHeadingFocused(canvas, 'Check your email');
    expect(canvas.getByText(/An email was sent to/)).toHaveTextContent('An email was sent to ada@acme.com.');
    const gmail = canvas.getByRole('link', { name: /^Open in Gmail/ });
    expect(gmail).toHaveAttribute('href', 'https://mail.google.com/mail/u/0/');
    expect(gmail).toHaveAttribute('target', '_blank');
    expect(gmail).toHaveAttribute('rel', 'noopener noreferrer');
    expect(canvas.getByRole('link', { name: /^Open in Outlook/ })).toHaveAttribute(
      'href',
      'https://outlook.live.com/mail/0/',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    expect(args.onTryAgain).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SenderDomainKnown: Story = {
  args: { view: { email: 'ada@acme.com', senderDomain: 'acme.com' } },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('link', { name: /^Open in Gmail/ })).toHaveAttribute(
      'href',
      'https://mail.google.com/mail/u/0/#search/from%3A%40acme.com+in%3Aanywhere',
    );
    expect(canvas.getByRole('link', { name: /^Open in Outlook/ })).toHaveAttribute(
      'href',
      'https://outlook.live.com/mail/0/search?q=from%3A%40acme.com',
    );
  },
};

export const HostileEmail: Story = {
  args: { view: { email: hostileName } },
  play: async ({ canvas, canvasElement }) => {
    expect(canvas.getByText(hostileName, { selector: 'strong' })).toBeVisible();
    expect(canvasElement.querySelector('script, img')).toBeNull();
  },
};
