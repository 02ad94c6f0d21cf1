import { useTheme } from '@emotion/react';
import { Spinner } from '../../../ui/Spinner';
import { useTexts } from '../../../ui/texts';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { bodyText } from '../../screens/screenStyles';
import type { ScreenProps } from '../define';
import type { NextIntents } from './intents';
import { nextTexts } from './texts';
import type { NextView } from './view';

/** A check mark in a circle: the success graphic. */
function SuccessCheck() {
  const theme = useTheme();
  return (
    <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
      <circle cx="36" cy="36" r="36" fill={theme.colors.success} />
      <path
        d="m22 37 9.5 9.5L51 27"
        fill="none"
        stroke={theme.colors.onPrimary}
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The end of a login: 'Logging in...' while completing, then 'Success!'. */
export function LoggedInScreen({ view }: ScreenProps<Extract<NextView, { screen: 'LoggedIn' }>, NextIntents>) {
  const theme = useTheme();
  const { loggedIn: texts } = useTexts(nextTexts);
  if (view.status === 'completing') {
    return (
      <ScreenLayout heading={texts.loggingIn}>
        <div css={{ display: 'flex', justifyContent: 'center', padding: '16px 0' }}>
          <Spinner size={40} />
        </div>
      </ScreenLayout>
    );
  }
  return (
    <ScreenLayout heading={texts.success} subheading={<p css={bodyText(theme)}>{texts.loggedIn}</p>}>
      <div css={{ display: 'flex', justifyContent: 'center', padding: '8px 0' }}>
        <SuccessCheck />
      </div>
    </ScreenLayout>
  );
}
