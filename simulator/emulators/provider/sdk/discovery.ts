import { claimedBy, discoveredOrganizations } from '../discovered';
import { checkDuration, read } from '../input';
import { exchangeTarget } from '../lookups';
import { orgSettings } from '../orgSettings';
import { isSlug, newMember, newOrganization, slugify } from '../records';
import { fail } from '../reply';
import type { Deps, Route } from '../router';

/** Discovery: the organizations an intermediate session may enter, creating one, and entering one. */
export const discoveryRoutes = ({ kit, sessions }: Deps): Route[] => {
  const { state } = kit;

  const freeSlug = (base: string) => {
    let slug = base;
    for (let n = 2; state.organizationBySlug(slug); n++) slug = `${base}-${n}`;
    return slug;
  };

  return [
    {
      method: 'POST',
      path: '/b2b/discovery/organizations',
      handle: async ({ request, body, secret }) => {
        const ist = sessions.intermediate(request, body);
        if (ist) {
          return {
            email_address: ist.email_address,
            discovered_organizations: discoveredOrganizations(state, ist.email_address, ist.factors),
            organization_id_hint: ist.organization_id ?? null,
          };
        }
        const { member, session } = await sessions.require(request, body, secret);
        return {
          email_address: member.email_address,
          discovered_organizations: discoveredOrganizations(state, member.email_address, session.factors),
          organization_id_hint: member.organization_id,
        };
      },
    },
    {
      method: 'POST',
      path: '/b2b/discovery/organizations/create',
      handle: async ({ request, body }) => {
        const ist = sessions.requireIntermediate(request, body);
        const duration = checkDuration(read(body, { session_duration_minutes: 'number' }).session_duration_minutes);
        if (!state.project.create_organization_enabled) {
          fail(403, 'organization_creation_not_allowed', 'This project does not let members create organizations');
        }
        if (claimedBy(state, ist.email_address)) {
          fail(
            403,
            'action_not_allowed_email_domain_is_claimed',
            'This e-mail domain belongs to an organization, so it cannot create other organizations',
          );
        }
        const settings = orgSettings(body);
        const name = settings.organization_name ?? `${ist.email_address.split('@')[0]}'s Organization`;
        if (settings.organization_slug !== undefined) {
          if (!isSlug(settings.organization_slug)) {
            fail(400, 'invalid_organization_slug', 'organization_slug may hold only a-z, 0-9 and -._~ (2 to 128)');
          }
          if (state.organizationBySlug(settings.organization_slug)) {
            fail(409, 'organization_slug_already_used', 'Another organization already has this slug');
          }
        }
        const org = newOrganization(kit, {
          ...settings,
          organization_name: name,
          organization_slug: settings.organization_slug ?? freeSlug(slugify(name)),
        });
        const member = newMember(kit, org, ist.email_address, {
          email_address_verified: true,
          roles: ['stytch_admin'],
        });
        return sessions.finish(member, org, ist.factors[0]!, duration, ist);
      },
    },
    {
      method: 'POST',
      path: '/b2b/discovery/intermediate_sessions/exchange',
      handle: async ({ request, body }) => {
        const ist = sessions.requireIntermediate(request, body);
        const { org, member, primary, duration } = exchangeTarget(kit, body, ist.email_address, ist.factors);
        return sessions.finish(member, org, primary, duration, ist);
      },
    },
  ];
};
