import { describe, expect, it } from 'vitest';
import { mainHeader } from './mainHeader';

describe('mainHeader', () => {
  it('reads by flow type', () => {
    expect(mainHeader({ flowType: 'Discovery', verifyEmail: false })).toEqual({ heading: 'Sign up or log in' });
    expect(mainHeader({ flowType: 'PasswordReset', verifyEmail: false })).toEqual({ heading: '' });
    expect(mainHeader({ flowType: 'Organization', organizationName: 'Acme', verifyEmail: false })).toEqual({
      heading: 'Continue to Acme',
    });
  });

  it('asks to verify the e-mail whatever the flow', () => {
    expect(mainHeader({ flowType: 'Organization', organizationName: 'Acme', verifyEmail: true })).toEqual({
      heading: 'Verify your email',
      subheading: 'Confirm your email address with one of the following:',
    });
  });
});
