import type { Meta, StoryObj } from '@storybook/react-vite';
import { isExportStory, storyNameFromExport, toId } from 'storybook/internal/csf';
import { expect } from 'storybook/test';
import { ScreenMap, storyHref, type FlowLine } from './screenMap';

/**
 * The login widget's flows, each on one page: its screens in order as thumbnails of their own stories, with
 * what leads from one to the next. A thumbnail opens its screen's story.
 */

/** Story ids as Storybook's index names them, from the login screens' story files themselves. */
const storyIndex = new Set(
  Object.values(
    import.meta.glob<{ default: Meta & { title: string } }>('../login/*.stories.tsx', { eager: true }),
  ).flatMap((module) =>
    Object.keys(module)
      .filter((name) => name !== 'default' && isExportStory(name, module.default))
      .map((name) => toId(module.default.title, storyNameFromExport(name))),
  ),
);

const screen = (title: string, story: string) => `login-screens-${title}--${story}`;

const meta = {
  title: 'Login/Screen map',
  component: ScreenMap,
  parameters: {
    layout: 'fullscreen',
    // A map of stories that hold their own pictures: its own picture would only repeat theirs.
    screenshot: false,
    chromatic: { disableSnapshot: true },
  },
} satisfies Meta<typeof ScreenMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every thumbnail links to a story Storybook has, the one it shows. */
const play: Story['play'] = async ({ canvasElement, args }) => {
  const links = [...canvasElement.querySelectorAll<HTMLAnchorElement>('a[data-story-link]')];
  const ids = args.lines.flatMap((line) => [line.start, ...line.steps.map(([, story]) => story)]);
  expect(links.map((link) => link.dataset.storyLink)).toEqual(ids);
  expect(ids.filter((id) => !storyIndex.has(id))).toEqual([]);
  // And shows it: a thumbnail whose story the map cannot render stays empty.
  expect(canvasElement.querySelectorAll('figure > [inert]:empty')).toHaveLength(0);
  for (const link of links) expect(link.getAttribute('href')).toBe(storyHref(link.dataset.storyLink!));
};

const lines = (...flow: FlowLine[]) => ({ args: { lines: flow }, play });

export const Discovery: Story = lines(
  {
    start: screen('main', 'discovery-flow'),
    steps: [
      ['Continue with email: a login link is sent', screen('email-confirmation', 'inbox-links')],
      ["The link is opened: the member's organizations", screen('discovery', 'organization-list')],
      ['An organization is chosen', screen('logged-in', 'success')],
    ],
  },
  {
    start: screen('email-confirmation', 'inbox-links'),
    steps: [
      ['The link finds no organization', screen('discovery', 'empty-create-allowed')],
      ['Create an organization', screen('logged-in', 'logging-in')],
    ],
  },
);

export const Organization: Story = lines(
  {
    start: screen('main', 'organization-flow'),
    steps: [
      ['Continue with email: link or code', screen('email-method-selection', 'link-or-code')],
      ['Email me a code', screen('email-otp-entry', 'counting')],
      ['The right passcode', screen('logged-in', 'success')],
    ],
  },
  {
    start: screen('email-method-selection', 'link-or-code'),
    steps: [['Email me a link', screen('email-confirmation', 'inbox-links')]],
  },
);

export const PasswordReset: Story = lines(
  {
    start: screen('main', 'email-with-password-option'),
    steps: [
      ['Use a password instead', screen('password-authenticate', 'sign-in')],
      ['Sign up or reset password', screen('password-forgot-form', 'organization-flow')],
      ['A reset link is sent', screen('password-set-new-confirmation', 'check-your-email')],
      ['The reset link is opened', screen('password-reset-form', 'stored-email')],
      ['A new password is set', screen('logged-in', 'success')],
    ],
  },
  {
    start: screen('main', 'password-email-form'),
    steps: [['A member with a password', screen('password-email', 'password-step')]],
  },
  {
    start: screen('main', 'password-email-form'),
    steps: [['Anyone else: a link to set one', screen('password-reset-verify-confirmation', 'sender-domain-known')]],
  },
);

export const Mfa: Story = lines(
  {
    start: screen('mfa-enrollment-selection', 'authenticator-app-first'),
    steps: [
      ['Use an authenticator app', screen('totp-enrollment-qr-code', 'ready')],
      ['Having trouble scanning?', screen('totp-enrollment-manual', 'secret-shown')],
      ['Continue', screen('totp-entry', 'enrolling')],
      ['The right code', screen('recovery-code-save', 'codes-shown')],
      ['Done', screen('logged-in', 'success')],
    ],
  },
  {
    start: screen('mfa-enrollment-selection', 'authenticator-app-first'),
    steps: [
      ['Text me a code', screen('sms-otp-enrollment', 'default-united-states')],
      ['A phone number', screen('sms-otp-entry', 'counting')],
      ['The right passcode', screen('logged-in', 'success')],
    ],
  },
  {
    start: screen('totp-entry', 'signing-in'),
    steps: [
      ['Use a backup code', screen('recovery-code-entry', 'empty')],
      ['The right backup code', screen('logged-in', 'success')],
    ],
  },
);

export const Sso: Story = lines(
  {
    start: screen('main', 'button-groups-split-by-form'),
    steps: [
      ['Continue with SSO', screen('sso-discovery-email', 'enter-email')],
      ['Connections found', screen('sso-discovery-menu', 'several-connections')],
      ['A connection: on to the identity provider', screen('logged-in', 'logging-in')],
    ],
  },
  {
    start: screen('sso-discovery-email', 'enter-email'),
    steps: [
      ['No connection found', screen('sso-discovery-fallback', 'enter-slug')],
      ["The organization's slug", screen('main', 'organization-flow')],
    ],
  },
);

export const Consent: Story = lines(
  {
    start: screen('idp-consent', 'loading'),
    steps: [
      ['The request is checked', screen('idp-consent', 'standard-scopes')],
      ['Allow', screen('idp-consent', 'submitting-allow')],
    ],
  },
  { start: screen('idp-consent', 'standard-scopes'), steps: [['Deny', screen('idp-consent', 'access-denied')]] },
  {
    start: screen('idp-consent', 'loading'),
    steps: [
      ['Asked to log out', screen('idp-consent', 'logout')],
      ['Yes', screen('idp-consent', 'logging-out')],
    ],
  },
  { start: screen('idp-consent', 'logout'), steps: [['No', screen('idp-consent', 'not-logged-out')]] },
  { start: screen('idp-consent', 'loading'), steps: [['No session', screen('idp-consent', 'no-active-session')]] },
);
