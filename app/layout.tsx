import { useTheme, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { above, defaultTheme } from '../src/theme';
import { focusRing } from '../src/ui/focus';
import { Logo } from '../src/ui/Logo';
import logoUrl from './assets/logo.svg';

export const APP_NAME = 'Genios';

/** The spec's breakpoints (342, 576, 700, 992, 1200, 1400) by name, as media queries from the theme. */
export const media = (theme: Theme) => {
  const at = (index: number) => above(theme.breakpoints[index] ?? defaultTheme.breakpoints[index]!);
  return { xs: at(0), sm: at(1), md: at(2), lg: at(3), xl: at(4), xxl: at(5) };
};

export function AppLogo({ src = logoUrl }: { src?: string }) {
  return <Logo src={src} name={APP_NAME} />;
}

export interface PageProps {
  children: ReactNode;
  /** 'narrow' centres a column (login, not found, errors); 'wide' holds the chat. */
  width?: 'narrow' | 'wide';
  /** Shown at the top of the page; the app logo by default, none with null. */
  logo?: ReactNode;
}

/**
 * A page of the app: its own <main>, padding that grows with the viewport, and a centred column whose
 * width follows the spec's breakpoints.
 */
export function Page({ children, width = 'wide', logo = <AppLogo /> }: PageProps) {
  const theme = useTheme();
  const at = media(theme);
  const wide = width === 'wide';
  return (
    <main
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: 20,
        width: '100%',
        margin: '0 auto',
        padding: '16px 12px',
        [at.sm]: { padding: '24px 20px', maxWidth: wide ? 720 : 560 },
        [at.lg]: { padding: '32px 24px', maxWidth: wide ? 960 : 560 },
        [at.xl]: { maxWidth: wide ? 1140 : 560 },
        [at.xxl]: { maxWidth: wide ? 1320 : 560 },
      }}
    >
      {logo !== null && <div css={{ display: 'flex' }}>{logo}</div>}
      {children}
    </main>
  );
}

/**
 * An in-app link styled as the theme's text links; `reloadDocument` for a page outside the app (the login page
 * at /), which the browser loads whole.
 */
export function TextLink({
  to,
  children,
  reloadDocument,
}: {
  to: string;
  children: ReactNode;
  reloadDocument?: boolean;
}) {
  const theme = useTheme();
  return (
    <Link
      to={to}
      reloadDocument={reloadDocument}
      css={[
        { color: theme.colors.primary, fontWeight: 700, textDecoration: 'underline', borderRadius: 2 },
        focusRing(theme),
      ]}
    >
      {children}
    </Link>
  );
}
