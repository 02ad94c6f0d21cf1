import { useTheme } from '@emotion/react';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { widgetCard } from '../../src/login/screens/screenStyles';

/** The widget's card as an integrator sees it, drawn as the widget draws it (screenStyles.ts, widgetCard). */
function WidgetFrame({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return (
    <div data-widget-frame="" css={widgetCard(theme)}>
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
