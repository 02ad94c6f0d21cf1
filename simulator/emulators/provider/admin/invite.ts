import { checkEmail, emailDomain, read, withQuery } from '../input';
import { INVITE_MINUTES, type Kit } from '../kit';
import { inviteMail } from '../mail';
import { newMember } from '../records';
import { fail } from '../reply';
import type { Organization } from '../state';
import { memberAnswer } from '../wire';

/** Token types the widget acts on when it lands back on the app (login spec, section 4). */
export const ORG_MAGIC_LINK = 'multi_tenant_magic_links';

/** A magic link as the provider mails it: the redirect URL with the token and its type. */
export const magicLink = (redirect: string, token: string, type: string) =>
  withQuery(redirect, { token, stytch_token_type: type });

const INVITE_FIELDS = {
  name: 'string',
  roles: 'strings',
  untrusted_metadata: 'object',
  invite_redirect_url: 'string',
  invite_template_id: 'string',
  invite_expiration_minutes: 'number',
  locale: 'string',
} as const;
/** The backend may also say who invited and set trusted metadata. */
export const BACKEND_INVITE_FIELDS = {
  ...INVITE_FIELDS,
  invited_by_member_id: 'string',
  trusted_metadata: 'object',
} as const;

/**
 * Invites an e-mail into an organization: the member (new, or one not yet active) becomes invited and an
 * invite link lands in the development inbox. `fields` is what the caller may send.
 */
export function inviteMember(
  kit: Kit,
  org: Organization,
  body: Record<string, unknown>,
  fields: typeof INVITE_FIELDS | typeof BACKEND_INVITE_FIELDS = INVITE_FIELDS,
) {
  const { state } = kit;
  const args: Partial<Record<keyof typeof BACKEND_INVITE_FIELDS, unknown>> & { email_address: string } = read(
    body,
    { email_address: 'string' },
    fields,
  );
  const email = checkEmail(args.email_address);
  if (
    org.email_invites === 'NOT_ALLOWED' ||
    (org.email_invites === 'RESTRICTED' && !org.email_allowed_domains.includes(emailDomain(email)))
  ) {
    fail(403, 'email_invites_not_allowed', 'This organization does not allow invitations to this e-mail');
  }
  let member = state.memberByEmail(org.organization_id, email);
  if (member?.status === 'active') fail(409, 'member_already_active', 'This e-mail is already an active member');
  member ??= newMember(kit, org, email);
  Object.assign(member, {
    status: 'invited',
    name: args.name ?? member.name,
    roles: args.roles ?? member.roles,
    untrusted_metadata: args.untrusted_metadata ?? member.untrusted_metadata,
    trusted_metadata: args.trusted_metadata ?? member.trusted_metadata,
    updated_at: kit.now(),
  });
  const minutes = typeof args.invite_expiration_minutes === 'number' ? args.invite_expiration_minutes : INVITE_MINUTES;
  const token = kit.issueToken('login', email, minutes, {
    organization_id: org.organization_id,
    member_id: member.member_id,
  });
  const redirect = kit.redirectTo('INVITE', args.invite_redirect_url as string | undefined);
  const url = magicLink(redirect, token.token, ORG_MAGIC_LINK);
  const mail = inviteMail(state.project.project_name, org.organization_name, url);
  kit.email(email, mail.subject, mail.text, [url]);
  return memberAnswer(state, member, org);
}
