import { useTheme } from '@emotion/react';
import { Button } from '../../../ui/Button';
import { downloadTextFile, type TextFile } from './downloadTextFile';
import { useTexts } from '../../../ui/texts';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { buttonGap } from '../../screens/screenStyles';
import type { ScreenProps } from '../define';
import type { MfaIntents } from './intents';
import { mfaTexts } from './texts';
import type { MfaView } from './view';

export interface RecoveryCodeSaveScreenProps extends ScreenProps<
  Extract<MfaView, { screen: 'RecoveryCodeSave' }>,
  MfaIntents
> {
  /** Saves the file; the browser's download from a Blob URL unless a story replaces it. */
  download?: (file: TextFile) => void;
}

/** Recovery Code Save: the only time the member sees the backup codes. */
export function RecoveryCodeSaveScreen({ view, intents, download = downloadTextFile }: RecoveryCodeSaveScreenProps) {
  const theme = useTheme();
  const { recoveryCodeSave: texts } = useTexts(mfaTexts);
  return (
    <ScreenLayout heading={texts.heading} subheading={texts.onlyTime}>
      <ul
        aria-label={texts.backupCodes}
        css={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: '8px 16px',
          margin: 0,
          padding: '16px 20px',
          listStyle: 'none',
          background: theme.colors.surface,
          borderRadius: theme.inputs.borderRadius,
          fontFamily: theme.fonts.monoFamily,
          fontSize: theme.fonts.smallSize,
          lineHeight: 1.5,
          textAlign: 'center',
          overflowWrap: 'anywhere',
        }}
      >
        {view.codes.map((code) => (
          // Left to right in any language: a code such as '2345-abcd' would otherwise read 'abcd-2345'.
          <li key={code} dir="ltr">
            {code}
          </li>
        ))}
      </ul>
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: buttonGap }}>
        <Button
          variant="dawn"
          size="medium"
          onClick={() => download({ filename: view.fileName, text: view.fileContent })}
        >
          {texts.downloadFile}
        </Button>
        {/* The flow copies the codes, one per line, and toasts 'Copied' or the copy failure. */}
        <Button variant="dawn" size="medium" onClick={() => void intents.copyBackupCodes()}>
          {texts.copyAll}
        </Button>
      </div>
      <Button fullWidth onClick={intents.acknowledgeBackupCodes}>
        {texts.done}
      </Button>
    </ScreenLayout>
  );
}
