import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../src/core/backoff';
import { seededRandom } from '../../src/core/random';
import { decodeChatEventBody, type ChatEventBody } from '../../src/live/chatEvents';
import {
  initialConnectionState,
  transition,
  type ConnectionConfig,
  type ConnectionEffect,
  type ConnectionEvent,
  type ConnectionState,
} from '../../src/live/connection';
import { decodeEnvelope } from '../../src/live/frames';
import { decodeOutputEventBody } from '../../src/live/outputEvents';
import { sameIdentity } from '../../src/live/identityLog';
import { expectPureStep } from '../support/purity';

/** Whether exactly these events (`uid#order`) were processed, in order. */
const processedAre = (state: ConnectionState<ChatEventBody>, keys: string[]) =>
  state.processed.length === keys.length &&
  keys.every((key, at) => {
    const [uid, order] = key.split('#');
    return sameIdentity(state.processed, at, { uid: uid!, event_order: Number(order) });
  });

const config = (reset = false): ConnectionConfig<ChatEventBody> => ({
  random: seededRandom(1),
  decodeEvent: (raw) => decodeEnvelope(raw, decodeChatEventBody),
  resetRetriesAfterConnectedDrop: reset,
});

function run(events: ConnectionEvent[], cfg = config(), from = initialConnectionState<ChatEventBody>()) {
  let state: ConnectionState<ChatEventBody> = from;
  const effects: ConnectionEffect<ChatEventBody>[] = [];
  for (const event of events) {
    const next = transition(state, event, cfg);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects, last: effects.at(-1) };
}

const message = (order: number, uid = `e${order}`) => ({
  uid,
  event_order: order,
  event: { type: 'assistant_chat_message', message_format: 'text/plain', message: `m${order}` },
});
const ack = (ok: boolean): ConnectionEvent => ({
  type: 'frame',
  data: JSON.stringify({ type: 's2c_acknowledge_auth', ok }),
});
const batch = (...events: unknown[]): ConnectionEvent => ({
  type: 'frame',
  data: JSON.stringify({ type: 's2c_event_batch', events }),
});
const START: ConnectionEvent[] = [{ type: 'start' }, { type: 'socket_opened' }, ack(true)];
const TIMEOUT: ConnectionEvent = { type: 'timeout' };
const DROP: ConnectionEvent = { type: 'socket_closed' };

