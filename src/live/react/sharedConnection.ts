/** A connection a component can hold: started once, closed when the last holder lets go. */
export interface Closeable {
  start(): void;
  close(): void;
}

interface Entry<C extends Closeable> {
  connection: C;
  holders: number;
  started: boolean;
  pendingClose: ReturnType<typeof setTimeout> | undefined;
}

const registry = new Map<string, Entry<Closeable>>();

/**
 * One connection per key, however often React renders or mounts. StrictMode mounts, unmounts and mounts
 * again at once: the close is deferred a tick and the second mount cancels it, so one socket is opened,
 * never two.
 */
export function peekOrCreate<C extends Closeable>(key: string, create: () => C): C {
  let entry = registry.get(key);
  if (!entry) {
    entry = { connection: create(), holders: 0, started: false, pendingClose: undefined };
    registry.set(key, entry);
  }
  return entry.connection as C;
}

/** Called from an effect: starts the connection on first hold; returns the release for the cleanup. */
export function hold(key: string): () => void {
  const entry = registry.get(key);
  if (!entry) throw new Error(`No connection for ${key}`);
  entry.holders++;
  if (entry.pendingClose !== undefined) clearTimeout(entry.pendingClose);
  entry.pendingClose = undefined;
  if (!entry.started) {
    entry.started = true;
    entry.connection.start();
  }
  return () => {
    entry.holders--;
    if (entry.holders > 0) return;
    entry.pendingClose = setTimeout(() => {
      registry.delete(key);
      entry.connection.close();
    }, 0);
  };
}

/** How many connections are held or waiting to close (for tests). */
export const openConnections = () => registry.size;
