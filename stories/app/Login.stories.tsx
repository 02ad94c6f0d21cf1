import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { useSnapshot } from 'valtio/react';
import { useWidgetModes } from '../../.storybook/modes';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { Page } from '../../app/layout';
import { LoginPage } from '../../app/login/LoginPage';
import { AUTHENTICATE_PATH } from '../../app/login/paths';
import { pageTexts } from '../../app/pages/texts';
import { formatMessage } from '../../src/core/message';
import { useTexts } from '../../src/ui/texts';
import { DEMO_PEOPLE } from '../../simulator/emulators/provider';
import { createStoryClient, createStoryPage, mailedLink, type StoryPage } from '../login/widgetStory';
import { atPhoneWidth, expectFitsThePhone } from '../support/phoneWidth';

/** Where the member goes once logged in: a stand-in for /dashboard with its heading. */
function DashboardStandIn() {
  const { dashboard } = useTexts(pageTexts);
  return (
    <Page>
      <h1>{dashboard.heading}</h1>
    </Page>
  );
}

/**
 * The app's login page with its one provider client, against the provider emulator (parameters.simulator), as a
 * visit of the page shows it: opening a magic link is a new visit, so it mounts again. The widget's texts follow
 * the toolbar's locale, as an app in that locale would give them. When the flow completes the page loads
 * /dashboard (a stand-in here).
 */
function LoginApp({ page }: { page: StoryPage }) {
  const [client] = useState(() => createStoryClient());
  useEffect(() => () => client.stop(), [client]);
  const { visit } = useSnapshot(page.state);
  const { strings } = useWidgetModes({});
  const [signedIn, setSignedIn] = useState(false);
  if (signedIn) return <DashboardStandIn />;
  return (
    <LoginPage
      key={visit}
      client={client}
      origin={location.origin}
      location={page.location}
      strings={strings}
      onFlowComplete={() => setSignedIn(true)}
    />
  );
}

const meta = {
  title: 'App/Pages/Login',
  loaders: [async () => ({ page: createStoryPage('/') })],
  render: (_args, { loaded }) => <LoginApp page={loaded.page as StoryPage} />,
  parameters: { layout: 'fullscreen', simulator: { scenario: 'provider-demo', seed: 1 } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const { ada } = DEMO_PEOPLE;

/** The widget in the discovery flow, by e-mail magic link; the local image stands for the provider's logo. */
export const LoginWidgetOnThePage: Story = {
  play: async ({ canvas, globals }) => {
    const { pages, login } = storyTexts(globals);
    const pageHeading = formatMessage(pages.login.heading, { appName: 'Genios' });
    expect(canvas.getByRole('heading', { level: 1, name: pageHeading })).toBeInTheDocument();
    expect(canvas.getByRole('img', { name: 'Genios' })).toBeVisible();
    const heading = await canvas.findByRole('heading', { level: 2, name: login.main.signUpOrLogIn });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(canvas.getByRole('textbox', { name: login.common.email })).toBeVisible();
    const google = formatMessage(login.main.continueWithProvider, { provider: 'Google' });
    expect(canvas.queryByRole('button', { name: google })).toBeNull();
    expect(canvas.queryByRole('button', { name: login.main.continueWithSso })).toBeNull();
    const logo = await canvas.findByRole<HTMLImageElement>('img', { name: 'Stytch' });
    await waitFor(() => expect(logo.complete && logo.naturalWidth > 0).toBe(true));
  },
};

/**
 * The whole login: the e-mail, the link back to /authenticate, an organization, then the dashboard. Not
 * pictured: it ends on the dashboard's stand-in, which holds nothing to review, and Chromium's picture of it
 * kept faint 1 px lines where the login card's fields had been, present or not as the machine was busy.
 */
export const MagicLinkToDashboard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded, globals }) => {
    const { pages, login } = storyTexts(globals);
    await canvas.findByRole('heading', { level: 2, name: login.main.signUpOrLogIn });
    await userEvent.type(canvas.getByRole('textbox', { name: login.common.email }), ada.email);
    await userEvent.click(canvas.getByRole('button', { name: login.main.continueWithEmail }));
    await canvas.findByRole('heading', { level: 2, name: login.emailConfirmation.heading });

    const link = new URL(mailedLink(ada.email));
    expect(`${link.origin}${link.pathname}`).toBe(`${location.origin}${AUTHENTICATE_PATH}`);
    (loaded.page as StoryPage).open(link.href);
    await userEvent.click(await canvas.findByRole('button', { name: 'Acme Capital' }));
    await canvas.findByRole('heading', { level: 1, name: pages.dashboard.heading });
  },
};

/** At 1280 px the card and the logo above it sit on the page's centre line. */
export const CentredAt1280: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvas, globals }) => {
    const { login } = storyTexts(globals);
    await canvas.findByRole('heading', { level: 2, name: login.main.signUpOrLogIn });
    const centreOf = (element: HTMLElement) => {
      const { left, right } = element.getBoundingClientRect();
      return (left + right) / 2;
    };
    const pageCentre = document.documentElement.clientWidth / 2;
    // The e-mail field spans the card between equal paddings: its centre is the card's.
    expect(Math.abs(centreOf(canvas.getByRole('textbox', { name: login.common.email })) - pageCentre)).toBeLessThan(1);
    expect(Math.abs(centreOf(canvas.getByRole('img', { name: 'Genios' })) - pageCentre)).toBeLessThan(1);
  },
};

/** On a 375 px phone the card takes the width there is: every field, button and text fits, nothing scrolls sideways. */
export const OnAPhone: Story = {
  globals: atPhoneWidth,
  play: async ({ canvas, canvasElement, globals }) => {
    const { login } = storyTexts(globals);
    await canvas.findByRole('heading', { level: 2, name: login.main.signUpOrLogIn });
    await expectFitsThePhone(canvasElement);
    const email = canvas.getByRole('textbox', { name: login.common.email });
    expect(email.getBoundingClientRect().width).toBeGreaterThan(240);
  },
};
