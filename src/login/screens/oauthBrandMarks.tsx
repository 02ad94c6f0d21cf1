import type { ReactElement } from 'react';
import type { OAuthProvider } from '../flow';

/** Brand marks drawn as inline SVG (no image requests, no external assets), decorative next to the button text. */
const marks: Record<OAuthProvider, ReactElement> = {
  google: (
    <svg viewBox="0 0 18 18">
      <path
        fill="#4285F4"
        d="M17.64 9.2c0-.64-.06-1.25-.16-1.84H9v3.48h4.84a4.14 4.14 0 0 1-1.8 2.72v2.26h2.92c1.7-1.57 2.68-3.88 2.68-6.62z"
      />
      <path
        fill="#34A853"
        d="M9 18c2.43 0 4.47-.8 5.96-2.18l-2.92-2.26c-.8.54-1.83.86-3.04.86-2.34 0-4.33-1.58-5.04-3.71H.96v2.33A9 9 0 0 0 9 18z"
      />
      <path
        fill="#FBBC05"
        d="M3.96 10.71A5.41 5.41 0 0 1 3.68 9c0-.6.1-1.17.28-1.71V4.96H.96A9 9 0 0 0 0 9c0 1.45.35 2.83.96 4.04l3-2.33z"
      />
      <path
        fill="#EA4335"
        d="M9 3.58c1.32 0 2.51.45 3.44 1.35l2.58-2.58A8.99 8.99 0 0 0 9 0 9 9 0 0 0 .96 4.96l3 2.33C4.67 5.16 6.66 3.58 9 3.58z"
      />
    </svg>
  ),
  microsoft: (
    <svg viewBox="0 0 21 21">
      <rect x="0" y="0" width="10" height="10" fill="#F25022" />
      <rect x="11" y="0" width="10" height="10" fill="#7FBA00" />
      <rect x="0" y="11" width="10" height="10" fill="#00A4EF" />
      <rect x="11" y="11" width="10" height="10" fill="#FFB900" />
    </svg>
  ),
  hubspot: (
    <svg viewBox="0 0 24 24">
      <g fill="none" stroke="#FF7A59" strokeLinecap="round" strokeWidth="2.4">
        <circle cx="15" cy="14.5" r="4.2" />
        <path d="M15 10.3V5.6M11.9 17.6l-4.2 4.2M11.6 11.9 5 7" />
      </g>
      <g fill="#FF7A59">
        <circle cx="15" cy="3.9" r="2.3" />
        <circle cx="3.9" cy="6.2" r="1.9" />
        <circle cx="6.8" cy="22.2" r="1.6" />
      </g>
    </svg>
  ),
  slack: (
    <svg viewBox="0 0 24 24">
      {/* Four pill-and-dot pieces turned a quarter each around the centre, as in the Slack mark. */}
      {(['#36C5F0', '#2EB67D', '#ECB22E', '#E01E5A'] as const).map((color, turn) => (
        <g key={color} fill={color} transform={`rotate(${turn * 90} 12 12)`}>
          <rect x="1" y="6.6" width="10.2" height="4.6" rx="2.3" />
          <rect x="6.6" y="1" width="4.6" height="4.6" rx="2.3" />
        </g>
      ))}
    </svg>
  ),
  github: (
    <svg viewBox="0 0 16 16">
      <path
        fill="#181717"
        d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.01 8.01 0 0 0 16 8c0-4.42-3.58-8-8-8z"
      />
    </svg>
  ),
};

/** A provider's brand mark (OAuthBrandIcon loads this module when a button first shows one). */
export function BrandMark({ provider }: { provider: OAuthProvider }) {
  return marks[provider];
}
