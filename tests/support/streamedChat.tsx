import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { useSnapshot } from 'valtio';
import { ChatPanel } from '../../src/chat/ChatPanel';
import { MessageList } from '../../src/chat/MessageList';
import type { ChatEventBody } from '../../src/live/chatEvents';
import type { ChatView } from '../../src/live/chatConnection';
import type { EventEnvelope } from '../../src/live/frames';
import type { SocketLike } from '../../src/live/liveConnection';
import { browserEnvironment, LiveProvider } from '../../src/live/react/LiveContext';
import { useChatConnection } from '../../src/live/react/useLiveConnections';
import { ThemeProvider } from '../../src/theme';
import { quietSocket } from './quietSocket';
import { testChatConnection } from './testChatConnection';
import { nextFrame as frame } from './nextFrame';

/**
 * The reader turns the wheel to scroll up by `by` px: the wheel event, then the move the browser makes for it
 * (a wheel event sent by a script scrolls nothing).
 */
export function wheelUp(scroller: HTMLElement, by: number) {
  scroller.dispatchEvent(new WheelEvent('wheel', { deltaY: -by, bubbles: true }));
  scroller.scrollTop = Math.max(0, scroller.scrollTop - by);
}

/** The 'N new messages' button's text, if it is shown. */
export const newMessagesButton = () =>
  [...document.querySelectorAll('button')].map((button) => button.textContent).find((text) => / new /.test(text));

const ignore = () => undefined;

/**
 * The chat panel as the app mounts it (a real connection publishing to a Valtio view, the panel rendering
 * its snapshot with fresh callbacks on every publish), fed frames by hand through a socket the test owns.
 */
export async function mountStreamedChat(
  history: EventEnvelope<ChatEventBody>[],
  {
    height = '600px',
    wrapSocket = (socket: SocketLike) => socket,
    /** The message list alone, every publish drawn at once: what the panel defers, rendered without it. */
    listOnly = false,
  } = {},
) {
  let socket: SocketLike | undefined;
  const chat = testChatConnection(() => {
    socket = quietSocket();
    return wrapSocket(socket);
  });
  const sendText = (data: string) => socket!.onmessage!({ data });
  const send = (data: unknown) => sendText(JSON.stringify(data));
  const sendEvents = (events: EventEnvelope<ChatEventBody>[]) => send({ type: 's2c_event_batch', events });
  chat.start();
  socket!.onopen!({});
  send({ type: 's2c_acknowledge_auth', ok: true });
  sendEvents(history);

  function App() {
    const view = useSnapshot(chat.view) as ChatView;
    if (listOnly) {
      return (
        <ThemeProvider>
          <div style={{ display: 'flex', height }}>
            <MessageList
              batches={view.batches}
              messageCount={view.messageCount}
              pending={view.pending}
              fileUploads={view.fileUploads}
              onOpenOutput={ignore}
            />
          </div>
        </ThemeProvider>
      );
    }
    return (
      <ThemeProvider>
        <ChatPanel
          view={view}
          height={height}
          onSend={() => undefined}
          onPickFile={() => undefined}
          onOpenOutput={() => undefined}
        />
      </ThemeProvider>
    );
  }
  const hosted = await renderHosted(<App />);
  return {
    chat,
    sendEvents,
    frame,
    region: hosted.region,
    unmount: () => {
      hosted.unmount();
      chat.close();
    },
  };
}

/**
 * The app's own chat: the panel over the live environment a member's browser gets (a real WebSocket to
 * `wsBaseUrl`, opened in the socket worker), talking to a simulator server. `wrapSocket` sees each socket.
 */
export async function mountServedChat(wsBaseUrl: string, wrapSocket = (socket: SocketLike) => socket) {
  function App() {
    const { view } = useChatConnection('chat-1');
    return (
      <ThemeProvider>
        <ChatPanel view={view} height="600px" onSend={ignore} onPickFile={ignore} onOpenOutput={ignore} />
      </ThemeProvider>
    );
  }
  const environment = browserEnvironment(wsBaseUrl, 'org-1');
  const createSocket = (url: string) => wrapSocket(environment.createSocket(url));
  return renderHosted(
    <LiveProvider environment={{ ...environment, createSocket }}>
      <App />
    </LiveProvider>,
  );
}

/**
 * The socket, telling `arrived` when each frame it hands on arrived (its message event's time stamp, on the
 * page's clock), before the connection sees the frame.
 */
export function reportingArrivals(socket: SocketLike, arrived: (timeStamp: number) => void): SocketLike {
  let handler: SocketLike['onmessage'] = null;
  Object.defineProperty(socket, 'onmessage', {
    get: () => handler,
    set: (next: SocketLike['onmessage']) => {
      handler =
        next &&
        ((event) => {
          if (event.timeStamp !== undefined) arrived(event.timeStamp);
          next(event);
        });
    },
  });
  return socket;
}

/** Renders into a chat-wide host on the page, a few frames drawn; the conversation region and a way out. */
async function renderHosted(element: ReactElement) {
  const host = document.createElement('div');
  host.style.width = '720px';
  document.body.append(host);
  const root = createRoot(host);
  root.render(element);
  for (let i = 0; i < 5; i++) await frame();
  return {
    region: () => host.querySelector<HTMLElement>('[aria-label="Conversation"]')!,
    unmount: () => {
      root.unmount();
      host.remove();
    },
  };
}