describe('connection lifecycle', () => {
  it('initializing -> connecting opens the socket with the 30 s connect time-out', () => {
    const { state, effects } = run([{ type: 'start' }]);
    expect(state.status).toBe('connecting');
    expect(effects).toEqual([{ type: 'open_socket' }, { type: 'timer', ms: 30_000 }]);
  });

  it('connecting -> authorizing sends c2s_auth with the 30 s auth time-out', () => {
    const { state, effects } = run([{ type: 'start' }, { type: 'socket_opened' }]);
    expect(state.status).toBe('authorizing');
    expect(effects.slice(2)).toEqual([{ type: 'send_auth' }, { type: 'timer', ms: 30_000 }]);
  });

  it('an ok acknowledgement moves to syncing with the 1 s idle timer', () => {
    const { state, last } = run(START);
    expect(state.status).toBe('syncing');
    expect(last).toEqual({ type: 'timer', ms: 1_000 });
  });

  it('1 s idle in syncing counts as connected_recently, which becomes connected after 10 s', () => {
    const recent = run([...START, TIMEOUT]);
    expect(recent.state.status).toBe('connected_recently');
    expect(recent.last).toEqual({ type: 'timer', ms: 10_000 });
    const settled = run([TIMEOUT], config(), recent.state);
    expect(settled.state.status).toBe('connected');
    expect(settled.effects).toEqual([{ type: 'timer', ms: null }]);
  });

  it.each([
    ['an acknowledgement that is not ok', [...START.slice(0, 2), ack(false)], 'Authentication was not accepted'],
    ['a non-string frame', [...START, { type: 'frame', data: new Uint8Array([1]) } as ConnectionEvent], 'Non-string'],
    ['malformed JSON', [...START, { type: 'frame', data: '{"type":' } as ConnectionEvent], 'not valid JSON'],
    [
      'an ack without a boolean ok',
      [...START.slice(0, 2), { type: 'frame', data: '{"type":"s2c_acknowledge_auth","ok":"yes"}' } as ConnectionEvent],
      'ok must be boolean',
    ],
    [
      'a batch whose events is not an array',
      [...START, { type: 'frame', data: '{"type":"s2c_event_batch","events":{}}' } as ConnectionEvent],
      'events must be an array',
    ],
    [
      'an unknown frame type',
      [...START, { type: 'frame', data: '{"type":"s2c_hello"}' } as ConnectionEvent],
      'Unknown socket frame type',
    ],
    [
      'an unknown event type',
      [...START, batch({ uid: 'x', event_order: 1, event: { type: 'dance' } })],
      'Unknown chat event type: dance',
    ],
    [
      'an event whose uid is not a string',
      [...START, batch({ ...message(1), uid: 7 })],
      'event.uid must be string, got number',
    ],
    [
      'an event whose event_order is a string',
      [...START, batch({ ...message(1), event_order: '1' })],
      'event.event_order must be number, got string',
    ],
    [
      'an event without an event_order',
      [...START, batch({ uid: 'x', event: message(1).event })],
      'event.event_order must be number, got nothing',
    ],
    [
      'an event with a wrong field type',
      [...START, batch({ uid: 'x', event_order: 1, event: { type: 'joined', agent_plan_uid: 3 } })],
      'agent_plan_uid must be string',
    ],
    ['out-of-order events', [...START, batch(message(2), message(2))], 'Out-of-order'],
    [
      'an event older than the previous frame while syncing',
      [...START, batch(message(2)), batch(message(1))],
      'event_order 1 after 2',
    ],
    [
      'an event older than the previous frame once synced',
      [...START, TIMEOUT, batch(message(2)), batch(message(1))],
      'event_order 1 after 2',
    ],
    [
      'a batch before the acknowledgement',
      [{ type: 'start' }, { type: 'socket_opened' }, batch(message(1))],
      'before authentication',
    ],
    ['a second acknowledgement', [...START, ack(true)], 'Unexpected s2c_acknowledge_auth'],
    [
      'a model failure',
      [...START, { type: 'fail', error: new Error('A page needs at least one section') }],
      'A page needs',
    ],
  ] as [string, ConnectionEvent[], string][])(
    '%s goes to errored, which closes itself after 1 s',
    (_name, events, text) => {
      const { state, effects } = run(events);
      expect(state.status).toBe('errored');
      expect(state.error).toContain(text);
      expect(effects.slice(-2)).toEqual([{ type: 'close_socket' }, { type: 'timer', ms: 1_000 }]);
      expect(run([TIMEOUT], config(), state).state.status).toBe('closed');
      // Errored does not reconnect by itself.
      expect(run([DROP, { type: 'wake' }], config(), state).state.status).toBe('errored');
    },
  );

  it('closing from initializing is immediate and has no effects', () => {
    const { state, effects } = run([{ type: 'close' }]);
    expect(state.status).toBe('closed');
    expect(effects).toEqual([]);
  });

  it.each(['connecting', 'authorizing', 'syncing', 'connected'])(
    'a close request from %s closes the socket',
    (status) => {
      const paths: Record<string, ConnectionEvent[]> = {
        connecting: [{ type: 'start' }],
        authorizing: [{ type: 'start' }, { type: 'socket_opened' }],
        syncing: START,
        connected: [...START, TIMEOUT, TIMEOUT],
      };
      const before = run(paths[status]!);
      expect(before.state.status).toBe(status);
      const after = run([{ type: 'close' }], config(), before.state);
      expect(after.state.status).toBe('closed');
      expect(after.effects).toEqual([{ type: 'close_socket' }, { type: 'timer', ms: null }]);
      expect(run([{ type: 'start' }, DROP], config(), after.state).state.status).toBe('closed');
    },
  );

  it('connect and auth time-outs are drops: waiting_to_retry', () => {
    expect(run([{ type: 'start' }, TIMEOUT]).state.status).toBe('waiting_to_retry');
    expect(run([{ type: 'start' }, { type: 'socket_opened' }, TIMEOUT]).state.status).toBe('waiting_to_retry');
  });

  it('every disconnect retries: first at once, then with backoff, each with the count increased', () => {
    let state = run(START).state;
    const delays: (number | null)[] = [];
    for (let drop = 0; drop < 7; drop++) {
      const dropped = run([DROP], config(), state);
      expect(dropped.state.status).toBe('waiting_to_retry');
      delays.push((dropped.last as { ms: number }).ms);
      const retried = run([TIMEOUT], config(), dropped.state);
      expect(retried.state).toMatchObject({ status: 'connecting', retries: drop + 1 });
      state = run([{ type: 'socket_opened' }, ack(true), TIMEOUT, TIMEOUT], config(), retried.state).state;
      expect(state.status).toBe('connected');
    }
    expect(delays[0]).toBe(0);
    expect(delays.slice(1).map((ms) => Math.floor((ms as number) / 1000))).toEqual([2, 4, 8, 16, 32, 32]);
  });

  it('the output policy resets the count after a drop from connected, but not from earlier states', () => {
    const connected = run([...START, TIMEOUT, TIMEOUT], config(true), { ...initialConnectionState(), retries: 4 });
    expect(run([DROP], config(true), connected.state).state.retries).toBe(0);
    const syncing = run(START, config(true), { ...initialConnectionState(), retries: 4 });
    expect(run([DROP], config(true), syncing.state).state.retries).toBe(4);
  });

  it('the browser going offline drops the socket from any live state, and waits to retry', () => {
    const paths = [START.slice(0, 1), START.slice(0, 2), START, [...START, TIMEOUT], [...START, TIMEOUT, TIMEOUT]];
    const live = paths.map((path) => run(path).state);
    expect(live.map((state) => state.status)).toEqual([
      'connecting',
      'authorizing',
      'syncing',
      'connected_recently',
      'connected',
    ]);
    for (const before of live) {
      const { state, effects } = run([{ type: 'offline' }], config(), before);
      expect(state.status).toBe('waiting_to_retry');
      expect(effects[0]).toEqual({ type: 'close_socket' });
    }
    const waiting = run([...START, DROP]).state;
    expect(run([{ type: 'offline' }], config(), waiting).state).toBe(waiting);
  });

  it('coming back online or visible retries at once', () => {
    const waiting = run([...START, DROP, TIMEOUT, { type: 'socket_opened' }, DROP]).state;
    expect(waiting.status).toBe('waiting_to_retry');
    const woken = run([{ type: 'wake' }], config(), waiting);
    expect(woken.state).toMatchObject({ status: 'connecting', retries: 2 });
    expect(woken.effects[0]).toEqual({ type: 'open_socket' });
  });

  it('applies batches in order and restarts the idle timer while syncing', () => {
    const { effects, state } = run([...START, batch(message(1), message(2)), batch(message(3))]);
    expect(
      effects.filter((effect) => effect.type === 'apply').map((effect) => effect.events.map((e) => e.uid)),
    ).toEqual([['e1', 'e2'], ['e3']]);
    expect(effects.at(-1)).toEqual({ type: 'timer', ms: 1_000 });
    expect(processedAre(state, ['e1#1', 'e2#2', 'e3#3'])).toBe(true);
  });

  it('after a reconnect, replayed events are skipped and only new ones applied', () => {
    const first = run([...START, batch(message(1), message(2)), TIMEOUT, TIMEOUT, DROP, TIMEOUT]);
    const { effects } = run(
      [{ type: 'socket_opened' }, ack(true), batch(message(1), message(2), message(3))],
      config(),
      first.state,
    );
    expect(effects.filter((effect) => effect.type === 'apply')).toEqual([{ type: 'apply', events: [message(3)] }]);
    expect(effects.some((effect) => effect.type === 'reset')).toBe(false);
  });

  it('a replay that differs from what was processed rebuilds the chat from the new events', () => {
    const first = run([...START, batch(message(1), message(2)), TIMEOUT, TIMEOUT, DROP, TIMEOUT]);
    const replay = [message(1), message(2, 'other'), message(3)];
    const { effects, state } = run([{ type: 'socket_opened' }, ack(true), batch(...replay)], config(), first.state);
    expect(effects.filter((effect) => effect.type === 'reset' || effect.type === 'apply')).toEqual([
      { type: 'reset' },
      { type: 'apply', events: replay },
    ]);
    expect(processedAre(state, ['e1#1', 'other#2', 'e3#3'])).toBe(true);
  });

  it('a replay shorter than what was processed rebuilds when the server goes quiet', () => {
    const first = run([...START, batch(message(1), message(2)), TIMEOUT, TIMEOUT, DROP, TIMEOUT]);
    const { effects, state } = run(
      [{ type: 'socket_opened' }, ack(true), batch(message(1)), TIMEOUT],
      config(),
      first.state,
    );
    expect(effects.filter((effect) => effect.type === 'reset' || effect.type === 'apply')).toEqual([
      { type: 'reset' },
      { type: 'apply', events: [message(1)] },
    ]);
    expect(state.status).toBe('connected_recently');
    expect(processedAre(state, ['e1#1'])).toBe(true);
  });
});

