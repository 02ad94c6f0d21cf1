import { useTheme } from '@emotion/react';
import { Spinner } from './Spinner';
import { useTexts } from './texts';
import { uiTexts } from './uiTexts';

/** Covers its positioned parent while the state is busy, with a labelled spinner. */
export function LoadingOverlay({ label }: { label?: string }) {
  const theme = useTheme();
  const { loadingOverlay } = useTexts(uiTexts);
  return (
    <div
      aria-busy="true"
      css={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: theme.colors.overlay,
        borderRadius: theme.container.borderRadius,
        zIndex: 1,
      }}
    >
      <Spinner size={32} label={label ?? loadingOverlay.label} />
    </div>
  );
}
