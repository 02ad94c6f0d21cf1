import { existsSync, readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailConfirmationScreen } from '../../src/login/groups/next/EmailConfirmationScreen';
import type { NextIntents } from '../../src/login/groups/next/intents';
import { FormattedMessage, TextsProvider, textsIn, type Localize } from '../../src/ui/texts';
import { uiTexts } from '../../src/ui/uiTexts';
import { firstTextsIn, formatMessage, groupTexts, localizeWith } from '../../src/login/strings';
import { defaultLoginStrings, type LoginStringsOverrides } from '../../src/login/groups/catalogue';
import { firstTexts } from '../../src/login/strings/english/first';
import { federationTexts } from '../../src/login/groups/federation/texts';
import { mfaTexts } from '../../src/login/groups/mfa/texts';
import { nextTexts } from '../../src/login/groups/next/texts';
import { passwordTexts } from '../../src/login/groups/passwords/texts';
import { ThemeProvider } from '../../src/theme';

/**
 * The login spec, as a copy kept in the repository: CI runs on a clone without the team's shared folder.
 * Where the shared folder is present (a developer's machine), the copy must equal it.
 */
const SPEC = readFileSync(new URL('../fixtures/spec/login-widget.md', import.meta.url), 'utf8');
const SHARED_SPEC = new URL('../../../shared/spec/login-widget.md', import.meta.url);

describe('the copy of the login spec', () => {
  it.runIf(existsSync(SHARED_SPEC))('equals the shared spec', () => {
    expect(SPEC).toBe(readFileSync(SHARED_SPEC, 'utf8'));
  });
});

/**
 * The spec's quoted texts: a quote opens after the line start, a space, '(', '{' or '“' and closes before
 * anything but a letter or digit, so apostrophes inside words ("Didn't", "you'd") stay inside the text.
 */
const QUOTE = /(?<=^|[\s({“])'((?:[^'\n]|'(?=\p{L}))+?)'(?![\p{L}\d])/gmu;

/** The Text column of section 8's "Error screen texts by type" table. */
function errorTableTexts(spec: string): string[] {
  const after = spec.split('### Error screen texts by type\n')[1]!.split('\n');
  const rows = after.slice(
    0,
    after.findIndex((line) => !line.startsWith('|')),
  );
  // Past the header row and its rule, the second cell of each row.
  return rows.slice(2).map((row) => row.split('|')[2]!.trim());
}

const quotedTexts = (spec: string) => [
  ...new Set([...spec.matchAll(QUOTE)].map((match) => match[1]!).concat(errorTableTexts(spec))),
];

/** The spec's placeholders as the catalogue writes them (camelCase, in braces). */
const PLACEHOLDERS: [spec: string, catalogue: string][] = [
  ["{organization name or 'the organization'}", '{organizationName}'],
  ['{organization name}', '{organizationName}'],
  ['{connection display name}', '{connectionName}'],
  ['{mail provider}', '{mailProvider}'],
  ['m:ss', '{time}'],
];
const inCatalogueWords = (text: string) =>
  PLACEHOLDERS.reduce((result, [spec, catalogue]) => result.replaceAll(spec, catalogue), text);

/** Quotations that are not texts of the widget's screens, each with the reason. */
const NOT_WIDGET_TEXTS: Record<string, string> = {
  'openid email profile': 'the default consent scope: a request value, not a text',
  qr: "the TOTP display method's state value",
  '*': 'the role permission wildcard',
  '{organization name}-backup-codes.txt': 'a file name, built by the flow with the organization name',
  'Captcha required': "the server's answer text the provider client looks for",
  'must be a string': "the provider client's argument-check messages (usage errors for developers)",
  'must be a number': "the provider client's argument-check messages",
  'must be a boolean': "the provider client's argument-check messages",
  'must be an object': "the provider client's argument-check messages",
  'must be an array of strings': "the provider client's argument-check messages",
  'Make sure this flow is completed on the same device on which it was started.':
    "the provider client's missing-PKCE error (src/login/provider), shown verbatim like any provider message",
  'Unable to contact our servers.': "the provider client's errors (section 8, Provider client errors)",
  'Invalid JSON response from our servers.': "the provider client's errors",
  'Invalid or no response from server': "the provider client's errors",
  'Invalid response from our servers.': "the provider client's errors",
};

/** Spec texts the screens show as two catalogue texts side by side: a sentence, then its link. */
const COMPOSED: Record<string, string> = {
  "Can't access your authenticator app? Use a backup code": `${defaultLoginStrings.totpEntry.cantAccessApp} ${defaultLoginStrings.totpEntry.useBackupCode}`,
};

function catalogueTexts(group: object): string[] {
  return Object.values(group).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : catalogueTexts(value as object),
  );
}

