/** An intent as a lazily loaded group offers it: at once when the group is there, after it arrives before. */
export type LazyIntent<Intent> = Intent extends (...args: infer Args) => infer Result
  ? (...args: Args) => Result | Promise<Awaited<Result>>
  : never;

type Intent = (...args: never[]) => unknown;

/**
 * A group of intents whose code loads the first time one of them is used (a screen group's, which many members
 * never reach), so the widget's first screen does not wait for it. An intent is named by reference
 * (`mfa.intent((group) => group.submitTotp)`: go to its definition from there); one called before the group
 * arrived runs when it does, and the calls keep their order.
 */
export function lazyIntents<Group>(load: () => Promise<Group>) {
  let group: Group | undefined;
  let loading: Promise<Group> | undefined;
  const arrive = () => (loading ??= load().then((loaded) => (group = loaded)));
  return {
    intent<Picked extends Intent>(pick: (group: Group) => Picked): LazyIntent<Picked> {
      const run = (loaded: Group, args: unknown[]) =>
        (pick(loaded) as unknown as (...args: unknown[]) => unknown)(...args);
      return ((...args: unknown[]) =>
        group ? run(group, args) : arrive().then((loaded) => run(loaded, args))) as LazyIntent<Picked>;
    },
    /** The group if it has arrived (to stop what it started), else undefined. */
    loaded: (): Group | undefined => group,
  };
}

export type LazyIntents<Group> = ReturnType<typeof lazyIntents<Group>>;
