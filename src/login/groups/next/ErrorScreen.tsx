import { useTheme } from '@emotion/react';
import { LinkedText } from '../../screens/LinkedText';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { bodyText } from '../../screens/screenStyles';
import type { ScreenProps } from '../define';
import type { NextIntents } from './intents';
import type { NextView } from './view';

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

/** The Error screen: back to Main where the error allows it. */
export function ErrorScreen({ view, intents }: ScreenProps<Extract<NextView, { screen: 'Error' }>, NextIntents>) {
  return (
    <ErrorPanel heading={view.heading} message={view.message} onBack={view.canGoBack ? intents.back : undefined} />
  );
}

/**
 * The error heading with the message (shown as text, links clickable) and, given an action, a back arrow: the
 * Error screen's, and the consent screen's when its request cannot be answered.
 */
export function ErrorPanel({ heading, message, onBack }: { heading: string; message: string; onBack?: () => void }) {
  const theme = useTheme();
  return (
    <ScreenLayout
      heading={heading}
      subheading={
        <p css={{ ...bodyText(theme), whiteSpace: 'pre-wrap' }}>
          <LinkedText text={message} />
        </p>
      }
      onBack={onBack}
    >
      <div css={{ display: 'flex', justifyContent: 'center' }}>
        <WarningGraphic />
      </div>
    </ScreenLayout>
  );
}
