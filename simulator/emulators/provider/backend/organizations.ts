import { checkSlug, deleteOrganization, matching, page, searchQuery, updateOrganization } from '../admin/organizations';
import { read } from '../input';
import { requireOrg } from '../lookups';
import { orgSettings } from '../orgSettings';
import { newOrganization, slugify } from '../records';
import type { Deps, Route } from '../router';
import type { Organization, ProviderState } from '../state';
import { organizationJson } from '../wire';

const strings = (value: unknown) => (Array.isArray(value) ? value.map((item) => String(item).toLowerCase()) : []);
const text = (value: unknown) => String(value ?? '').toLowerCase();

/** How each organization filter the API reference lists tests an organization. */
function organizationFilter(state: ProviderState, filter: Record<string, unknown>) {
  const value = filter.filter_value;
  const emails = (org: Organization) => state.membersOf(org.organization_id).map((member) => member.email_address);
  const tests: Record<string, (org: Organization) => boolean> = {
    organization_ids: (org) => strings(value).includes(org.organization_id.toLowerCase()),
    organization_slugs: (org) => strings(value).includes(org.organization_slug),
    organization_name_fuzzy: (org) => org.organization_name.toLowerCase().includes(text(value)),
    organization_slug_fuzzy: (org) => org.organization_slug.includes(text(value)),
    allowed_domains: (org) => org.email_allowed_domains.some((domain) => strings(value).includes(domain)),
    allowed_domain_fuzzy: (org) => org.email_allowed_domains.some((domain) => domain.includes(text(value))),
    member_emails: (org) => emails(org).some((email) => strings(value).includes(email)),
    member_email_fuzzy: (org) => emails(org).some((email) => email.includes(text(value))),
    claimed_email_domains: (org) =>
      strings(value).some((domain) => state.project.claimed_domains[domain] === org.organization_id),
  };
  return tests[String(filter.filter_name)];
}

/** Organizations by id, for an integrator's server: create, read, change, delete, search. */
export const backendOrganizationRoutes = ({ kit }: Deps): Route[] => {
  const { state } = kit;
  const answer = (org: Organization) => ({ organization: organizationJson(state, org) });

  return [
    {
      method: 'POST',
      path: '/organizations',
      handle: ({ body }) => {
        const args = read(body, { organization_name: 'string' }, { trusted_metadata: 'object' });
        const { sso_default_connection_id: _none, ...settings } = orgSettings(body);
        const slug = checkSlug(state, settings.organization_slug ?? slugify(args.organization_name));
        const org = newOrganization(kit, {
          ...settings,
          organization_name: args.organization_name,
          organization_slug: slug,
          trusted_metadata: args.trusted_metadata ?? {},
        });
        return answer(org);
      },
    },
    {
      method: 'POST',
      path: '/organizations/search',
      handle: ({ body }) => {
        const query = searchQuery(read(body, {}, { query: 'object' }).query);
        const all = [...state.organizations.values()];
        const { items, results_metadata } = page(
          matching(all, query, (filter) => organizationFilter(state, filter)),
          body,
        );
        return { organizations: items.map((org) => organizationJson(state, org)), results_metadata };
      },
    },
    {
      method: 'GET',
      path: '/organizations/:organization_id',
      handle: ({ params }) => answer(requireOrg(state, params.organization_id!)),
    },
    {
      method: 'PUT',
      path: '/organizations/:organization_id',
      handle: ({ params, body }) => {
        const org = requireOrg(state, params.organization_id!);
        const { trusted_metadata } = read(body, {}, { trusted_metadata: 'object' });
        updateOrganization(kit, org, body);
        if (trusted_metadata) org.trusted_metadata = trusted_metadata;
        return answer(org);
      },
    },
    {
      method: 'DELETE',
      path: '/organizations/:organization_id',
      handle: ({ params }) => deleteOrganization(state, requireOrg(state, params.organization_id!)),
    },
  ];
};
