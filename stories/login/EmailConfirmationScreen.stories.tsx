import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { formatMessage } from '../../src/core/message';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { EmailConfirmationScreen } from '../../src/login/groups/next/EmailConfirmationScreen';
import { nextIntentSpies } from './intentSpies';
import { expectHeadingFocused, mailProviderLink, sentToLine } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/Email confirmation',
  component: EmailConfirmationScreen,
  decorators: [withWidgetFrame],
  args: {
    view: { screen: 'EmailConfirmation', email: 'ada@acme.com', senderDomain: null },
    intents: nextIntentSpies(),
    back: undefined,
  },
} satisfies Meta<typeof EmailConfirmationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InboxLinks: Story = {
  play: async ({ canvas, args, globals }) => {
    const { emailConfirmation, common } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, emailConfirmation.heading);
    expect(sentToLine(canvas, 'ada@acme.com')).toHaveTextContent(
      formatMessage(emailConfirmation.sentTo, { email: 'ada@acme.com' }),
    );
    const gmail = mailProviderLink(canvas, common, 'Gmail');
    expect(gmail).toHaveAttribute('href', 'https://mail.google.com/mail/u/0/');
    expect(gmail).toHaveAttribute('target', '_blank');
    expect(gmail).toHaveAttribute('rel', 'noopener noreferrer');
    expect(mailProviderLink(canvas, common, 'Outlook')).toHaveAttribute('href', 'https://outlook.live.com/mail/0/');
    await userEvent.click(canvas.getByRole('button', { name: common.tryAgain }));
    expect(args.intents.tryAgain).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SenderDomainKnown: Story = {
  args: { view: { screen: 'EmailConfirmation', email: 'ada@acme.com', senderDomain: 'acme.com' } },
  play: async ({ canvas, globals }) => {
    const { common } = storyTexts(globals).login;
    expect(mailProviderLink(canvas, common, 'Gmail')).toHaveAttribute(
      'href',
      'https://mail.google.com/mail/u/0/#search/from%3A%40acme.com+in%3Aanywhere',
    );
    expect(mailProviderLink(canvas, common, 'Outlook')).toHaveAttribute(
      'href',
      'https://outlook.live.com/mail/0/search?q=from%3A%40acme.com',
    );
  },
};
