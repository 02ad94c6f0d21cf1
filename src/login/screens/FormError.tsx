import { useTheme } from '@emotion/react';
import { bodyText } from './screenStyles';

/** A failure that belongs to the screen rather than to one field, announced as it appears. */
export function FormError({ message }: { message: string }) {
  const theme = useTheme();
  return (
    <p role="alert" css={{ ...bodyText(theme), color: theme.colors.error }}>
      {message}
    </p>
  );
}
