import { read } from '../input';
import type { Kit } from '../kit';
import { orgSettings } from '../orgSettings';
import { isSlug } from '../records';
import { fail } from '../reply';
import type { Member, Organization, ProviderState } from '../state';
import { memberJson, organizationJson } from '../wire';
import { revokeSessionsOf } from './members';

/** What changes an organization or lists its members, for the SDK's admin calls and the backend API alike. */

const SEARCH_LIMIT = 100;

/** A slug an organization may take: well formed and nobody else's. */
export function checkSlug(state: ProviderState, slug: string): string {
  if (!isSlug(slug))
    fail(400, 'invalid_organization_slug', 'organization_slug may hold only a-z, 0-9 and -._~ (2 to 128)');
  if (state.organizationBySlug(slug))
    fail(409, 'organization_slug_already_used', 'Another organization already has this slug');
  return slug;
}

export function updateOrganization(kit: Kit, org: Organization, body: Record<string, unknown>) {
  const { state } = kit;
  const settings = orgSettings(body);
  if (settings.organization_slug !== undefined && settings.organization_slug !== org.organization_slug) {
    checkSlug(state, settings.organization_slug);
  }
  const connection = settings.sso_default_connection_id;
  if (typeof connection === 'string' && state.connections.get(connection)?.organization_id !== org.organization_id) {
    fail(404, 'connection_not_found', 'sso_default_connection_id is not a connection of this organization');
  }
  Object.assign(org, settings, { updated_at: kit.now() });
  return { organization: organizationJson(state, org) };
}

/** The organization goes, its members with it, their sessions revoked and its claimed domains released. */
export function deleteOrganization(state: ProviderState, org: Organization) {
  state.organizations.delete(org.organization_id);
  for (const member of state.membersOf(org.organization_id)) member.status = 'deleted';
  revokeSessionsOf(state, (session) => session.organization_id === org.organization_id);
  state.project.claimed_domains = Object.fromEntries(
    Object.entries(state.project.claimed_domains).filter(([, owner]) => owner !== org.organization_id),
  );
  return { organization_id: org.organization_id };
}

/** A search query as the provider takes it: filters joined by AND (the default) or OR. */
export interface SearchQuery {
  operator: 'AND' | 'OR';
  operands: Record<string, unknown>[];
}

export function searchQuery(value: Record<string, unknown> | undefined): SearchQuery {
  if (value === undefined) return { operator: 'AND', operands: [] };
  const { operator = 'AND', operands = [] } = value;
  if (operator !== 'AND' && operator !== 'OR') fail(400, 'invalid_search_query', 'query.operator must be AND or OR');
  const filters = Array.isArray(operands) ? operands : [];
  if (!Array.isArray(operands) || filters.some((operand) => typeof operand !== 'object' || operand === null)) {
    fail(400, 'invalid_search_query', 'query.operands must be an array of filters');
  }
  return { operator, operands: filters as Record<string, unknown>[] };
}

/** The items a query selects, given how each filter tests one item (undefined: a filter it does not know). */
export function matching<T>(
  items: T[],
  query: SearchQuery,
  test: (filter: Record<string, unknown>) => ((item: T) => boolean) | undefined,
): T[] {
  const tests = query.operands.map(
    (filter) => test(filter) ?? fail(400, 'invalid_search_query', `Unknown filter_name ${String(filter.filter_name)}`),
  );
  if (tests.length === 0) return items;
  return items.filter((item) => (query.operator === 'OR' ? tests.some((t) => t(item)) : tests.every((t) => t(item))));
}

/** One page of results from a cursor (an offset, opaque to callers) and a limit of at most 100. */
export function page<T>(found: T[], body: Record<string, unknown>) {
  const args = read(body, {}, { cursor: 'string', limit: 'number' });
  const start = Number(args.cursor ?? 0) || 0;
  const limit = Math.min(Math.max(1, args.limit ?? SEARCH_LIMIT), SEARCH_LIMIT);
  const next = start + limit < found.length ? String(start + limit) : null;
  return { items: found.slice(start, start + limit), results_metadata: { total: found.length, next_cursor: next } };
}

const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
const text = (value: unknown) => String(value ?? '').toLowerCase();

/** How each member filter the provider documents tests a member. */
function memberFilter(filter: Record<string, unknown>): ((member: Member) => boolean) | undefined {
  const value = filter.filter_value;
  switch (filter.filter_name) {
    case 'member_ids':
      return (member) => strings(value).includes(member.member_id);
    case 'member_emails':
      return (member) => strings(value).map(text).includes(member.email_address);
    case 'member_email_fuzzy':
      return (member) => member.email_address.includes(text(value));
    case 'statuses':
      return (member) => strings(value).includes(member.status);
    case 'member_is_breakglass':
      return (member) => member.is_breakglass === value;
    default:
      return undefined;
  }
}

/** Members of the organizations named, by query, a page at a time, with those organizations by id. */
export function searchMembers(state: ProviderState, orgs: Organization[], body: Record<string, unknown>) {
  const query = searchQuery(read(body, {}, { query: 'object' }).query);
  const members = orgs.flatMap((org) => state.membersOf(org.organization_id));
  const { items, results_metadata } = page(matching(members, query, memberFilter), body);
  return {
    members: items.map(memberJson),
    results_metadata,
    organizations: Object.fromEntries(orgs.map((org) => [org.organization_id, organizationJson(state, org)])),
  };
}