describe('the login message catalogue against the login spec', () => {
  const texts = quotedTexts(SPEC);
  const catalogue = new Set(catalogueTexts(defaultLoginStrings));

  it('finds the quoted texts of the spec (sections 2, 4, 5 and 8, and the error table)', () => {
    expect(texts.length).toBeGreaterThan(120);
    expect(texts).toContain("Your code expires in m:ss. Didn't get it?");
    expect(texts).toContain("Select how you'd like to continue.");
    expect(texts).toContain('Something went wrong. Try again later or contact your admin for help.');
    expect(texts).toContain(
      "Unable to join due to {organization name or 'the organization'}'s authentication policy. Please contact your admin for more information.",
    );
  });

  it('holds every quoted UI text of the spec word for word', () => {
    const missing = texts
      .filter((text) => !(text in NOT_WIDGET_TEXTS))
      .filter((text) => !catalogue.has(inCatalogueWords(text)) && COMPOSED[text] !== text);
    expect(missing).toEqual([]);
  });

  it('excludes only quotations the spec has', () => {
    expect(Object.keys(NOT_WIDGET_TEXTS).filter((text) => !texts.includes(text))).toEqual([]);
    expect(Object.keys(COMPOSED).filter((text) => !texts.includes(text))).toEqual([]);
  });

  it('is plain JSON: a translation is a plain object of strings', () => {
    expect(JSON.parse(JSON.stringify(defaultLoginStrings))).toEqual(defaultLoginStrings);
  });
});

describe('formatMessage', () => {
  it('writes each parameter in its place, however the template orders them', () => {
    expect(formatMessage(defaultLoginStrings.main.continueTo, { organizationName: 'Acme' })).toBe('Continue to Acme');
    const reordered = '{project} : {client}' as typeof defaultLoginStrings.idpConsent.signInTitle;
    expect(formatMessage(reordered, { client: 'App', project: 'Genios' })).toBe('Genios : App');
  });

  it('leaves hostile parameters inert: never read as templates, markup stays text', () => {
    const hostile = '<img src=x onerror=alert(1)> {email} {organizationName}';
    expect(formatMessage(defaultLoginStrings.messages.noAccess, { email: hostile, organizationName: 'Acme' })).toBe(
      `${hostile} does not have access to Acme. If you think this is a mistake, contact your admin.`,
    );
    const html = renderToString(
      createElement(FormattedMessage, {
        template: defaultLoginStrings.emailConfirmation.sentTo,
        params: { email: createElement('strong', null, hostile) },
      }),
    );
    expect(html).toBe(
      'An email was sent to <strong>&lt;img src=x onerror=alert(1)&gt; {email} {organizationName}</strong>.',
    );
  });
});

