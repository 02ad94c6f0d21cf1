import { useTheme } from '@emotion/react';
import { focusRing } from '../../ui/focus';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { formatMessage, firstTexts } from '../strings';
import { useTexts } from '../../ui/texts';
import { mailProviderLinks } from './mailProviders';
import { buttonGap, stack } from './screenStyles';

export interface MailProviderLinksProps {
  /** The domain the e-mail comes from; when known each link searches the inbox for it. */
  senderDomain?: string | null;
}

function ExternalIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" css={{ flexShrink: 0 }}>
      <path
        d="M9 2.5h4.5V7M13.5 2.5 7.5 8.5M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** 'Open in Gmail' and 'Open in Outlook': web-mail links in a new tab, shaped like the widget's buttons. */
export function MailProviderLinks({ senderDomain }: MailProviderLinksProps) {
  const theme = useTheme();
  const { common } = useTexts(firstTexts);
  const palette = theme.buttons.themes.dawn;
  const metrics = theme.buttons.sizes.large;
  return (
    <div css={stack(buttonGap)}>
      {mailProviderLinks(senderDomain).map(({ provider, href }) => (
        <a
          key={provider}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          css={[
            {
              boxSizing: 'border-box',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 8,
              minHeight: metrics.height,
              padding: `0 ${metrics.paddingX}px`,
              fontFamily: theme.fonts.family,
              fontSize: metrics.fontSize,
              fontWeight: 700,
              color: palette.color,
              background: palette.background,
              border: `1px solid ${palette.border}`,
              borderRadius: theme.buttons.borderRadius,
              textDecoration: 'none',
              ':hover': { background: palette.hoverBackground },
            },
            focusRing(theme),
          ]}
        >
          {formatMessage(common.openInMailProvider, { mailProvider: provider })}
          <span css={visuallyHidden}> {common.opensInNewTab}</span>
          <ExternalIcon />
        </a>
      ))}
    </div>
  );
}
