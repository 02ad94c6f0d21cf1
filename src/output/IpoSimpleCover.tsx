import { css, useTheme } from '@emotion/react';
import { memo } from 'react';
import { formatMessage } from '../core/message';
import { above, fontStacks } from '../theme';
import { MessageBody } from '../ui/MessageBody';
import { useTexts } from '../ui/texts';
import { sameNames } from './pageContent';
import { outputTexts } from './texts';

export interface IpoSimpleCoverProps {
  companyName: string;
  /** Markdown from the server: rendered without raw HTML. */
  subtitle: string;
  /** Section names, outermost first. */
  sections: string[];
}

/** Section names arrive as a fresh array on every render of the page: compared by their names. */
const sameCover = (a: IpoSimpleCoverProps, b: IpoSimpleCoverProps) =>
  a.companyName === b.companyName && a.subtitle === b.subtitle && sameNames(a.sections, b.sections);

/**
 * An investment bank's cover page: the company as the title, the offering as the subtitle. Rendered again
 * only when what it shows changed, not on every event of the output.
 */
export const IpoSimpleCover = memo(function IpoSimpleCover({ companyName, subtitle, sections }: IpoSimpleCoverProps) {
  const theme = useTheme();
  const { cover } = useTexts(outputTexts);
  const { output } = theme;
  const [, sm, , lg] = theme.breakpoints;
  return (
    <article
      aria-label={formatMessage(cover.label, { companyName })}
      css={css`
        position: relative;
        display: flex;
        flex-direction: column;
        justify-content: space-between;
        aspect-ratio: 210 / 297;
        max-width: 820px;
        margin: 0 auto;
        padding: 32px 24px;
        background: ${output.paper};
        color: ${output.ink};
        border: 1px solid ${theme.colors.border};
        box-shadow: 0 8px 24px rgba(25, 48, 61, 0.12);
        font-family: ${fontStacks.serif};
        ${above(sm!)} {
          padding: 56px 48px;
        }
        ${above(lg!)} {
          padding: 72px 72px;
        }
        @media print {
          box-shadow: none;
          border: none;
          break-after: page;
          max-width: none;
          aspect-ratio: auto;
          min-height: 100vh;
        }
      `}
    >
      <header css={{ borderTop: `6px solid ${output.ink}`, paddingTop: 12, fontFamily: theme.fonts.family }}>
        <p
          css={{
            margin: 0,
            textTransform: 'uppercase',
            letterSpacing: '0.18em',
            fontSize: 12,
            color: output.mutedInk,
          }}
        >
          {sections.join(' · ') || cover.noSection}
        </p>
      </header>
      <div>
        <p
          css={{
            margin: '0 0 12px',
            fontFamily: theme.fonts.family,
            textTransform: 'uppercase',
            letterSpacing: '0.24em',
            fontSize: 13,
            color: output.mutedInk,
          }}
        >
          {cover.offering}
        </p>
        <h2
          css={css`
            margin: 0;
            font-weight: 400;
            line-height: 1.1;
            overflow-wrap: anywhere;
            font-size: 36px;
            ${above(sm!)} {
              font-size: 52px;
            }
          `}
        >
          {companyName}
        </h2>
        <div css={{ width: 96, height: 2, background: output.accent, margin: '24px 0' }} />
        <div css={{ fontSize: 20, lineHeight: 1.4, p: { margin: 0 } }}>
          <MessageBody format="text/markdown" text={subtitle} />
        </div>
      </div>
      <footer
        css={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 12,
          flexWrap: 'wrap',
          fontFamily: theme.fonts.family,
          fontSize: 12,
          color: output.mutedInk,
          borderTop: `1px solid ${theme.colors.border}`,
          paddingTop: 12,
        }}
      >
        <span>{cover.confidential}</span>
        <span>{cover.draft}</span>
      </footer>
    </article>
  );
}, sameCover);
