import { useTheme } from '@emotion/react';
import { LinkedText } from '../../screens/LinkedText';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { bodyText } from '../../screens/screenStyles';

export interface ErrorScreenView {
  /** 'Looks like there was an error!' */
  heading: string;
  /** One of the error catalogue's texts, or a message from the provider (shown as text, links clickable). */
  message: string;
  /** Whether the back arrow (back to Main) is offered. */
  canGoBack: boolean;
}

export interface ErrorScreenProps {
  view: ErrorScreenView;
  onBack: () => void;
}

function WarningGraphic() {
  const theme = useTheme();
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="28" fill={theme.colors.error} />
      <path d="M28 15v17" stroke={theme.colors.onPrimary} strokeWidth="5" strokeLinecap="round" />
      <circle cx="28" cy="41" r="3.2" fill={theme.colors.onPrimary} />
    </svg>
  );
}

/** The error heading with the message and, when allowed, a back arrow. */
export function ErrorScreen({ view, onBack }: ErrorScreenProps) {
  const theme = useTheme();
  return (
    <ScreenLayout
      heading={view.heading}
      subheading={
        <p css={{ ...bodyText(theme), whiteSpace: 'pre-wrap' }}>
          <LinkedText text={view.message} />
        </p>
      }
      onBack={view.canGoBack ? onBack : undefined}
    >
      <div css={{ display: 'flex', justifyContent: 'center' }}>
        <WarningGraphic />
      </div>
    </ScreenLayout>
  );
}
