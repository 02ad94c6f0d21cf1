import type { OAuthProvider } from '../../provider/redirects';
import { enabledProducts, oauthProviders, oneTapEnabled } from '../../flow/config';
import { emailMethods, type EmailMethod } from '../../flow/email';
import type { PrimaryMethod, SsoConnection } from '../../flow/entities';
import type { IntegratorConfig, WidgetState } from '../../flow/types';
import { formView, type BrandLogo, type FormView, type GroupView } from '../../flow/view';
import { formatMessage, type FirstTexts } from '../../strings';

/** A button of Main's button groups. */
export type MainButton =
  | { kind: 'oauth'; provider: OAuthProvider }
  | { kind: 'sso'; connection: SsoConnection }
  /** Discovery flow's single 'Continue with SSO'. */
  | { kind: 'ssoDiscovery' };

/** Main's content, in order (login spec, section 2, Main). */
export type MainBlock =
  /** Adjacent OAuth and SSO buttons, grouped. */
  | { kind: 'buttons'; buttons: MainButton[] }
  /**
   * The e-mail form ('Continue with email'); with `passwordLink` it is the combined form with 'Use a password
   * instead'. When `knownEmail` is set, 'Email me a link' / 'Email me a code' buttons replace the field.
   */
  | { kind: 'emailForm'; passwordLink: boolean; knownEmail: string | null; methods: EmailMethod[] }
  /** The password e-mail form: its e-mail goes to the member lookup (then Password Email reveals the password). */
  | { kind: 'passwordEmailForm' }
  /** 'or', between a button group and a form. */
  | { kind: 'divider' };

/** Main's view: everything the first screen shows. */
export type MainView = {
  screen: 'Main';
  /** 'Sign up or log in', '' (password reset), 'Continue to {organization name}' or 'Verify your email'. */
  header: string;
  subheader: string | null;
  /** Organization flow is still looking up its organization: a spinner shows instead of the screen. */
  resolvingOrganization: boolean;
  /** The organization's logo, or its name's first letter (organization flow, once it has a name). */
  organizationLogo: BrandLogo | null;
  /** The integrator's application logo, beside the organization's. */
  applicationLogo: BrandLogo | undefined;
  /** The flow's blocks in order: forms, grouped buttons, and the 'or' dividers between them. */
  blocks: MainBlock[];
  /** Google One Tap shows beside the screen (the widget renders it, not Main). */
  oneTap: boolean;
  /** The address typed before, to start from. */
  email: string;
} & FormView;

const isButtonProduct = (product: PrimaryMethod) => product === 'sso' || product.endsWith('_oauth');

/** Main's blocks: forms and grouped buttons in the order of the products, an 'or' between buttons and forms. */
export function mainBlocks(state: WidgetState, config: IntegratorConfig): MainBlock[] {
  const products = enabledProducts(state, config);
  const methods = emailMethods(state, config);
  const blocks: MainBlock[] = [];
  const buttonsFor = (product: PrimaryMethod): MainButton[] => {
    if (product !== 'sso') return oauthProviders([product]).map((provider) => ({ kind: 'oauth', provider }));
    if (state.flowType === 'Discovery') return [{ kind: 'ssoDiscovery' }];
    return (state.organization?.sso_active_connections ?? []).map((connection) => ({ kind: 'sso', connection }));
  };
  for (const product of products) {
    const last = blocks.at(-1);
    if (isButtonProduct(product)) {
      const buttons = buttonsFor(product);
      if (!buttons.length) continue;
      if (last?.kind === 'buttons') last.buttons.push(...buttons);
      else blocks.push({ kind: 'buttons', buttons });
    } else if (product === 'password') {
      if (!methods.length) blocks.push({ kind: 'passwordEmailForm' });
    } else if (!blocks.some((block) => block.kind === 'emailForm')) {
      blocks.push({
        kind: 'emailForm',
        passwordLink: products.includes('password'),
        knownEmail: state.primary?.email ?? null,
        methods,
      });
    }
  }
  return blocks.flatMap((block, index) => {
    const previous = blocks[index - 1];
    const changesKind = previous && (previous.kind === 'buttons') !== (block.kind === 'buttons');
    return changesKind ? [{ kind: 'divider' as const }, block] : [block];
  });
}

/** Main's header (login spec, section 2). */
export function mainHeader(state: WidgetState, strings: FirstTexts): { header: string; subheader: string | null } {
  const { primary } = state;
  const texts = strings.main;
  if (primary?.email && !primary.emailVerified) {
    return { header: texts.verifyYourEmail, subheader: texts.confirmYourEmail };
  }
  if (state.flowType === 'Discovery') return { header: texts.signUpOrLogIn, subheader: null };
  if (state.flowType === 'PasswordReset') return { header: '', subheader: null };
  const organizationName = state.organization?.organization_name ?? '';
  return { header: formatMessage(texts.continueTo, { organizationName }), subheader: null };
}

/** Main's view: the first screen. */
export const mainView: GroupView<MainView> = (snapshot, { config, applicationLogo }, strings) => {
  const state = snapshot as WidgetState;
  if (state.screen !== 'Main') return null;
  return {
    screen: 'Main',
    ...mainHeader(state, strings),
    resolvingOrganization: state.flowType === 'Organization' && !state.organization,
    organizationLogo: state.organization?.organization_name
      ? { name: state.organization.organization_name, logoUrl: state.organization.organization_logo_url || null }
      : null,
    applicationLogo,
    blocks: mainBlocks(state, config),
    // Only while Google is still a method here (an organization may restrict it away).
    oneTap: oneTapEnabled(config) && enabledProducts(state, config).includes('google_oauth'),
    email: state.form.userSuppliedEmail,
    ...formView(state),
  };
};
