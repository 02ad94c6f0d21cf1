import { useId, type ReactNode } from 'react';
import { within } from 'storybook/test';

/**
 * A primitive in each of its states side by side, as a designer reviews them: each state a group named by
 * its caption ('invalid'), so a play finds a state's cell by role.
 */
export function StateGrid<State extends string>({
  states,
  children,
  columns = 1,
}: {
  states: readonly State[];
  children: (state: State) => ReactNode;
  columns?: number;
}) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 20 }}>
      {states.map((state) => (
        <StateCell key={state} state={state}>
          {children(state)}
        </StateCell>
      ))}
    </div>
  );
}

function StateCell({ state, children }: { state: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <div role="group" aria-labelledby={captionId}>
      <p id={captionId} style={{ margin: '0 0 6px', fontSize: 12, fontWeight: 700 }}>
        {state}
      </p>
      {children}
    </div>
  );
}

/** Queries within one state's cell of a StateGrid. */
export const stateCell = (canvas: ReturnType<typeof within>, state: string) =>
  within(canvas.getByRole('group', { name: state }));
