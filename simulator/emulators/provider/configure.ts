import type { Kit } from './kit';
import { REDIRECT_KINDS, redirectType, type OrganizationSeed, type ProjectConfig } from './project';
import { newConnection, newMember, newOrganization, setPassword, slugify } from './records';
import type { Project, RedirectUrl } from './state';

/**
 * The project's redirect URLs from the file's lists by type: one entry per URL with every type it is listed
 * under, the first URL of each type its default (the dashboard's shape).
 */
export function redirectUrlsOf(byKind: NonNullable<ProjectConfig['redirect_urls']>): RedirectUrl[] {
  const entries = new Map<string, RedirectUrl>();
  for (const kind of REDIRECT_KINDS) {
    (byKind[kind] ?? []).forEach((url, index) => {
      const entry = entries.get(url) ?? { url, valid_types: [] };
      entry.valid_types.push({ type: redirectType(kind), is_default: index === 0 });
      entries.set(url, entry);
    });
  }
  return [...entries.values()];
}

/**
 * Applies a project configuration's settings over the demo project: what it names replaces the demo's value.
 * Synchronous, so the project is whole before a server adds the app's own pages to its redirect URLs.
 */
export function configureProject(project: Project, config: ProjectConfig): void {
  if (config.project_id) project.project_id = config.project_id;
  if (config.public_token) project.public_token = config.public_token;
  if (config.secrets?.length) project.secrets = [...config.secrets];
  if (config.redirect_urls) project.redirect_urls = redirectUrlsOf(config.redirect_urls);
  if (config.oauth_providers) project.oauth_providers = [...config.oauth_providers];
  if (config.rbac_policy) project.rbac_policy = config.rbac_policy;
  if (config.session_duration_max_minutes) project.session_duration_max_minutes = config.session_duration_max_minutes;
}

/** The configuration's organizations (after the demo seed ran) in place of the demo's, with their people. */
export async function seedOrganizations(kit: Kit, seeds: readonly OrganizationSeed[]): Promise<void> {
  for (const map of [kit.state.organizations, kit.state.members, kit.state.connections]) map.clear();
  kit.state.project.claimed_domains = {};
  for (const seed of seeds) await seedOrganization(kit, seed);
}

async function seedOrganization(kit: Kit, seed: OrganizationSeed): Promise<void> {
  const org = newOrganization(kit, {
    organization_name: seed.organization_name,
    organization_slug: seed.organization_slug ?? slugify(seed.organization_name),
    email_allowed_domains: seed.email_allowed_domains ?? [],
    mfa_policy: seed.mfa_policy ?? 'OPTIONAL',
  });
  for (const connection of seed.sso_connections ?? []) {
    const made = newConnection(kit, org, {
      kind: connection.kind,
      display_name: connection.display_name,
      identity_provider: connection.identity_provider ?? 'generic',
      status: 'active',
    });
    org.sso_default_connection_id ??= made.connection_id;
  }
  for (const person of seed.members ?? []) {
    const status = person.status ?? 'active';
    const member = newMember(kit, org, person.email_address, {
      name: person.name ?? '',
      roles: person.roles ?? [],
      status,
      email_address_verified: status === 'active',
    });
    if (person.password) await setPassword(kit, member, person.password);
  }
}
