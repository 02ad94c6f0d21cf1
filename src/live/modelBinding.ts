import type { EventEnvelope } from './frames';
import type { ConnectionState, ConnectionStatus } from './connection';

/** A model the connection feeds: applies events, can be rebuilt, and counts its changes. */
export interface LiveModel<E> {
  version: number;
  apply(events: readonly EventEnvelope<E>[]): void;
  reset(): void;
}

export interface StatusView {
  status: ConnectionStatus;
  retries: number;
  error: string | undefined;
}

/**
 * A Map as a record for a view, without a prototype: uids come from the server, and one named 'toString',
 * 'constructor' or '__proto__' is a key like any other, never an inherited member or a prototype setter.
 */
export function recordOf<T>(map: ReadonlyMap<string, T>): Readonly<Record<string, T>> {
  const record = Object.create(null) as Record<string, T>;
  for (const [key, value] of map) record[key] = value;
  return record;
}

/**
 * The connection callbacks that keep a view in step with a model: the model is copied into the view only
 * when its version moved, so a replay that changes nothing costs nothing.
 */
export function bindModel<E, V extends StatusView>(model: LiveModel<E>, view: V, project: () => Partial<V>) {
  let published = model.version;
  const publish = () => {
    if (model.version === published) return;
    published = model.version;
    Object.assign(view, project());
  };
  return {
    publish,
    onEvents: (events: EventEnvelope<E>[]) => {
      model.apply(events);
      publish();
    },
    onReset: () => {
      model.reset();
      publish();
    },
    /** Copies the lifecycle's status, retries and error, touching only what changed. */
    publishStatus: ({ status, retries, error }: ConnectionState<E>) => {
      if (view.status !== status) view.status = status;
      if (view.retries !== retries) view.retries = retries;
      if (view.error !== error) view.error = error;
    },
  };
}
