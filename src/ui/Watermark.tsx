import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useTexts } from './texts';
import { uiTexts } from './uiTexts';
import { useImageFallback } from './useImageFallback';

export interface WatermarkProps {
  /** Bootstrap's displayWatermark: nothing is rendered unless true. */
  visible: boolean;
  /** The provider's name, read as 'Powered by {name}'. */
  name: string;
  /** A local image standing for the provider's powered-by logo; the name is shown without it or if it fails. */
  logoSrc?: string | null;
  /** The line around the provider's mark (its logo or name): the design system's 'Powered by {mark}' unless a widget words it. */
  children?: (mark: ReactNode) => ReactNode;
}

/** The small 'Powered by {name}' line at the foot of the widget. */
export function Watermark({ visible, name, logoSrc, children }: WatermarkProps) {
  const theme = useTheme();
  const { watermark } = useTexts(uiTexts);
  const line =
    children ?? ((mark: ReactNode) => <FormattedMessage template={watermark.poweredBy} params={{ name: mark }} />);
  const { showImage, onError } = useImageFallback(logoSrc);
  if (!visible) return null;
  return (
    <p
      data-watermark=""
      css={{
        margin: 0,
        padding: '8px 0',
        textAlign: 'center',
        fontFamily: theme.fonts.family,
        fontSize: theme.fonts.smallSize,
        lineHeight: '20px',
        color: theme.colors.mutedText,
      }}
    >
      {line(
        showImage ? (
          <img
            src={logoSrc ?? undefined}
            alt={name}
            onError={onError}
            css={{ display: 'inline-block', verticalAlign: -3, height: 16, width: 'auto' }}
          />
        ) : (
          <span css={{ fontWeight: 700 }}>{name}</span>
        ),
      )}
    </p>
  );
}
