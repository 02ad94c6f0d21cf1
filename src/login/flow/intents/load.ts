import { tokenFromAddress, withoutToken, type AddressToken, type LoadTokenType } from '../address';
import type { Organization } from '../entities';
import { noEffects, step, submitting } from '../navigation';
import { organizationLoaded, organizationLoadFailed, organizationMissing, organizationNeed } from '../organization';
import type { FlowLocation, Runtime } from '../runtime';
import { authenticatesOnLoad, tokenAuthenticating } from '../tokens';
import * as addressTokens from './addressTokens';

/**
 * The tokens each page already sent, across every flow on it, by the page's location (one per page): React
 * StrictMode runs effects twice and may create a flow twice, and a token must never be authenticated twice.
 * By page, not by module: pages that share a module (stories in one test page) each spend their own.
 */
const spentTokens = new WeakMap<FlowLocation, Set<string>>();
const spentOn = (location: FlowLocation) => {
  let spent = spentTokens.get(location);
  if (!spent) spentTokens.set(location, (spent = new Set()));
  return spent;
};

/** What happens when the widget appears: the bootstrap, a token in the address, the organization. */
export function loadIntents(runtime: Runtime) {
  const { client, config, location } = runtime.options;
  let started = false;

  /** Takes the token out of the address before it is sent, so neither a reload nor a second effect resends it. */
  function spend(token: AddressToken): boolean {
    const spent = spentOn(location);
    if (spent.has(token.token)) return false;
    spent.add(token.token);
    runtime.run(step(runtime.current(), { type: 'replaceAddress', url: withoutToken(location.href) }));
    return true;
  }

  /** The token is authenticated (addressTokens.ts); meanwhile 'Logging in...' shows. */
  async function authenticateToken(token: AddressToken & { tokenType: LoadTokenType }) {
    if (!spend(token)) return;
    runtime.apply(tokenAuthenticating(runtime.current()));
    await addressTokens.authenticateToken(runtime, token);
  }

  /** The reset form's own login link (type multi_tenant_magic_links): authenticated, then back to the form. */
  async function authenticateResetLink(token: AddressToken) {
    if (!spend(token)) return;
    runtime.apply(submitting(runtime.current()));
    await addressTokens.authenticateResetLink(runtime, token);
  }

  async function resolveOrganization() {
    // The slug pattern is the bootstrap's: wait for it unless the integrator named the slug. The state is read
    // after the wait: the member may have moved on meanwhile, and that must not be undone.
    if (!config.organizationSlug) {
      const bootstrap = await client.bootstrap.getAsync();
      runtime.apply({ ...runtime.current(), bootstrap });
    }
    const need = organizationNeed(runtime.current(), config, location.href);
    if (need?.kind === 'missing') runtime.run(step(organizationMissing(runtime.current())));
    if (need?.kind !== 'load') return;
    await runtime.attempt(
      () => client.organization.getBySlug<{ organization: Organization | null }>({ organization_slug: need.slug }),
      (state, answer) => step(organizationLoaded(state, answer?.organization ?? null)),
      noEffects(organizationLoadFailed),
      { anyScreen: true },
    );
  }

  return {
    /**
     * Starts the widget once (later calls do nothing, so React StrictMode's second effect is harmless):
     * the consent mode's preflight; or a recognised token from the address; or, in organization flow, the
     * organization.
     * Restarts the countdown tick a `stop` ended.
     */
    async start(): Promise<void> {
      runtime.syncTicker();
      if (started) return;
      started = true;
      void client.bootstrap.getAsync().then((bootstrap) => runtime.apply({ ...runtime.current(), bootstrap }));
      const state = runtime.current();
      if (state.screen === 'IdpConsent') return runtime.run(step(state, { type: 'startConsent', group: 'federation' }));
      const token = tokenFromAddress(location.href);
      if (state.flowType === 'PasswordReset') {
        if (token?.tokenType === 'multi_tenant_magic_links') await authenticateResetLink(token);
        return;
      }
      if (authenticatesOnLoad(state, token)) {
        // The token's answer brings its own organization.
        await authenticateToken(token as AddressToken & { tokenType: LoadTokenType });
        return;
      }
      await resolveOrganization();
    },
  };
}
