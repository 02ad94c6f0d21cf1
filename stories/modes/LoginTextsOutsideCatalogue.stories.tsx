import type { Meta, StoryObj } from '@storybook/react-vite';
import { hostileName } from '../login/loginFixtures';
import { screenStoryStates } from '../login/modes/screenStates';
import * as DiscoveryHostileInput from '../login/testCases/DiscoveryHostileInput.stories';
import * as EmailConfirmationHostileInput from '../login/testCases/EmailConfirmationHostileInput.stories';
import * as ErrorHostileInput from '../login/testCases/ErrorHostileInput.stories';
import * as IdpConsentHostileInput from '../login/testCases/IdpConsentHostileInput.stories';
import * as MainHostileInput from '../login/testCases/MainHostileInput.stories';
import * as SsoDiscoveryMenuHostileInput from '../login/testCases/SsoDiscoveryMenuHostileInput.stories';
import { storyStates } from './storyStates';
import { checkAnnotations, expectNoTextOutsideCatalogue, type UserData } from './textsOutsideCatalogue';

/**
 * Every state of every login screen's stories, and of their hostile input test cases, in the pseudo-locale:
 * the texts the widget shows from its catalogue come out accented, so any text that bypasses the catalogue
 * stands out unaccented. The play lists them (target: none).
 */

const states = [
  ...screenStoryStates(),
  ...storyStates({
    MainHostileInput,
    DiscoveryHostileInput,
    EmailConfirmationHostileInput,
    ErrorHostileInput,
    SsoDiscoveryMenuHostileInput,
    IdpConsentHostileInput,
  }),
];

/** What the fixtures give as the member's, the organization's or the provider's own words: not the widget's. */
const USER_DATA: UserData = [
  // The member's e-mail, the organizations (by name, or by initial in place of a logo), a client's own scope.
  'ada@acme.com',
  'Acme Corporation',
  'Zenith Partners',
  'northwind traders',
  'Globex',
  'Initech',
  /^[A-Z]$/,
  'Read your quarterly reports',
  // The hostile organization name, wherever a fixture puts it.
  new RegExp(hostileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  // A web address (linked), the authenticator secret in groups of four, backup codes.
  /^https?:\/\/\S+$/,
  /^([a-z2-7]{4} ){3,}[a-z2-7]{1,4}$/,
  /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/,
  // Sign-in providers' and SSO connections' names, set apart in their buttons so they wrap as one unit.
  'Google',
  'Microsoft',
  'HubSpot',
  'Slack',
  'GitHub',
  'Okta',
  'Microsoft Entra ID',
  // The provider's own error messages, which the widget shows as the provider words them.
  'Member not found in organization.',
  'The redirect_uri is not allowed for this client. See',
  'for details.',
];

const meta = { title: 'Test cases/Login/Texts outside the catalogue', ...checkAnnotations(states) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryScreenState: Story = {
  play: async ({ canvasElement }) => {
    await expectNoTextOutsideCatalogue(canvasElement, states, USER_DATA);
  },
};
