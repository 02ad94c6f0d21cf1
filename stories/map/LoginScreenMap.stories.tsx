import type { Meta } from '@storybook/react-vite';
import type { StoryModule } from '../modes/storyStates';
import flows from './loginFlows';
import { mapFile } from './mapStory';

/**
 * The login widget's flows, each on one page: its screens in order, each as its story's play left it, with
 * what leads from one to the next. A picture opens its screen's story.
 */
const { meta: annotations, map } = mapFile(
  import.meta.glob<StoryModule>('../login/*Screen.stories.tsx', { eager: true }),
  0.5,
);

const meta = { title: 'Login/Screen maps', ...annotations } satisfies Meta<typeof annotations.component>;
export default meta;
type Story = ReturnType<typeof map>;

const intro = 'Each picture is the state its story reaches, as the story tests last checked it.';

export const Discovery: Story = map('Discovery: log in by e-mail, then choose an organization', intro, flows.Discovery);
export const Organization: Story = map("An organization's login page: a link or a code", intro, flows.Organization);
export const PasswordReset: Story = {
  ...map('Passwords: sign in, set one, reset it', intro, flows.PasswordReset),
  name: 'Password reset',
};
export const Mfa: Story = { ...map('Second factor: enrol and sign in', intro, flows.Mfa), name: 'MFA' };
export const Sso: Story = { ...map('Single sign-on: find the connection', intro, flows.Sso), name: 'SSO' };
export const Consent: Story = {
  ...map('IdP consent: an application asks for access', intro, flows.Consent),
  name: 'IdP consent',
};
