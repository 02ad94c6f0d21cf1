import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** The app's own context: what it has heard of the login so far. */
interface SessionLog {
  events: readonly string[];
  add(event: string): void;
}

const SessionLogContext = createContext<SessionLog | null>(null);

export function SessionLogProvider({ children }: { children: ReactNode }) {
  const [events, setEvents] = useState<readonly string[]>([]);
  const log = useMemo(() => ({ events, add: (event: string) => setEvents((all) => [...all, event]) }), [events]);
  return <SessionLogContext.Provider value={log}>{children}</SessionLogContext.Provider>;
}

export function useSessionLog(): SessionLog {
  const log = useContext(SessionLogContext);
  if (!log) throw new Error('useSessionLog needs a SessionLogProvider above it');
  return log;
}
