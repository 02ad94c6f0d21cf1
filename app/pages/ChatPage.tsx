import { useTheme } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../src/ui/Button';
import { useTexts } from '../../src/ui/texts';
import { LiveChat, NewChat, type ChatApi } from '../chat/LiveChat';
import { media, Page } from '../layout';
import { CHAT_PARAM, useOrganization } from '../organization';
import type { AppSession } from '../session';
import type { PartTransport } from '../../src/upload/uploadRunner';
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

export interface ChatPageProps {
  session: AppSession;
  api: ChatApi;
  partTransport: PartTransport;
}

/** /chat: the first message starts a new chat (create_with_query); later ones go to respond_with_query. */
export function ChatPage({ session, api, partTransport }: ChatPageProps) {
  const organization = useOrganization();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const chatUid = params.get(CHAT_PARAM);
  const [firstMessage, setFirstMessage] = useState<{ chatUid: string; text: string }>();
  return (
    <ChatPageView
      onLogout={async () => {
        await session.logout();
        navigate('/', { replace: true });
      }}
      onGoToDashboard={() => navigate('/dashboard')}
    >
      {chatUid ? (
        <LiveChat
          key={chatUid}
          chatUid={chatUid}
          organizationUid={organization.organization_uid}
          api={api}
          partTransport={partTransport}
          firstMessage={firstMessage?.chatUid === chatUid ? firstMessage.text : undefined}
        />
      ) : (
        <NewChat
          onStart={async (text) => {
            const created = await api.createWithQuery(organization.organization_uid, text);
            if (!created) return;
            setFirstMessage({ chatUid: created, text });
            setParams({ [CHAT_PARAM]: created });
          }}
        />
      )}
    </ChatPageView>
  );
}
