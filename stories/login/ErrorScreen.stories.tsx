import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { defaultLoginStrings } from '../../src/login/groups/catalogue';
import { ErrorScreen } from '../../src/login/groups/next/ErrorScreen';
import { hostileName } from './loginFixtures';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const ERROR_HEADING = defaultLoginStrings.error.heading;
const defaultError = 'Something went wrong. Try again later or contact your admin for help.';

const meta = {
  title: 'Login/Screens/Error',
  component: ErrorScreen,
  decorators: [withWidgetFrame],
  args: { view: { heading: ERROR_HEADING, message: defaultError, canGoBack: true }, onBack: fn() },
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = {
  play: async ({ canvas, args }) => {
    await expectHeadingFocused(canvas, 'Looks like there was an error!');
    expect(canvas.getByText(defaultError)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    expect(args.onBack).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WithoutBack: Story = {
  args: {
    view: {
      heading: ERROR_HEADING,
      message:
        'The organization you are looking for could not be found. If you think this is a mistake, contact your admin.',
      canGoBack: false,
    },
  },
  play: async ({ canvas }) => {
    await expectHeadingFocused(canvas, 'Looks like there was an error!');
    expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(canvas.getByText(/could not be found/)).toBeVisible();
  },
};

export const DocumentationLink: Story = {
  args: {
    view: {
      heading: ERROR_HEADING,
      message: 'One Tap could not load: oauth_config_not_found. See https://docs.example.com/one-tap for setup.',
      canGoBack: true,
    },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'https://docs.example.com/one-tap' });
    expect(link).toHaveAttribute('href', 'https://docs.example.com/one-tap');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.parentElement).toHaveTextContent(
      'One Tap could not load: oauth_config_not_found. See https://docs.example.com/one-tap for setup.',
    );
  },
};

export const HostileMessage: Story = {
  args: {
    view: {
      heading: ERROR_HEADING,
      message: `Unable to join due to ${hostileName}'s authentication policy.`,
      canGoBack: false,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    expect(canvas.getByText(`Unable to join due to ${hostileName}'s authentication policy.`)).toBeVisible();
    expect(canvasElement.querySelector('script, img, a')).toBeNull();
  },
};
