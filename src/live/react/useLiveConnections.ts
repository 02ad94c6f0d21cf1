import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { createChatConnection, type ChatConnection, type ChatView } from '../chatConnection';
import { createOutputConnection, type OutputConnection, type OutputView } from '../outputConnection';
import { useLiveEnvironment, type LiveEnvironment } from './LiveContext';
import { hold, peekOrCreate, type Closeable } from './sharedConnection';

function useShared<C extends Closeable>(key: string, create: () => C): C {
  const connection = peekOrCreate(key, create);
  useEffect(() => hold(key), [key]);
  return connection;
}

/** Connections are shared per environment: a new environment (another simulation, a new login) never reuses one. */
const environmentIds = new WeakMap<LiveEnvironment, number>();
let nextEnvironmentId = 0;
const keyOf = (environment: LiveEnvironment, kind: string, uid: string) => {
  if (!environmentIds.has(environment)) environmentIds.set(environment, ++nextEnvironmentId);
  return `${kind}|${environmentIds.get(environment)}|${environment.organizationUid}|${uid}`;
};

const base = (environment: LiveEnvironment, path: string) => ({
  url: new URL(path, environment.wsBaseUrl).toString(),
  clock: environment.clock,
  random: environment.random,
  createSocket: environment.createSocket,
  network: environment.network,
  organizationUid: environment.organizationUid,
});

/** The chat's live view and its connection, opened while a component shows it. */
export function useChatConnection(chatUid: string): { view: ChatView; connection: ChatConnection } {
  const environment = useLiveEnvironment();
  const key = keyOf(environment, 'chat', chatUid);
  const connection = useShared(key, () => createChatConnection({ ...base(environment, '/api/2/chat'), chatUid }));
  return { view: useSnapshot(connection.view) as ChatView, connection };
}

/**
 * The output's live view; the socket closes when the page is left. A new `attempt` opens a fresh connection
 * (the member's retry after an error) while the ended one closes.
 */
export function useOutputConnection(
  outputUid: string,
  attempt = 0,
): { view: OutputView; connection: OutputConnection } {
  const environment = useLiveEnvironment();
  const key = `${keyOf(environment, 'output', outputUid)}|${attempt}`;
  const connection = useShared(key, () => createOutputConnection({ ...base(environment, '/api/2/output'), outputUid }));
  return { view: useSnapshot(connection.view) as OutputView, connection };
}
