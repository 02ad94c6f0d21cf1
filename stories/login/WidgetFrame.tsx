import { useTheme } from '@emotion/react';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';

/**
 * The widget's card as an integrator sees it: theme width (400 px), padding, border and radius; on a screen
 * narrower than that it fills the width, as the widget's own card does (src/login/widget/WidgetShell.tsx).
 */
function WidgetFrame({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const { container } = theme;
  return (
    <div
      data-widget-frame=""
      css={{
        boxSizing: 'border-box',
        width: container.width,
        maxWidth: '100%',
        padding: container.padding,
        background: container.background,
        border: `1px solid ${container.borderColor}`,
        borderRadius: container.borderRadius,
      }}
    >
      {children}
    </div>
  );
}

/** Renders a login screen story inside the 400 px widget card. */
export const withWidgetFrame: Decorator = (Story) => (
  <WidgetFrame>
    <Story />
  </WidgetFrame>
);