/** Any event the shell can feed in, in any state: lifecycle signals, failures and batches. */
const anyEvent: fc.Arbitrary<ConnectionEvent> = fc.oneof(
  fc.constantFrom<ConnectionEvent>(
    { type: 'start' },
    { type: 'socket_opened' },
    ack(true),
    ack(false),
    TIMEOUT,
    DROP,
    { type: 'wake' },
    { type: 'offline' },
    { type: 'close' },
    { type: 'fail', error: new Error('invariant') },
    { type: 'frame', data: 'not json' },
  ),
  fc
    .record({ from: fc.integer({ min: 1, max: 6 }), count: fc.integer({ min: 0, max: 4 }) })
    .map(({ from, count }) => batch(...Array.from({ length: count }, (_, i) => message(from + i)))),
);

/**
 * A path from the initial state that mostly stays alive: batches in order on each socket, quiet spells and
 * reconnects whose replays start again at order 1, matching what was applied or (uids x…) diverging from
 * it, with now and then any event at all.
 */
const reachableState = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: fc.record({ count: fc.integer({ min: 0, max: 4 }), other: fc.boolean() }) },
      { weight: 2, arbitrary: fc.constant('quiet' as const) },
      { weight: 2, arbitrary: fc.constant('reconnect' as const) },
      { weight: 1, arbitrary: anyEvent.map((event) => ({ event })) },
    ),
    { maxLength: 20 },
  )
  .map((steps) => {
    const events = [...START];
    let order = 1;
    for (const step of steps) {
      if (step === 'quiet') events.push(TIMEOUT);
      else if (step === 'reconnect') {
        events.push(DROP, TIMEOUT, { type: 'socket_opened' }, ack(true));
        order = 1;
      } else if ('event' in step) events.push(step.event);
      else {
        const prefix = step.other ? 'x' : 'e';
        events.push(batch(...Array.from({ length: step.count }, () => message(order, `${prefix}${order++}`))));
      }
    }
    return run(events).state;
  });

