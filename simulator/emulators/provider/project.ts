import { isSlug } from './records';
import type { ConnectionKind, Member, Organization, ProviderRbacPolicy, RedirectType } from './state';
import { isEmail, isWebOrigin, isWebUrl, join, Reader } from './validate';

/**
 * A project as the provider's dashboard configures it, read from a project file (JSON) and flags: its ids and
 * keys, its redirect URLs by type, the origins its SDK may be called from, the organizations and members it
 * starts with, its OAuth providers, RBAC policy and longest session. What is left out keeps the demo's value.
 */
export interface ProjectConfig {
  project_id?: string;
  public_token?: string;
  /** Secret keys the backend API accepts (Basic auth project_id:secret). */
  secrets?: string[];
  /** By type; the first URL of a type is its default. */
  redirect_urls?: Partial<Record<RedirectKind, string[]>>;
  allowed_origins?: string[];
  /** When given, the project starts with these instead of the demo's organizations. */
  organizations?: OrganizationSeed[];
  oauth_providers?: string[];
  rbac_policy?: ProviderRbacPolicy;
  /** The longest session a call may ask for (session_duration_minutes). */
  session_duration_max_minutes?: number;
}

export interface OrganizationSeed {
  organization_name: string;
  organization_slug?: string;
  email_allowed_domains?: string[];
  mfa_policy?: Organization['mfa_policy'];
  members?: MemberSeed[];
  sso_connections?: ConnectionSeed[];
}

export interface MemberSeed {
  email_address: string;
  name?: string;
  roles?: string[];
  password?: string;
  status?: Exclude<Member['status'], 'deleted'>;
}

export interface ConnectionSeed {
  kind: Exclude<ConnectionKind, 'external'>;
  display_name: string;
  identity_provider?: string;
}

/** The project file's names for the redirect types (the dashboard's, lower-cased). */
export const REDIRECT_KINDS = ['login', 'signup', 'discovery', 'invite', 'reset_password'] as const;
export type RedirectKind = (typeof REDIRECT_KINDS)[number];
export const redirectType = (kind: RedirectKind) => kind.toUpperCase() as RedirectType;

export const OAUTH_PROVIDERS = ['google', 'microsoft', 'hubspot', 'slack', 'github'] as const;

const PROJECT_KEYS = [
  'project_id',
  'public_token',
  'secrets',
  'redirect_urls',
  'allowed_origins',
  'organizations',
  'oauth_providers',
  'rbac_policy',
  'session_duration_max_minutes',
] as const;

export type ProjectResult = { config: ProjectConfig } | { problems: string[] };

export const isProjectId = (text: string) => /^project-(test|live)-[\w-]+$/.test(text);
export const isPublicToken = (text: string) => /^public-token-(test|live)-[\w-]+$/.test(text);
export const isSecret = (text: string) => /^secret-(test|live)-[\w=-]{8,}$/.test(text);

/** Reads a parsed project file; every bad value is a problem naming its path (`organizations[0].members[1]…`). */
export function readProjectConfig(value: unknown): ProjectResult {
  const r = new Reader();
  const file = r.object('', value, PROJECT_KEYS);
  if (!file) return { problems: r.problems };
  const strings = (path: string, v: unknown, test: (text: string) => boolean, what: string) =>
    r.optional(v, (list) => r.array(path, list, (p, item) => r.string(p, item, test, what)));
  const config: ProjectConfig = {
    project_id: r.optional(file.project_id, (v) =>
      r.string('project_id', v, isProjectId, 'a project id (project-test-…)'),
    ),
    public_token: r.optional(file.public_token, (v) =>
      r.string('public_token', v, isPublicToken, 'a public token (public-token-test-…)'),
    ),
    secrets: strings('secrets', file.secrets, isSecret, 'a secret (secret-test- and 8 or more characters)'),
    redirect_urls: r.optional(file.redirect_urls, (v) => readRedirectUrls(r, v)),
    allowed_origins: strings('allowed_origins', file.allowed_origins, isWebOrigin, 'an origin (http(s)://host[:port])'),
    organizations: r.optional(file.organizations, (v) => r.array('organizations', v, (p, o) => readOrg(r, p, o))),
    oauth_providers: r.optional(file.oauth_providers, (v) =>
      r.array('oauth_providers', v, (p, item) => r.oneOf(p, item, OAUTH_PROVIDERS)),
    ),
    rbac_policy: r.optional(file.rbac_policy, (v) => readPolicy(r, v)),
    session_duration_max_minutes: r.optional(file.session_duration_max_minutes, (v) =>
      r.integer('session_duration_max_minutes', v, 5, 527_040),
    ),
  };
  checkSlugsUnique(r, config.organizations ?? []);
  checkRolesKnown(r, config);
  return r.problems.length > 0 ? { problems: r.problems } : { config: dropUndefined(config) };
}

