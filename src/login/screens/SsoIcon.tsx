/** A key: the generic mark for single sign-on, decorative next to the button text. */
export function SsoIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false" css={{ flexShrink: 0 }}>
      <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="6.5" cy="10" r="3.5" />
        <path d="M10 10h8.5M15.5 10v3M18 10v2.2" />
      </g>
    </svg>
  );
}
