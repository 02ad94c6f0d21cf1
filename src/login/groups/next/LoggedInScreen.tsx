import { useTheme } from '@emotion/react';
import { Spinner } from '../../../ui/Spinner';
import { useLoginTexts } from '../../screens/loginStrings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { bodyText } from '../../screens/screenStyles';
import { nextTexts } from './texts';

export interface LoggedInScreenView {
  /** 'completing' while the login finishes, 'success' once it has. */
  status: 'completing' | 'success';
}

export interface LoggedInScreenProps {
  view: LoggedInScreenView;
}

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
export function LoggedInScreen({ view }: LoggedInScreenProps) {
  const theme = useTheme();
  const { loggedIn: texts } = useLoginTexts(nextTexts);
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
