import { css, type Theme } from '@emotion/react';
import { focusRing } from './focus';

/** The look every text-like input shares (TextInput, PasswordInput, OtpInput). */
export const inputStyle = (theme: Theme) => css`
  box-sizing: border-box;
  width: 100%;
  height: ${theme.inputs.height}px;
  padding: 0 12px;
  font-family: ${theme.fonts.family};
  font-size: ${theme.fonts.size}px;
  color: ${theme.colors.text};
  background: ${theme.inputs.background};
  border: 1px solid ${theme.inputs.borderColor};
  border-radius: ${theme.inputs.borderRadius}px;
  &::placeholder {
    color: ${theme.inputs.placeholderColor};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.error};
  }
  &:disabled {
    background: ${theme.colors.surface};
    cursor: not-allowed;
  }
  ${focusRing(theme)}
`;
