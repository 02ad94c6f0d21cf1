// An integrator's server with the provider's official Node SDK, pointed at the emulator: it authenticates the
// session a browser holds, by its token and by its JWT, and prints what each answer says of the member.
// Usage: node authenticate.mjs PROVIDER_URL PROJECT_ID SECRET SESSION_TOKEN SESSION_JWT
import { B2BClient } from 'stytch';

const [url, projectId, secret, sessionToken, sessionJwt] = process.argv.slice(2);
const client = new B2BClient({ project_id: projectId, secret, env: `${url}/` });

const member = ({ member, organization, member_session }) => ({
  email: member.email_address,
  organization: organization.organization_name,
  session: member_session.member_session_id,
});
const answers = {
  byToken: member(await client.sessions.authenticate({ session_token: sessionToken })),
  byJwt: member(await client.sessions.authenticate({ session_jwt: sessionJwt })),
};
process.stdout.write(JSON.stringify(answers));
