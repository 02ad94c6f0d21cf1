import { useTheme } from '@emotion/react';
import { mirroredRightToLeft } from '../../src/ui/direction';
import { focusRing } from '../../src/ui/focus';
import { pseudoArgs } from '../../.storybook/modes/pseudoArgs';
import { useStoryModes } from '../../.storybook/modes';
import { screenStoryStates } from '../login/modes/screenStates';

/**
 * A flow drawn as its screens in order: each a thumbnail of one of the screen's own stories (its args and
 * fixtures, scaled down), linking to that story, with the transition that leads on written on the arrow.
 * A flow with a branch has one line per path; a line may start from a screen an earlier line showed.
 */
export interface FlowLine {
  /** The first screen: a story id, as Storybook's index names it. */
  start: string;
  /** Then, in order: what the member does (or what happens), and the story id of the screen it leads to. */
  steps: readonly (readonly [transition: string, story: string])[];
}

const composed = new Map(screenStoryStates().map((state) => [state.id, state]));

/** The address of a story in Storybook, from its canvas (iframe.html sits beside Storybook's page). */
export const storyHref = (id: string) => `./?path=/story/${id}`;

function Thumbnail({ id }: { id: string }) {
  const theme = useTheme();
  const { locale } = useStoryModes();
  const state = composed.get(id);
  return (
    <figure css={{ position: 'relative', margin: 0, display: 'flex', flexDirection: 'column', gap: 6, flex: 'none' }}>
      {/* A picture of the screen, not a screen to use: out of the focus order and the accessibility tree. */}
      <div inert aria-hidden css={{ zoom: 0.5, inlineSize: 'fit-content' }}>
        {state ? <state.Story {...(locale === 'en' ? state.Story.args : pseudoArgs(state.Story.args, locale))} /> : null}
      </div>
      <figcaption css={{ fontSize: theme.fonts.smallSize }}>
        <a
          href={storyHref(id)}
          target="_top"
          data-story-link={id}
          css={[
            {
              color: theme.colors.primary,
              fontWeight: 700,
              // The whole thumbnail follows the link.
              '::after': { content: '""', position: 'absolute', inset: 0 },
            },
            focusRing(theme),
          ]}
        >
          {state ? state.name : `Missing story: ${id}`}
        </a>
        <div css={{ color: theme.colors.mutedText }}>{state?.title}</div>
      </figcaption>
    </figure>
  );
}

function Arrow({ label }: { label: string }) {
  const theme = useTheme();
  return (
    <div
      css={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 4,
        inlineSize: 120,
        paddingBlockStart: 40,
        flex: 'none',
        color: theme.colors.text,
        fontSize: theme.fonts.smallSize,
        textAlign: 'center',
      }}
    >
      <span>{label}</span>
      <svg width="96" height="12" viewBox="0 0 96 12" aria-hidden="true" focusable="false" css={mirroredRightToLeft}>
        <path d="M0 6h92M86 1l6 5-6 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </div>
  );
}

/** The flow's lines of screens, each screen linking to its story. */
export function ScreenMap({ lines }: { lines: readonly FlowLine[] }) {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 32 }}>
      {lines.map((line, index) => (
        <ol
          key={index}
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-start',
            listStyle: 'none',
            margin: 0,
            padding: 0,
            gap: 8,
          }}
        >
          <li>
            <Thumbnail id={line.start} />
          </li>
          {line.steps.map(([transition, story]) => (
            <li key={`${transition}:${story}`} css={{ display: 'flex', gap: 8 }}>
              <Arrow label={transition} />
              <Thumbnail id={story} />
            </li>
          ))}
        </ol>
      ))}
    </div>
  );
}
