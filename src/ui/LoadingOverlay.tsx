import { useTheme } from '@emotion/react';
import { Spinner } from './Spinner';

/** Covers its positioned parent while the state is busy, with a labelled spinner. */
export function LoadingOverlay({ label = 'Loading' }: { label?: string }) {
  const theme = useTheme();
  return (
    <div
      aria-busy="true"
      css={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'rgba(255, 255, 255, 0.85)',
        borderRadius: theme.container.borderRadius,
        zIndex: 1,
      }}
    >
      <Spinner size={32} label={label} />
    </div>
  );
}