function readRedirectUrls(r: Reader, value: unknown): ProjectConfig['redirect_urls'] {
  const object = r.object('redirect_urls', value, REDIRECT_KINDS);
  if (!object) return undefined;
  const urls: ProjectConfig['redirect_urls'] = {};
  for (const kind of REDIRECT_KINDS) {
    const path = `redirect_urls.${kind}`;
    const list = r.optional(object[kind], (v) =>
      r.array(path, v, (p, url) => r.string(p, url, isWebUrl, 'an http(s) URL')),
    );
    if (list) urls[kind] = list;
  }
  return urls;
}

function readOrg(r: Reader, path: string, value: unknown): OrganizationSeed | undefined {
  const keys = [
    'organization_name',
    'organization_slug',
    'email_allowed_domains',
    'mfa_policy',
    'members',
    'sso_connections',
  ];
  const org = r.object(path, value, keys);
  if (!org) return undefined;
  const name = r.string(join(path, 'organization_name'), org.organization_name);
  const seed: OrganizationSeed = {
    organization_name: name ?? '',
    organization_slug: r.optional(org.organization_slug, (v) =>
      r.string(join(path, 'organization_slug'), v, isSlug, 'a slug (lower-case letters, digits, - . _ ~)'),
    ),
    email_allowed_domains: r.optional(org.email_allowed_domains, (v) =>
      r.array(join(path, 'email_allowed_domains'), v, (p, d) =>
        r.string(p, d, (t) => /^[a-z0-9.-]+\.[a-z]+$/i.test(t), 'a domain'),
      ),
    ),
    mfa_policy: r.optional(org.mfa_policy, (v) =>
      r.oneOf(join(path, 'mfa_policy'), v, ['OPTIONAL', 'REQUIRED_FOR_ALL']),
    ),
    members: r.optional(org.members, (v) => r.array(join(path, 'members'), v, (p, m) => readMember(r, p, m))),
    sso_connections: r.optional(org.sso_connections, (v) =>
      r.array(join(path, 'sso_connections'), v, (p, c) => readConnection(r, p, c)),
    ),
  };
  return name === undefined ? undefined : dropUndefined(seed);
}

function readMember(r: Reader, path: string, value: unknown): MemberSeed | undefined {
  const member = r.object(path, value, ['email_address', 'name', 'roles', 'password', 'status']);
  if (!member) return undefined;
  const email = r.string(join(path, 'email_address'), member.email_address, isEmail, 'an e-mail address');
  const seed: MemberSeed = {
    email_address: email ?? '',
    name: r.optional(member.name, (v) => r.string(join(path, 'name'), v, () => true, 'a string')),
    roles: r.optional(member.roles, (v) => r.array(join(path, 'roles'), v, (p, role) => r.string(p, role))),
    password: r.optional(member.password, (v) =>
      r.string(join(path, 'password'), v, (t) => t.length >= 8, 'a password of 8 or more characters'),
    ),
    status: r.optional(member.status, (v) => r.oneOf(join(path, 'status'), v, ['active', 'pending', 'invited'])),
  };
  return email === undefined ? undefined : dropUndefined(seed);
}

