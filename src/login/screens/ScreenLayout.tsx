import { useTheme } from '@emotion/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { focusRing } from '../../ui/focus';
import { mirroredRightToLeft } from '../../ui/direction';
import { useTexts } from '../../ui/texts';
import { firstTexts } from '../strings';

export interface ScreenLayoutProps {
  /** The screen's heading; an empty heading (Main in the password-reset flow) renders none. */
  heading: string;
  subheading?: ReactNode;
  /** When given, a back arrow labelled 'Back' is shown above the heading. */
  onBack?: () => void;
  children: ReactNode;
}

function BackArrow() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false" css={mirroredRightToLeft}>
      <path
        d="M12.5 4 6.5 10l6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The frame every login screen shares: optional back arrow, heading, subheading, then the content.
 * The heading takes focus when the screen appears, so keyboard and screen-reader users start on the new
 * screen instead of on a control of the screen that just left; not from a member already in the widget (a
 * screen drawn from HTML before the widget took it over, where the member may be typing).
 */
export function ScreenLayout({ heading, subheading, onBack, children }: ScreenLayoutProps) {
  const theme = useTheme();
  const { common } = useTexts(firstTexts);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const heading = headingRef.current;
    if (!heading?.closest('[data-login-widget]')?.matches(':focus-within')) heading?.focus();
  }, []);

  return (
    <section
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: 24,
        fontFamily: theme.fonts.family,
        color: theme.colors.text,
      }}
    >
      {onBack && (
        <button
          type="button"
          aria-label={common.back}
          onClick={onBack}
          css={[
            {
              alignSelf: 'flex-start',
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 32,
              height: 32,
              // The arrow lines up with the text edge; the round hover area may overhang.
              marginBlock: '-6px -12px',
              marginInline: '-8px 0',
              padding: 0,
              border: 'none',
              borderRadius: '50%',
              background: 'none',
              color: theme.colors.primary,
              cursor: 'pointer',
              ':hover': { background: theme.colors.surface },
            },
            focusRing(theme),
          ]}
        >
          <BackArrow />
        </button>
      )}
      {(heading || subheading) && (
        <div css={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {heading && (
            <h2
              ref={headingRef}
              tabIndex={-1}
              css={{
                margin: 0,
                fontSize: theme.fonts.headingSize,
                fontWeight: 700,
                lineHeight: 1.25,
                overflowWrap: 'anywhere',
                // Focus is placed here by script for orientation only; the heading is not a control.
                ':focus': { outline: 'none' },
              }}
            >
              {heading}
            </h2>
          )}
          {subheading && (
            <div css={{ fontSize: theme.fonts.size, lineHeight: 1.5, overflowWrap: 'anywhere' }}>{subheading}</div>
          )}
        </div>
      )}
      {children}
    </section>
  );
}
