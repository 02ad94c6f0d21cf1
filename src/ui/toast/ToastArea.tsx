import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useWholeSnapshot } from '../useWholeSnapshot';
import { focusRing } from '../focus';
import { Spinner } from '../Spinner';
import { useTexts } from '../texts';
import { uiTexts } from '../uiTexts';
import type { Toast, Toaster } from './toaster';

/** The success mark is drawn rather than a ✓ glyph, which the shipped fonts lack (a host font would draw it). */
const successMark = (
  <svg width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M2 6.5l2.5 2.5 5.5-6" />
  </svg>
);
const icons: Partial<Record<Toast['type'], ReactNode>> = { success: successMark, error: '!' };

/** The toast area's names for assistive technology; a widget passes its own texts, else the design system's show. */
export interface ToastTexts {
  dismiss: string;
  errors: string;
  notifications: string;
}

function ToastItem({ toast, onDismiss, dismiss }: { toast: Toast; onDismiss: () => void; dismiss: string }) {
  const theme = useTheme();
  const accent =
    toast.type === 'success'
      ? theme.colors.success
      : toast.type === 'error'
        ? theme.colors.error
        : theme.colors.primary;
  return (
    <li
      hidden={!toast.visible}
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: 8,
        paddingInlineStart: 12,
        background: theme.colors.background,
        color: theme.colors.text,
        border: `1px solid ${theme.colors.border}`,
        borderInlineStart: `4px solid ${accent}`,
        borderRadius: 6,
        boxShadow: '0 2px 8px rgba(25, 48, 61, 0.15)',
        fontSize: theme.fonts.smallSize,
      }}
    >
      {toast.type === 'loading' ? (
        <Spinner size={16} />
      ) : (
        icons[toast.type] && (
          <span
            aria-hidden
            css={{ display: 'inline-flex', justifyContent: 'center', color: accent, fontWeight: 700, width: 16 }}
          >
            {icons[toast.type]}
          </span>
        )
      )}
      <span css={{ flex: 1 }}>{toast.message}</span>
      <button
        type="button"
        aria-label={dismiss}
        onClick={onDismiss}
        css={[
          {
            border: 'none',
            background: 'none',
            color: theme.colors.mutedText,
            cursor: 'pointer',
            fontSize: 16,
            lineHeight: 1,
            padding: 4,
          },
          focusRing(theme),
        ]}
      >
        ×
      </button>
    </li>
  );
}

/**
 * The toasts of a toaster at the top of their container. Errors are announced assertively, everything
 * else politely; the live regions always exist so screen readers notice what is added to them.
 */
export function ToastArea({ toaster, texts: given }: { toaster: Toaster; texts?: ToastTexts }) {
  const { toasts: defaults } = useTexts(uiTexts);
  const texts = given ?? defaults;
  const { toasts } = useWholeSnapshot(toaster.state);
  const list = (assertive: boolean) => (
    <div role={assertive ? 'alert' : 'status'} aria-label={assertive ? texts.errors : texts.notifications}>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 6 }}>
        {toasts
          .filter((toast) => (toast.type === 'error') === assertive)
          .map((toast) => (
            <ToastItem
              key={toast.id}
              toast={toast as Toast}
              onDismiss={() => toaster.dismiss(toast.id)}
              dismiss={texts.dismiss}
            />
          ))}
      </ul>
    </div>
  );
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      {list(true)}
      {list(false)}
    </div>
  );
}
