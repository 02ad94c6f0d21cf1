import type { FlowType } from './types';

export interface MainHeader {
  heading: string;
  subheading?: string;
}

export interface MainHeaderInput {
  flowType: FlowType;
  organizationName?: string | null;
  /** The primary e-mail is known but unverified and the primary methods are restricted. */
  verifyEmail: boolean;
}

/** The Main screen's header (login spec, section 2, Main). */
export function mainHeader({ flowType, organizationName, verifyEmail }: MainHeaderInput): MainHeader {
  if (verifyEmail)
    return { heading: 'Verify your email', subheading: 'Confirm your email address with one of the following:' };
  switch (flowType) {
    case 'Discovery':
      return { heading: 'Sign up or log in' };
    case 'PasswordReset':
      return { heading: '' };
    case 'Organization':
      return { heading: `Continue to ${organizationName ?? ''}`.trim() };
  }
}
