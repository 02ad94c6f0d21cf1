import { useTheme } from '@emotion/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatMessage } from '../../src/core/message';
import { Button, TextLinkButton } from '../../src/ui/Button';
import { useTexts } from '../../src/ui/texts';
import { TextInput } from '../../src/ui/TextInput';
import { visuallyHidden } from '../../src/ui/visuallyHidden';
import { CHAT_PARAM, MemberChat } from '../chat/LiveChat';
import { Page, TextLink } from '../layout';
import { useProtected } from '../protectedStart';
import { pageTexts } from './texts';

/** The spec's limit on the dashboard form's width. */
export const DASHBOARD_FORM_MAX_WIDTH = 480;

export interface GettingStartedFormProps {
  /**
   * Receives the trimmed company name; the form stays busy until the promise settles. Resolving to false
   * means the pitch could not be created: the form says so and offers to try the same name again.
   */
  onSubmit: (companyName: string) => unknown;
}

/** 'Getting Started': one input for the name of the company to create an IPO pitch for. */
export function GettingStartedForm({ onSubmit }: GettingStartedFormProps) {
  const theme = useTheme();
  const { dashboard } = useTexts(pageTexts);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  /** The name whose pitch could not be created, while that is the last word on it. */
  const [failedName, setFailedName] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const companyName = name.trim();
  // A name typed into the page's shell before React took it over is in the field, not yet in the state.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setName(typed);
  }, []);

  const create = async (company: string) => {
    if (busy || company === '') return;
    setBusy(true);
    setFailedName(undefined);
    try {
      if ((await onSubmit(company)) === false) setFailedName(company);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void create(companyName);
  };

  const tryAgain = (company: string) => {
    // The button goes with its message: the input keeps the focus while the same name is tried again.
    input.current?.focus();
    void create(company);
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
        ref={input}
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
      {failedName !== undefined && (
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 8, rowGap: 4 }}>
          <p role="alert" css={{ margin: 0, color: theme.colors.error }}>
            {formatMessage(dashboard.pitchFailed, { companyName: failedName })}
          </p>
          <TextLinkButton onClick={() => tryAgain(failedName)}>{dashboard.tryAgain}</TextLinkButton>
        </div>
      )}
    </form>
  );
}

export interface DashboardViewProps {
  /** The pitch's chat once it exists: it replaces the form. */
  chat?: ReactNode;
  /** Resolves to false when the pitch could not be created (see GettingStartedFormProps). */
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

/**
 * /dashboard: submitting the form creates the pitch chat (create_for_ipo_pitch), which then replaces it. Until the
 * page has started it is its shell (the form, no chat): a name submitted then is sent once the start is ready.
 */
export function DashboardPage() {
  const { data, ready } = useProtected();
  const [params, setParams] = useSearchParams();
  const chatUid = data && params.get(CHAT_PARAM);
  return (
    <DashboardView
      chat={data && chatUid ? <MemberChat key={chatUid} data={data} chatUid={chatUid} /> : undefined}
      onCreatePitch={async (companyName: string) => {
        const { deps, organization } = await ready;
        // The failure's details are only logged (spec, section 8); the form says the pitch was not created
        // and offers to try again (issue 29: a silent stop read as if nothing had been submitted).
        const created = await deps.api.createForIpoPitch(organization.organization_uid, companyName);
        if (!created) return false;
        setParams({ [CHAT_PARAM]: created });
        return true;
      }}
    />
  );
}
