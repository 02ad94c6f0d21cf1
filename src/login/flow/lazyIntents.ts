/** An intent as a lazily loaded group offers it: at once when the group is there, after it arrives before. */
export type LazyIntent<Intent> = Intent extends (...args: infer Args) => infer Result
  ? (...args: Args) => Result | Promise<Awaited<Result>>
  : never;

type Intents = Record<string, (...args: never[]) => unknown>;

/**
 * A group of intents whose code loads the first time one of them is used (passwords, second factors,
 * consent: methods many members never reach), so the widget's first screen does not wait for it. An intent
 * called before the group arrived runs when it does; the calls keep their order.
 */
export function lazyIntents<Group extends Intents>(load: () => Promise<Group>) {
  let group: Group | undefined;
  let loading: Promise<Group> | undefined;
  const arrive = () => (loading ??= load().then((loaded) => (group = loaded)));
  return {
    intent<Name extends keyof Group>(name: Name): LazyIntent<Group[Name]> {
      const run = (loaded: Group, args: unknown[]) => (loaded[name] as (...args: unknown[]) => unknown)(...args);
      return ((...args: unknown[]) =>
        group ? run(group, args) : arrive().then((loaded) => run(loaded, args))) as LazyIntent<Group[Name]>;
    },
    /** The group if it has arrived (to stop what it started), else undefined. */
    loaded: (): Group | undefined => group,
  };
}
