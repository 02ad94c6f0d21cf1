import { useTheme } from '@emotion/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AssistantApi } from '../../src/api/assistantApi';
import type { PartTransport } from '../../src/upload/uploadRunner';
import { Button } from '../../src/ui/Button';
import { useTexts } from '../../src/ui/texts';
import { TextInput } from '../../src/ui/TextInput';
import { visuallyHidden } from '../../src/ui/visuallyHidden';
import { LiveChat } from '../chat/LiveChat';
import { Page, TextLink } from '../layout';
import { CHAT_PARAM, useOrganization } from '../organization';
import { pageTexts } from './texts';

/** The spec's limit on the dashboard form's width. */
export const DASHBOARD_FORM_MAX_WIDTH = 480;

export interface GettingStartedFormProps {
  /** Receives the trimmed company name; the form stays busy until the promise settles. */
  onSubmit: (companyName: string) => unknown;
}

/** 'Getting Started': one input for the name of the company to create an IPO pitch for. */
export function GettingStartedForm({ onSubmit }: GettingStartedFormProps) {
  const theme = useTheme();
  const { dashboard } = useTexts(pageTexts);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const companyName = name.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || companyName === '') return;
    setBusy(true);
    try {
      await onSubmit(companyName);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-labelledby="getting-started"
      onSubmit={submit}
      css={{ display: 'flex', flexDirection: 'column', gap: 16, width: '100%', maxWidth: DASHBOARD_FORM_MAX_WIDTH }}
    >
      <h1 id="getting-started" css={{ margin: 0, fontSize: theme.fonts.headingSize }}>
        {dashboard.gettingStarted}
      </h1>
      <TextInput
        label={dashboard.companyName}
        hint={dashboard.companyNameHint}
        name="company"
        autoComplete="organization"
        value={name}
        readOnly={busy}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" loading={busy} disabled={companyName === ''} fullWidth>
        {dashboard.createPitch}
      </Button>
    </form>
  );
}

export interface DashboardViewProps {
  /** The pitch's chat once it exists: it replaces the form. */
  chat?: ReactNode;
  onCreatePitch: (companyName: string) => unknown;
}

/** The dashboard's layout: logo, the form or the chat, and the footer link to the chat page. */
export function DashboardView({ chat, onCreatePitch }: DashboardViewProps) {
  const theme = useTheme();
  const { dashboard } = useTexts(pageTexts);
  return (
    <Page>
      {chat ? (
        <>
          <h1 css={visuallyHidden}>{dashboard.heading}</h1>
          {chat}
        </>
      ) : (
        <GettingStartedForm onSubmit={onCreatePitch} />
      )}
      <footer css={{ paddingTop: 8, borderTop: `1px solid ${theme.colors.border}` }}>
        <TextLink to="/chat">{dashboard.goToChat}</TextLink>
      </footer>
    </Page>
  );
}

export interface DashboardPageProps {
  api: Pick<AssistantApi, 'createForIpoPitch' | 'createWithQuery' | 'respondWithQuery' | 'startFileUpload'>;
  partTransport: PartTransport;
}

/** /dashboard: submitting the form creates the pitch chat (create_for_ipo_pitch), which then replaces it. */
export function DashboardPage({ api, partTransport }: DashboardPageProps) {
  const organization = useOrganization();
  const [params, setParams] = useSearchParams();
  const chatUid = params.get(CHAT_PARAM);
  return (
    <DashboardView
      chat={
        chatUid ? (
          <LiveChat
            key={chatUid}
            chatUid={chatUid}
            organizationUid={organization.organization_uid}
            api={api}
            partTransport={partTransport}
          />
        ) : undefined
      }
      onCreatePitch={async (companyName: string) => {
        // A failed creation is only logged and silently stops (spec, section 8): the form is there again.
        const created = await api.createForIpoPitch(organization.organization_uid, companyName);
        if (created) setParams({ [CHAT_PARAM]: created });
      }}
    />
  );
}