describe('connection properties', () => {
  it('transition called twice from one state gives the same result twice and leaves the state as it was', () => {
    fc.assert(
      fc.property(reachableState, anyEvent, (state, event) => {
        // A fresh seeded random for each call: the retry delay's jitter is an input, not the machine's state.
        expectPureStep((from, next) => transition(from, next, config()), state, event);
      }),
      { numRuns: 500 },
    );
  });

  it('a batch applied from one state twice leaves its log as it was (the review found [e1, e1])', () => {
    const connected = run([...START, TIMEOUT]).state;
    transition(connected, batch(message(1)), config());
    const { state } = transition(connected, batch(message(1)), config());
    expect(processedAre(connected, [])).toBe(true);
    expect(processedAre(state, ['e1#1'])).toBe(true);
  });

  it('any stream with a non-increasing event_order ends in errored', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -5, max: 50 }), { minLength: 2, maxLength: 30 }),
        fc.integer({ min: 1, max: 5 }),
        (orders, batchSize) => {
          fc.pre(orders.some((order, i) => i > 0 && order <= orders[i - 1]!));
          const events = orders.map((order, i) => message(order, `u${i}`));
          const batches: ConnectionEvent[] = [];
          for (let i = 0; i < events.length; i += batchSize) batches.push(batch(...events.slice(i, i + batchSize)));
          expect(run([...START, ...batches]).state.status).toBe('errored');
        },
      ),
    );
  });

  it('strictly increasing streams never error, however they are batched', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 10_000 }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 7 }),
        (raw, size) => {
          const orders = [...raw].sort((a, b) => a - b);
          const batches: ConnectionEvent[] = [];
          for (let i = 0; i < orders.length; i += size)
            batches.push(batch(...orders.slice(i, i + size).map((o) => message(o))));
          const { state } = run([...START, ...batches, TIMEOUT]);
          expect(state.status).toBe('connected_recently');
          expect(state.processed.length).toBe(orders.length);
        },
      ),
    );
  });

  it('backoff delays stay within [2^min(r,5), 2^min(r,5) + 1) s for r >= 1, and 0 for r = 0', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (seed, retries) => {
        const delay = retryDelayMs(retries, seededRandom(seed));
        const base = 2 ** Math.min(retries, 5) * 1000;
        expect(delay).toBeGreaterThanOrEqual(base);
        expect(delay).toBeLessThan(base + 1000);
      }),
    );
    expect(retryDelayMs(0, seededRandom(3))).toBe(0);
  });
});

describe('event envelopes', () => {
  const outputEvent = { type: 'page-removed', uid: 'p1' };
  const decodeOutput = (raw: unknown) => decodeEnvelope(raw, decodeOutputEventBody, true);

  it('an output event carries a finite version; a chat event needs none', () => {
    expect(decodeOutput({ uid: 'e1', event_order: 1, version: 3, event: outputEvent }).version).toBe(3);
    expect(() => decodeOutput({ uid: 'e1', event_order: 1, event: outputEvent })).toThrow(
      'event.version must be number, got nothing',
    );
    expect(() => decodeOutput({ uid: 'e1', event_order: 1, version: '3', event: outputEvent })).toThrow(
      'event.version must be number, got string',
    );
    expect(() => decodeEnvelope(message(1), decodeChatEventBody)).not.toThrow();
  });

  it('a non-finite event_order is refused, as JSON cannot carry one', () => {
    expect(() => decodeEnvelope({ ...message(1), event_order: Infinity }, decodeChatEventBody)).toThrow(
      'event.event_order must be number, got number',
    );
  });
});
