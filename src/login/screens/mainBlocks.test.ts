import { describe, expect, it } from 'vitest';
import { groupMainBlocks, mainBlocks, type MainBlocksInput } from './mainBlocks';

const input = (overrides: Partial<MainBlocksInput>): MainBlocksInput => ({
  products: [],
  emailKnown: false,
  hasOAuthProviders: true,
  hasSsoButtons: true,
  ...overrides,
});

const kinds = (overrides: Partial<MainBlocksInput>) => mainBlocks(input(overrides)).map((block) => block.kind);

describe('mainBlocks', () => {
  it('follows the product order, one e-mail block for both e-mail products', () => {
    expect(kinds({ products: ['oauth', 'emailMagicLinks', 'sso', 'emailOtp'] })).toEqual(['oauth', 'emailForm', 'sso']);
  });

  it('offers the password from the e-mail form when passwords are enabled too', () => {
    expect(mainBlocks(input({ products: ['emailMagicLinks', 'passwords'] }))).toEqual([
      { kind: 'emailForm', offerPassword: true },
    ]);
    expect(mainBlocks(input({ products: ['emailOtp'] }))).toEqual([{ kind: 'emailForm', offerPassword: false }]);
  });

  it('gives passwords alone the password e-mail form', () => {
    expect(kinds({ products: ['passwords', 'oauth'] })).toEqual(['passwordEmailForm', 'oauth']);
  });

  it('turns the e-mail form into buttons for the enabled methods when the e-mail is known', () => {
    expect(mainBlocks(input({ products: ['emailOtp', 'emailMagicLinks'], emailKnown: true }))).toEqual([
      { kind: 'emailButtons', methods: ['magicLink', 'otp'] },
    ]);
    expect(mainBlocks(input({ products: ['emailOtp'], emailKnown: true }))).toEqual([
      { kind: 'emailButtons', methods: ['otp'] },
    ]);
  });

  it('leaves out OAuth without providers and SSO without buttons', () => {
    expect(kinds({ products: ['oauth', 'sso'], hasOAuthProviders: false, hasSsoButtons: false })).toEqual([]);
  });
});

describe('groupMainBlocks', () => {
  const groups = (overrides: Partial<MainBlocksInput>) =>
    groupMainBlocks(mainBlocks(input(overrides))).map((group) => [group.kind, group.blocks.map((b) => b.kind)]);

  it('groups adjacent OAuth and SSO blocks', () => {
    expect(groups({ products: ['oauth', 'sso', 'emailMagicLinks'] })).toEqual([
      ['buttons', ['oauth', 'sso']],
      ['form', ['emailForm']],
    ]);
  });

  it('keeps OAuth and SSO apart when a form stands between them', () => {
    expect(groups({ products: ['oauth', 'passwords', 'sso'] })).toEqual([
      ['buttons', ['oauth']],
      ['form', ['passwordEmailForm']],
      ['buttons', ['sso']],
    ]);
  });

  it('does not merge known-e-mail buttons into the OAuth group', () => {
    expect(groups({ products: ['emailMagicLinks', 'oauth'], emailKnown: true })).toEqual([
      ['buttons', ['emailButtons']],
      ['buttons', ['oauth']],
    ]);
  });
});
