import { useTheme, type Theme } from '@emotion/react';
import { useStoryModes } from '../../.storybook/modes';
import { mirroredRightToLeft } from '../../src/ui/direction';
import { focusRing } from '../../src/ui/focus';
import { pictureMode, pictureOf, type PictureMode } from './references';
import { storyHref, type StoryEntry } from './storyEntries';

/**
 * A flow drawn as its screens in order: each the picture of one of the screen's stories as its play left it
 * (the gate's reference, ./references.ts), linking to that story, with what leads on written on the arrow.
 * A flow with a branch has one line per path; a line that starts from a screen an earlier line showed starts
 * with a connector from it rather than its picture again.
 */
export interface FlowLine {
  /** The first screen: a story id, as Storybook's index names it. */
  start: string;
  /** Then, in order: what the member does (or what happens), and the story id of the screen it leads to. */
  steps: readonly (readonly [transition: string, story: string])[];
}

/** The stories a line names, in order. */
const storiesOfLine = (line: FlowLine) => [line.start, ...line.steps.map(([, story]) => story)];

/** Each line, and whether it branches from a screen an earlier line showed (then it starts with a connector). */
export const branchedLines = (lines: readonly FlowLine[]) =>
  lines.map((line, index) => ({
    ...line,
    branch: lines.slice(0, index).some((earlier) => storiesOfLine(earlier).includes(line.start)),
  }));

/** The stories a map draws as pictures, in order. */
export const picturedStories = (lines: readonly FlowLine[]) =>
  branchedLines(lines).flatMap((line) => storiesOfLine(line).slice(line.branch ? 1 : 0));

export interface ScreenMapProps {
  heading: string;
  intro: string;
  lines: readonly FlowLine[];
  /** How much smaller than the story the pictures are drawn. */
  scale: number;
}

const linkCss = (theme: Theme) => [{ color: theme.colors.primary }, focusRing(theme)];

/** The screen's name, then the state's: how a designer looks a picture up. */
function Caption({ entry, id }: { entry?: StoryEntry; id: string }) {
  if (!entry) return <>Missing story: {id}</>;
  return (
    <>
      <strong css={{ display: 'block' }}>{entry.screen}</strong>
      <span>{entry.name}</span>
    </>
  );
}

interface ThumbnailProps {
  id: string;
  stories: ReadonlyMap<string, StoryEntry>;
  scale: number;
  /** The pictures' mode: by default the one that shows the story's modes (pictureMode). */
  mode?: PictureMode;
}

/** A story's picture in a mode, named screen first then state, linking to the story. */
export function Thumbnail({ id, stories, scale, mode: asked }: ThumbnailProps) {
  const theme = useTheme();
  const shown = pictureMode(useStoryModes()).mode;
  const mode = asked ?? shown;
  const picture = pictureOf(id, mode);
  return (
    <figure data-state={id} css={{ position: 'relative', margin: 0, display: 'flex', flexDirection: 'column', gap: 6 }}>
      {picture ? (
        <img
          src={picture}
          alt=""
          data-picture
          css={{ zoom: scale, border: `1px solid ${theme.colors.border}`, alignSelf: 'flex-start' }}
        />
      ) : (
        <div
          data-placeholder
          css={{
            inlineSize: 180,
            blockSize: 120,
            padding: 8,
            boxSizing: 'border-box',
            border: `1px dashed ${theme.colors.border}`,
            color: theme.colors.mutedText,
            fontSize: theme.fonts.smallSize,
          }}
        >
          {stories.get(id)?.pictured === false
            ? 'Not pictured: its story says why.'
            : `No ${mode} picture yet: the references are made by the gate.`}
        </div>
      )}
      <figcaption css={{ fontSize: theme.fonts.smallSize, maxInlineSize: 220 }}>
        <a
          href={storyHref(id)}
          target="_top"
          data-story-link={id}
          css={[
            ...linkCss(theme),
            // The whole picture follows the link.
            { '::after': { content: '""', position: 'absolute', inset: 0 } },
          ]}
        >
          <Caption entry={stories.get(id)} id={id} />
        </a>
      </figcaption>
    </figure>
  );
}

/** Where a branch leaves a screen shown above: an elbow from it, and its name. */
function BranchStart({ id, stories }: { id: string; stories: ReadonlyMap<string, StoryEntry> }) {
  const theme = useTheme();
  const entry = stories.get(id);
  return (
    <div
      data-branch-from={id}
      css={{ display: 'flex', alignItems: 'flex-end', gap: 6, fontSize: theme.fonts.smallSize }}
    >
      <span
        aria-hidden="true"
        css={{
          inlineSize: 20,
          blockSize: 48,
          borderInlineStart: `2px solid ${theme.colors.text}`,
          borderBlockEnd: `2px solid ${theme.colors.text}`,
        }}
      />
      <a href={storyHref(id)} target="_top" css={[...linkCss(theme), { maxInlineSize: 140 }]}>
        From <Caption entry={entry} id={id} />
      </a>
    </div>
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

/** The flow's title and lines of screens, each screen linking to its story. */
export function ScreenMap({
  heading,
  intro,
  lines,
  scale,
  stories,
}: ScreenMapProps & { stories: ReadonlyMap<string, StoryEntry> }) {
  const theme = useTheme();
  const { note } = pictureMode(useStoryModes());
  return (
    <section css={{ padding: 32, color: theme.colors.text, background: theme.colors.background }}>
      <h1 css={{ margin: 0, fontSize: theme.fonts.headingSize }}>{heading}</h1>
      <p css={{ marginBlock: '8px 24px', color: theme.colors.mutedText }}>
        {intro} {note}
      </p>
      <div css={{ display: 'flex', flexDirection: 'column', gap: 32 }}>
        {branchedLines(lines).map((line, index) => (
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
              {line.branch ? (
                <BranchStart id={line.start} stories={stories} />
              ) : (
                <Thumbnail id={line.start} stories={stories} scale={scale} />
              )}
            </li>
            {line.steps.map(([transition, story]) => (
              <li key={`${transition}:${story}`} css={{ display: 'flex', gap: 8 }}>
                <Arrow label={transition} />
                <Thumbnail id={story} stories={stories} scale={scale} />
              </li>
            ))}
          </ol>
        ))}
      </div>
    </section>
  );
}