describe('the strings option', () => {
  const french: LoginStringsOverrides = {
    emailConfirmation: { heading: 'Vérifiez vos e-mails', sentTo: 'Un e-mail a été envoyé à {email}.' },
    common: { tryAgain: 'Réessayer' },
  };
  const confirmation = () =>
    createElement(
      ThemeProvider,
      null,
      createElement(EmailConfirmationScreen, {
        view: { screen: 'EmailConfirmation', email: 'ada@example.com', senderDomain: null },
        // Rendered to a string only: nothing is clicked, so no intent is called.
        intents: {} as NextIntents,
        back: undefined,
      }),
    );

  it('changes what a rendered screen shows, and leaves the rest English', () => {
    const html = renderToString(
      createElement(TextsProvider, { localize: localizeWith(french), children: confirmation() }),
    );
    expect(html).toContain('Vérifiez vos e-mails');
    expect(html).toContain('Un e-mail a été envoyé à <strong dir="ltr">ada@example.com</strong>.');
    expect(html).toContain('Réessayer');
    expect(html).toContain('Open in Gmail');
  });

  it('renders the English defaults without a provider', () => {
    const html = renderToString(confirmation());
    expect(html).toContain('Check your email');
    expect(html).toContain('An email was sent to <strong dir="ltr">ada@example.com</strong>.');
  });

  it('takes only the catalogue’s own keys and string texts', () => {
    const odd = JSON.parse(
      '{"main": {"continueTo": 7, "signUpOrLogIn": "Inscription"}, "__proto__": {"x": "y"}, "extra": "z"}',
    ) as LoginStringsOverrides;
    const merged = firstTextsIn(localizeWith(odd));
    expect(merged.main.signUpOrLogIn).toBe('Inscription');
    expect(merged.main.continueTo).toBe(defaultLoginStrings.main.continueTo);
    expect(Object.keys(merged.main)).toEqual(Object.keys(defaultLoginStrings.main));
    expect('extra' in merged).toBe(false);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('the widget’s texts in parts', () => {
  it('localizes the first part, and a group’s part beside it when the group reads it', () => {
    const localize = localizeWith({ mfaEnrollmentSelection: { heading: 'Authentification' } });
    const first = firstTextsIn(localize);
    expect(first.main.signUpOrLogIn).toBe('Sign up or log in');
    expect('mfaEnrollmentSelection' in first).toBe(false);
    const mfa = groupTexts(localize, mfaTexts);
    expect(mfa.mfaEnrollmentSelection.heading).toBe('Authentification');
    expect(mfa.mfaEnrollmentSelection.textMeACode).toBe('Text me a code');
    expect(mfa.common).toBe(first.common);
  });

  it('localizes a part once, so every reader gets the same texts', () => {
    const localize = localizeWith({ common: { back: 'Retour' }, passwordResetForm: { heading: 'Nouveau' } });
    expect(firstTextsIn(localize)).toBe(firstTextsIn(localize));
    expect(firstTextsIn(localize).common.back).toBe('Retour');
    expect(localize(passwordTexts)).toBe(localize(passwordTexts));
    expect(groupTexts(localize, passwordTexts).passwordResetForm.heading).toBe('Nouveau');
  });

  it('lays the integrator’s texts over the page’s localization, which keeps every text they leave', () => {
    const page: Localize = (part) =>
      Object.fromEntries(
        Object.entries(part).map(([name, section]) => [name, { ...(section as object), back: '[Back]' }]),
      );
    const first = firstTextsIn(localizeWith({ common: { continue: 'Continuer' } }, page));
    expect(first.common.continue).toBe('Continuer');
    expect(first.common.back).toBe('[Back]');
  });

  it('localizes a part the widget shares with the design system by its section’s name (the toast area’s)', () => {
    const ui = textsIn(localizeWith({ toasts: { dismiss: 'Fermer' } }), uiTexts);
    expect(ui.toasts.dismiss).toBe('Fermer');
    expect(ui.divider).toEqual(uiTexts.divider);
  });

  it('holds every section in exactly one part', () => {
    const parts = [firstTexts, nextTexts, passwordTexts, mfaTexts, federationTexts].map(Object.keys);
    const sections = parts.flat();
    expect(new Set(sections).size).toBe(sections.length);
    expect(sections.sort()).toEqual(Object.keys(defaultLoginStrings).sort());
  });
});
