/**
 * The identities (uid and event_order) of the events applied to a model, in order: what a resync compares
 * the server's replay with. A long replay records 100,000s of them, frame after frame.
 *
 * Each identity is two numbers in typed arrays: the order, and a 52-bit fingerprint of the uid. Keeping the
 * uid strings themselves would hold every one of them alive, and the collector's copying of 100,000s of young
 * strings costs more than everything else the connection does. Two different uids with the same order are
 * taken for the same event with a chance of 2^-52.
 *
 * Appending never changes what an older log holds: logs share one store while each appends at the store's
 * end, and a log that is not at the end (an earlier state appended to again) copies its part first.
 */
export interface IdentityLog {
  readonly length: number;
  readonly store: IdentityStore;
}

/** Storage shared by the logs appended from one another: only ever written past every log's length. */
class IdentityStore {
  readonly fingerprints: Float64Array;
  readonly orders: Float64Array;
  /** How many entries some log has written; entries below this are never written again. */
  used = 0;

  constructor(capacity: number) {
    this.fingerprints = new Float64Array(capacity);
    this.orders = new Float64Array(capacity);
  }
}

export const emptyIdentities = (): IdentityLog => ({ length: 0, store: new IdentityStore(0) });

/** A store this log may write at `log.length` with room for `more` entries. */
function writableStore(log: IdentityLog, more: number): IdentityStore {
  const { store, length } = log;
  if (store.used === length && store.orders.length >= length + more) return store;
  const grown = new IdentityStore(Math.max(2 * length, length + more, 64));
  grown.fingerprints.set(store.fingerprints.subarray(0, length));
  grown.orders.set(store.orders.subarray(0, length));
  grown.used = length;
  return grown;
}

export function recordIdentities(
  log: IdentityLog,
  events: readonly { uid: string; event_order: number }[],
): IdentityLog {
  if (events.length === 0) return log;
  const store = writableStore(log, events.length);
  let at = log.length;
  for (const event of events) {
    store.fingerprints[at] = fingerprint(event.uid);
    store.orders[at] = event.event_order;
    at++;
  }
  store.used = at;
  return { length: at, store };
}

export const identitiesOf = (events: readonly { uid: string; event_order: number }[]): IdentityLog =>
  recordIdentities(emptyIdentities(), events);

/** Whether the event at `index` of the log has this event's uid and order. */
export const sameIdentity = (log: IdentityLog, index: number, event: { uid: string; event_order: number }) =>
  index < log.length &&
  log.store.orders[index] === event.event_order &&
  log.store.fingerprints[index] === fingerprint(event.uid);

/**
 * Two independent 32-bit multiplicative hashes of the UTF-16 code units (FNV-1a and a MurmurHash2-style
 * mix), 52 bits of them joined into one exactly representable number.
 */
export function fingerprint(text: string): number {
  let first = 0x811c9dc5;
  let second = 0x9747b28c ^ text.length;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    first = Math.imul(first ^ unit, 0x01000193);
    second = Math.imul(second ^ unit, 0x5bd1e995);
    second ^= second >>> 15;
  }
  return (first >>> 0) * 0x100000 + (second >>> 12);
}
