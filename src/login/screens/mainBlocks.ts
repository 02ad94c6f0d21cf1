import type { EmailMethod } from './types';

/** The integrator's products, by the spec's auth method names, in the integrator's order. */
export type MainProduct = 'emailMagicLinks' | 'emailOtp' | 'oauth' | 'sso' | 'passwords';

/** One content block of the Main screen. */
export type MainBlock =
  | { kind: 'emailForm'; offerPassword: boolean }
  | { kind: 'emailButtons'; methods: EmailMethod[] }
  | { kind: 'passwordEmailForm' }
  | { kind: 'oauth' }
  | { kind: 'sso' };

/** Blocks shown together; a divider labelled 'or' stands between consecutive groups. */
export interface MainGroup {
  kind: 'buttons' | 'form';
  blocks: MainBlock[];
}

export interface MainBlocksInput {
  products: readonly MainProduct[];
  /** The e-mail is already known: the e-mail form becomes 'Email me a link' / 'Email me a code' buttons. */
  emailKnown: boolean;
  hasOAuthProviders: boolean;
  /** Organization flow: the organization has active connections; discovery flow: always true. */
  hasSsoButtons: boolean;
}

/**
 * The Main screen's blocks in product order. The e-mail products share one block (a form, or buttons
 * when the e-mail is known); with passwords also enabled the form offers 'Use a password instead', else
 * passwords get their own password e-mail form. Products with nothing to show are left out.
 */
export function mainBlocks({ products, emailKnown, hasOAuthProviders, hasSsoButtons }: MainBlocksInput): MainBlock[] {
  const methods: EmailMethod[] = [];
  if (products.includes('emailMagicLinks')) methods.push('magicLink');
  if (products.includes('emailOtp')) methods.push('otp');
  const hasEmail = methods.length > 0;
  const hasPasswords = products.includes('passwords');

  const blocks: MainBlock[] = [];
  const seen = new Set<MainBlock['kind']>();
  const add = (block: MainBlock) => {
    if (seen.has(block.kind)) return;
    seen.add(block.kind);
    blocks.push(block);
  };

  for (const product of products) {
    switch (product) {
      case 'emailMagicLinks':
      case 'emailOtp':
        add(emailKnown ? { kind: 'emailButtons', methods } : { kind: 'emailForm', offerPassword: hasPasswords });
        break;
      case 'passwords':
        if (!hasEmail) add({ kind: 'passwordEmailForm' });
        break;
      case 'oauth':
        if (hasOAuthProviders) add({ kind: 'oauth' });
        break;
      case 'sso':
        if (hasSsoButtons) add({ kind: 'sso' });
        break;
    }
  }
  return blocks;
}

const groupKind = (block: MainBlock): MainGroup['kind'] =>
  block.kind === 'emailForm' || block.kind === 'passwordEmailForm' ? 'form' : 'buttons';

/** Adjacent OAuth and SSO blocks form one button group; every other block is a group of its own. */
export function groupMainBlocks(blocks: readonly MainBlock[]): MainGroup[] {
  const groups: MainGroup[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    const federated = block.kind === 'oauth' || block.kind === 'sso';
    const lastFederated = last?.blocks.every((b) => b.kind === 'oauth' || b.kind === 'sso') ?? false;
    if (last && federated && lastFederated) last.blocks.push(block);
    else groups.push({ kind: groupKind(block), blocks: [block] });
  }
  return groups;
}
