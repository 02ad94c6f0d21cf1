import { css, useTheme, type Theme } from '@emotion/react';
import {
  englishPasswordStrengthTexts,
  meterSegments,
  passwordStrengthView,
  type LudsCheck,
  type PasswordConfig,
  type PasswordStrengthResult,
  type PasswordStrengthTexts,
} from './passwordStrength';
import { visuallyHidden } from './visuallyHidden';

export interface PasswordStrengthMeterProps {
  /** The latest strength check; nothing is shown without one. */
  result: PasswordStrengthResult | null | undefined;
  /** The bootstrap's password_config, for the LUDS check texts. */
  config: PasswordConfig;
  /** Lets the password input point at the meter with aria-describedby. */
  id?: string;
  /** The indicator's texts; English for `config` unless given. */
  texts?: PasswordStrengthTexts;
}

const segmentIndexes = Array.from({ length: meterSegments }, (_, index) => index);

const feedbackText = (theme: Theme) => css`
  margin: 8px 0 0;
  font-family: ${theme.fonts.family};
  font-size: ${theme.fonts.smallSize}px;
  line-height: 1.4;
  color: ${theme.colors.weak};
`;

/** A check mark or a cross in a filled circle, so met and unmet differ in shape as well as colour. */
function CheckIcon({ met }: { met: boolean }) {
  const theme = useTheme();
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      css={{ flexShrink: 0, marginTop: 2 }}
    >
      <circle cx="8" cy="8" r="8" fill={met ? theme.colors.strong : theme.colors.weak} />
      <path
        d={met ? 'M4.5 8.2l2.3 2.3 4.7-4.9' : 'M5.4 5.4l5.2 5.2M10.6 5.4l-5.2 5.2'}
        fill="none"
        stroke={theme.colors.onPrimary}
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function LudsCheckItem({ check, texts }: { check: LudsCheck; texts: PasswordStrengthTexts }) {
  return (
    <li data-check={check.id} data-met={check.met} css={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
      <CheckIcon met={check.met} />
      <span>
        <span css={visuallyHidden}>{`${check.met ? texts.met : texts.notMet} `}</span>
        {check.text}
      </span>
    </li>
  );
}

/**
 * The password strength indicator. Policy none shows nothing; zxcvbn a four-segment meter (red while
 * weak, green once strong) with the warning; LUDS the length and complexity checks and a breach warning.
 */
export function PasswordStrengthMeter({
  result,
  config,
  id,
  texts = englishPasswordStrengthTexts(config),
}: PasswordStrengthMeterProps) {
  const theme = useTheme();
  if (!result) return null;
  const view = passwordStrengthView(result, config, texts);

  if (view.policy === 'zxcvbn') {
    const fill = theme.colors[view.strength];
    return (
      <div id={id} data-policy="zxcvbn">
        <div
          role="meter"
          aria-label={texts.meter}
          aria-valuemin={0}
          aria-valuemax={meterSegments}
          aria-valuenow={view.score}
          aria-valuetext={texts.score(view)}
          data-strength={view.strength}
          css={{ display: 'flex', gap: 4 }}
        >
          {segmentIndexes.map((index) => (
            <span
              key={index}
              data-segment=""
              data-filled={index < view.filled}
              css={{
                flex: 1,
                height: 6,
                borderRadius: 3,
                background: index < view.filled ? fill : theme.colors.border,
              }}
            />
          ))}
        </div>
        {view.warning && <p css={feedbackText(theme)}>{view.warning}</p>}
      </div>
    );
  }

  if (view.policy === 'luds') {
    return (
      <div id={id} data-policy="luds">
        <ul
          aria-label={texts.requirements}
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 6,
            fontFamily: theme.fonts.family,
            fontSize: theme.fonts.smallSize,
            lineHeight: 1.4,
            color: theme.colors.text,
          }}
        >
          {view.checks.map((check) => (
            <LudsCheckItem key={check.id} check={check} texts={texts} />
          ))}
        </ul>
        {view.breachedWarning && <p css={feedbackText(theme)}>{view.breachedWarning}</p>}
      </div>
    );
  }

  return null;
}
