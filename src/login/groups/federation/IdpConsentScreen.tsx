import { useTheme } from '@emotion/react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { focusRing } from '../../../ui/focus';
import { Spinner } from '../../../ui/Spinner';
import { formatMessage, firstTexts } from '../../strings';
import { hasScopes, scopeTexts, type ConsentScopes } from './IdpConsentScopes';
import { ErrorPanel } from '../next/ErrorScreen';
import { useTexts } from '../../../ui/texts';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { bodyText, buttonGap, smallText, stack } from '../../screens/screenStyles';
import type { ScreenProps } from '../define';
import type { FederationIntents } from './intents';
import { federationTexts } from './texts';
import type { FederationView, IdpConsentView } from './view';

/** IDP Consent: the identity provider asks the member to authorize an application, or to log out. */
export function IdpConsentScreen({
  view,
  intents,
}: ScreenProps<Extract<FederationView, { screen: 'IdpConsent' }>, FederationIntents>) {
  const strings = useTexts(firstTexts);
  const texts = useTexts(federationTexts).idpConsent;
  switch (view.state) {
    case 'loading':
      return (
        <div css={{ display: 'flex', justifyContent: 'center', padding: '48px 0' }}>
          <Spinner size={32} label={strings.common.loading} />
        </div>
      );
    case 'authorize':
      return (
        <AuthorizeConsent
          view={view}
          onAllow={() => void intents.allowConsent()}
          onDeny={() => void intents.denyConsent()}
        />
      );
    case 'logout':
      return (
        <ScreenLayout
          heading={texts.logoutTitle}
          subheading={formatMessage(texts.logoutQuestion, { project: view.projectName })}
        >
          <AnswerButtons
            submitting={view.submitting}
            no={{ text: texts.no, onClick: intents.declineLogout }}
            yes={{ text: texts.yes, onClick: () => void intents.confirmLogout() }}
          />
        </ScreenLayout>
      );
    case 'answered':
      return <ScreenLayout heading={view.message}>{null}</ScreenLayout>;
    case 'error':
      // No back arrow: the consent page was opened by the application with these parameters.
      return <ErrorPanel heading={strings.error.heading} message={view.message} />;
  }
}

function AuthorizeConsent({
  view,
  onAllow,
  onDeny,
}: {
  view: Extract<IdpConsentView, { state: 'authorize' }>;
  onAllow: () => void;
  onDeny: () => void;
}) {
  const theme = useTheme();
  const { idpConsent: texts } = useTexts(federationTexts);
  const client = view.clientName;
  const { projectName } = view;
  return (
    <ScreenLayout heading={view.title}>
      {hasScopes(view.grantable) && (
        <div>
          <p css={{ ...bodyText(theme), marginBottom: 12, fontWeight: 700 }}>
            {formatMessage(texts.requesting, { client })}
          </p>
          <ScopeList scopes={view.grantable} projectName={projectName} grantable />
        </div>
      )}
      {hasScopes(view.ungrantable) && (
        <details
          css={{
            ...smallText(theme),
            padding: '12px 16px',
            background: theme.colors.surface,
            borderRadius: theme.inputs.borderRadius,
          }}
        >
          <summary css={[{ cursor: 'pointer', overflowWrap: 'anywhere', borderRadius: 2 }, focusRing(theme)]}>
            {formatMessage(texts.ungrantable, { client })}
          </summary>
          <div css={{ marginTop: 12 }}>
            <ScopeList scopes={view.ungrantable} projectName={projectName} grantable={false} />
          </div>
        </details>
      )}
      <AnswerButtons
        submitting={view.submitting}
        no={{ text: texts.deny, onClick: onDeny }}
        yes={{ text: texts.allow, onClick: onAllow }}
      />
    </ScreenLayout>
  );
}

/** Scopes the member can grant get a check mark; the ones they cannot, a cross. */
function ScopeList({
  scopes,
  projectName,
  grantable,
}: {
  scopes: ConsentScopes;
  projectName: string;
  grantable: boolean;
}) {
  const theme = useTheme();
  const strings = useTexts(federationTexts);
  return (
    <ul css={{ ...stack(10), margin: 0, padding: 0, listStyle: 'none', lineHeight: 1.4 }}>
      {scopeTexts(scopes, projectName, strings).map((text, index) => (
        <li key={index} css={{ display: 'flex', gap: 10, alignItems: 'flex-start', overflowWrap: 'anywhere' }}>
          <svg
            width="16"
            height="16"
            viewBox="0 0 16 16"
            aria-hidden="true"
            focusable="false"
            css={{ flexShrink: 0, marginTop: 3, color: grantable ? theme.colors.success : theme.colors.mutedText }}
          >
            <path
              d={grantable ? 'm3 8.5 3 3 7-7' : 'm4 4 8 8m0-8-8 8'}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

interface Answer {
  text: string;
  onClick: () => void;
}

/** The negative answer on the left, the positive one on the right; the chosen one spins while submitting. */
function AnswerButtons({ submitting, no, yes }: { submitting: boolean; no: Answer; yes: Answer }) {
  const [chosen, setChosen] = useState<Answer['text'] | null>(null);
  const button = (answer: Answer, variant: 'dawn' | 'midDay') => (
    <Button
      variant={variant}
      fullWidth
      loading={submitting && chosen === answer.text}
      disabled={submitting}
      onClick={() => {
        setChosen(answer.text);
        answer.onClick();
      }}
    >
      {answer.text}
    </Button>
  );
  return (
    <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: buttonGap }}>
      {button(no, 'dawn')}
      {button(yes, 'midDay')}
    </div>
  );
}
