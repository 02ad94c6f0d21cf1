import type { ArgumentKind } from './argumentChecks';
import type { CALLS, CallName, CallTable } from './calls';
import type { CallRunner } from './providerClient';

interface KindTypes {
  string: string;
  number: number;
  boolean: boolean;
  object: Record<string, unknown>;
  'string[]': string[];
}

type Spec<N extends CallName> = (typeof CALLS)[N];
type Fields<S, Part extends string> = S extends { [P in Part]: infer F extends Record<string, ArgumentKind> }
  ? F
  : Record<never, never>;
type Typed<F> = { -readonly [K in keyof F]: F[K] extends ArgumentKind ? KindTypes[F[K]] : never };
/** Fields the client fills in when the caller leaves them out. */
type Defaulted<N extends CallName> = Spec<N> extends { sessionDuration: true } ? 'session_duration_minutes' : never;
type MustGive<N extends CallName> = Omit<Fields<Spec<N>, 'required'>, Defaulted<N>>;
type MayGive<N extends CallName> = Fields<Spec<N>, 'optional'> &
  Fields<Spec<N>, 'local'> &
  Pick<Fields<Spec<N>, 'required'>, Defaulted<N> & keyof Fields<Spec<N>, 'required'>>;

/**
 * A call's arguments, typed from its spec. Fields beyond those the spec names pass through unchecked: the
 * provider takes more than the spec lists (login spec, section 7: "payload fields beyond those named").
 */
export type CallArgs<N extends CallName> = Typed<MustGive<N>> &
  Partial<Typed<MayGive<N>>> & { [field: string]: unknown };

export type CallMethod<N extends CallName> = [keyof MustGive<N>] extends [never]
  ? <T = unknown>(args?: CallArgs<N>) => Promise<T>
  : <T = unknown>(args: CallArgs<N>) => Promise<T>;

type Head<Name extends string> = Name extends `${infer First}.${string}` ? First : Name;
type Below<Name extends string, Prefix extends string> = Name extends `${Prefix}${infer Rest}` ? Rest : never;

/** The calls of `Names` under `Prefix`, one level per dotted segment: 'a.b.c' is reached as a.b.c. */
type Tree<Names extends CallName, Prefix extends string> = {
  [K in Head<Below<Names, Prefix>>]: `${Prefix}${K}` extends infer Name extends Names
    ? CallMethod<Name>
    : Tree<Names, `${Prefix}${K}.`>;
};

export type GroupedCalls<Names extends CallName = CallName> = Tree<Names, ''>;

/** A table of calls as methods: one definition per call, each a thin name-to-runner binding. */
export function groupCalls<Names extends CallName>(calls: CallTable<Names>, call: CallRunner): GroupedCalls<Names> {
  const root: Record<string, unknown> = {};
  for (const name of Object.keys(calls) as Names[]) {
    const segments = name.split('.');
    const method = segments.pop()!;
    let node = root;
    for (const segment of segments) node = (node[segment] ??= {}) as Record<string, unknown>;
    node[method] = (args?: Record<string, unknown>) => call(name, args);
  }
  return root as GroupedCalls<Names>;
}
