import { useTheme } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../src/ui/Button';
import { useTexts } from '../../src/ui/texts';
import { CHAT_PARAM, MemberChat, NewChat } from '../chat/LiveChat';
import { media, Page } from '../layout';
import { useProtected } from '../protectedStart';
import { pageTexts } from './texts';

export interface ChatPageViewProps {
  /** Revokes the session; the page then leaves for /. */
  onLogout: () => unknown;
  onGoToDashboard: () => void;
  /** The chat panel. */
  children: ReactNode;
}

/** /chat's layout: heading 'Chat', the 'Logout' and 'Go to dashboard' buttons, the chat panel. */
export function ChatPageView({ onLogout, onGoToDashboard, children }: ChatPageViewProps) {
  const theme = useTheme();
  const at = media(theme);
  const { common, chat } = useTexts(pageTexts);
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = async () => {
    setLoggingOut(true);
    try {
      await onLogout();
    } finally {
      setLoggingOut(false);
    }
  };
  return (
    <Page>
      <header
        css={{
          display: 'flex',
          flexDirection: 'column',
          gap: 12,
          [at.sm]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
        }}
      >
        <h1 css={{ margin: 0, fontSize: theme.fonts.headingSize }}>{chat.heading}</h1>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button variant="dawn" size="medium" onClick={onGoToDashboard}>
            {common.goToDashboard}
          </Button>
          <Button variant="midDay" size="medium" loading={loggingOut} onClick={() => void logout()}>
            {chat.logout}
          </Button>
        </div>
      </header>
      {children}
    </Page>
  );
}

/**
 * /chat: the first message starts a new chat (create_with_query); later ones go to respond_with_query. Until the
 * page has started it is its shell (the panel of a new chat); what a member does then waits for the start.
 */
export function ChatPage() {
  const { data, ready } = useProtected();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const chatUid = data && params.get(CHAT_PARAM);
  const [firstMessage, setFirstMessage] = useState<{ chatUid: string; text: string }>();
  return (
    <ChatPageView
      // Once the session is revoked, the layout's SessionRedirect leaves for the login page.
      onLogout={async () => (await ready).deps.session.logout()}
      onGoToDashboard={() => navigate('/dashboard')}
    >
      {data && chatUid ? (
        <MemberChat
          key={chatUid}
          data={data}
          chatUid={chatUid}
          firstMessage={firstMessage?.chatUid === chatUid ? firstMessage.text : undefined}
        />
      ) : (
        <NewChat
          onStart={async (text) => {
            const { deps, organization } = await ready;
            const created = await deps.api.createWithQuery(organization.organization_uid, text);
            if (!created) return;
            setFirstMessage({ chatUid: created, text });
            setParams({ [CHAT_PARAM]: created });
          }}
        />
      )}
    </ChatPageView>
  );
}