function readConnection(r: Reader, path: string, value: unknown): ConnectionSeed | undefined {
  const connection = r.object(path, value, ['kind', 'display_name', 'identity_provider']);
  if (!connection) return undefined;
  const kind = r.oneOf(join(path, 'kind'), connection.kind, ['saml', 'oidc']);
  const name = r.string(join(path, 'display_name'), connection.display_name);
  const provider = r.optional(connection.identity_provider, (v) => r.string(join(path, 'identity_provider'), v));
  return kind && name ? dropUndefined({ kind, display_name: name, identity_provider: provider }) : undefined;
}

/** The policy's outline (roles, resources, scopes with their ids and permissions); descriptions are free text. */
function readPolicy(r: Reader, value: unknown): ProviderRbacPolicy | undefined {
  const policy = r.object('rbac_policy', value, ['roles', 'resources', 'scopes']);
  if (!policy) return undefined;
  const text = (path: string, v: unknown) => r.string(path, v, () => true, 'a string');
  const permissions = (path: string, v: unknown) =>
    r.array(path, v, (p, item) => {
      const permission = r.object(p, item, ['resource_id', 'actions']);
      const resource = permission && r.string(join(p, 'resource_id'), permission.resource_id);
      const actions = permission && r.array(join(p, 'actions'), permission.actions, (q, a) => r.string(q, a));
      return resource && actions ? { resource_id: resource, actions } : undefined;
    });
  const roles = r.array('rbac_policy.roles', policy.roles ?? [], (p, item) => {
    const role = r.object(p, item, ['role_id', 'description', 'permissions']);
    const id = role && r.string(join(p, 'role_id'), role.role_id);
    const granted = role && permissions(join(p, 'permissions'), role.permissions ?? []);
    return id && granted
      ? { role_id: id, description: text(join(p, 'description'), role.description ?? '') ?? '', permissions: granted }
      : undefined;
  });
  const resources = r.array('rbac_policy.resources', policy.resources ?? [], (p, item) => {
    const resource = r.object(p, item, ['resource_id', 'description', 'actions']);
    const id = resource && r.string(join(p, 'resource_id'), resource.resource_id);
    const actions = resource && r.array(join(p, 'actions'), resource.actions ?? [], (q, a) => r.string(q, a));
    return id && actions
      ? { resource_id: id, description: text(join(p, 'description'), resource.description ?? '') ?? '', actions }
      : undefined;
  });
  const scopes = r.array('rbac_policy.scopes', policy.scopes ?? [], (p, item) => {
    const scope = r.object(p, item, ['scope', 'description', 'permissions']);
    const name = scope && r.string(join(p, 'scope'), scope.scope);
    const granted = scope && permissions(join(p, 'permissions'), scope.permissions ?? []);
    return name && granted
      ? { scope: name, description: text(join(p, 'description'), scope.description ?? '') ?? '', permissions: granted }
      : undefined;
  });
  return roles && resources && scopes ? { roles, resources, scopes } : undefined;
}

function checkSlugsUnique(r: Reader, organizations: readonly OrganizationSeed[]) {
  const seen = new Set<string>();
  organizations.forEach((org, index) => {
    const slug = org.organization_slug;
    if (slug !== undefined && seen.has(slug))
      r.problems.push(`organizations[${index}].organization_slug: "${slug}" is used twice`);
    if (slug !== undefined) seen.add(slug);
  });
}

/** A member's roles must be in the policy (the project's, or the demo's when the file names none). */
function checkRolesKnown(r: Reader, config: ProjectConfig) {
  if (!config.rbac_policy) return;
  const known = new Set(config.rbac_policy.roles.map((role) => role.role_id));
  config.organizations?.forEach((org, o) =>
    org.members?.forEach((member, m) =>
      member.roles?.forEach((role, i) => {
        if (!known.has(role))
          r.problems.push(`organizations[${o}].members[${m}].roles[${i}]: "${role}" is not a role of rbac_policy`);
      }),
    ),
  );
}

/** Leaves out fields that were not given, so spreading a config over defaults keeps the defaults. */
function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
