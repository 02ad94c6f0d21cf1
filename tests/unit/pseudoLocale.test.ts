import fc from 'fast-check';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { appTextParts } from '../../.storybook/modes/appTexts';
import { pseudoArgs, pseudoOfEnglish } from '../../.storybook/modes/pseudoArgs';
import { PSEUDO_MARK, pseudoLocalize, pseudoLocalizeAll } from '../../.storybook/modes/pseudoLocale';
import { defaultLoginStrings } from '../../src/login/groups/catalogue';

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]);

/** Every text of a nested catalogue, with its path. */
function* textsOf(texts: object, path = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') yield [`${path}${key}`, value];
    else yield* textsOf(value as object, `${path}${key}.`);
  }
}

describe('pseudoLocalize', () => {
  it('accents, brackets and lengthens a text', () => {
    expect(pseudoLocalize('Continue')).toBe('[Ćóñţîñûé óñé]');
    expect(pseudoLocalize('Sign up or log in')).toBe('[Šîĝñ ûþ óŕ ļóĝ îñ óñé ţŵó]');
  });

  it('keeps placeholders and web addresses as they are', () => {
    expect(pseudoLocalize('An email was sent to {email}.')).toBe('[Åñ émàîļ ŵàš šéñţ ţó {email}. óñé ţŵó ţĥŕéé]');
    expect(pseudoLocalize('See (https://stytch.com/dashboard/oauth).')).toContain(
      '(https://stytch.com/dashboard/oauth)',
    );
  });

  it('leaves an empty text empty (an empty heading shows none)', () => {
    expect(pseudoLocalize('')).toBe('');
  });

  it('makes any text about 40% longer, keeps its placeholders and marks it', () => {
    const text = fc.stringMatching(/^[A-Za-z{} .,'!?]{1,80}$/);
    fc.assert(
      fc.property(text, (english) => {
        const pseudo = pseudoLocalize(english);
        expect(pseudo.length).toBeGreaterThanOrEqual(english.length * 1.4 + 2);
        expect(pseudo.length).toBeLessThanOrEqual(english.length * 1.4 + 2 + 7);
        expect(placeholders(pseudo)).toEqual(placeholders(english));
        expect(pseudo).toMatch(PSEUDO_MARK);
      }),
    );
  });
});

describe('the right-to-left pseudo-locale', () => {
  // Each part isolated and overridden: RLI RLO ... PDF PDI.
  const RLO = '\u2067\u202E';
  const PDF = '\u202C\u2069';

  it('writes each text part right to left, the same letters as the left-to-right one', () => {
    expect(pseudoLocalize('Continue', 'pseudo-rtl')).toBe(`[${RLO}Ćóñţîñûé óñé${PDF}]`);
    const strip = (text: string) => text.replaceAll(RLO, '').replaceAll(PDF, '');
    expect(strip(pseudoLocalize('Sign up or log in', 'pseudo-rtl'))).toBe(pseudoLocalize('Sign up or log in'));
  });

  it("keeps the spaces at a part's ends outside it, as word breaks between it and its neighbours", () => {
    expect(pseudoLocalize('Continue with {provider}', 'pseudo-rtl')).toBe(
      `[${RLO}Ćóñţîñûé ŵîţĥ${PDF} {provider} ${RLO}óñé ţŵó ţĥŕéé${PDF}]`,
    );
  });

  it('leaves placeholders outside the override, so a value put in them reads as it is', () => {
    expect(pseudoLocalize('Sent to {email}.', 'pseudo-rtl')).toBe(`[${RLO}Šéñţ ţó${PDF} {email}${RLO}. óñé ţŵó${PDF}]`);
  });

  it('turns the args of a story like the left-to-right one, with its own texts', () => {
    expect(pseudoArgs({ heading: 'Continue', id: 'org-acme' }, 'pseudo-rtl')).toEqual({
      heading: pseudoLocalize('Continue', 'pseudo-rtl'),
      id: 'org-acme',
    });
    expect(pseudoOfEnglish('Continue to Acme', 'pseudo-rtl')).toBe(
      pseudoLocalize('Continue to {organizationName}', 'pseudo-rtl').replace('{organizationName}', 'Acme'),
    );
  });
});

describe('pseudoLocalizeAll', () => {
  const pseudo = pseudoLocalizeAll(defaultLoginStrings);
  const pseudoTexts = new Map(textsOf(pseudo));

  it('turns every text of the login catalogue, in its shape, keeping its placeholders', () => {
    for (const [path, english] of textsOf(defaultLoginStrings)) {
      const text = pseudoTexts.get(path)!;
      expect(text, path).toBe(pseudoLocalize(english));
      expect(placeholders(text), path).toEqual(placeholders(english));
      if (english) expect(text, path).toMatch(PSEUDO_MARK);
    }
    expect(pseudoTexts.size).toBe([...textsOf(defaultLoginStrings)].length);
  });
});

describe('pseudoArgs', () => {
  it('turns catalogue texts, filled-in templates too, and leaves every other value as it was', () => {
    const onBack = () => undefined;
    const args = {
      onBack,
      view: {
        email: 'ada@acme.com',
        error: 'Invalid passcode, please try again.',
        notices: ['ada@acme.com does not have an account.'],
        when: new Date(0),
      },
    };
    const pseudo = pseudoArgs(args);
    expect(pseudo.onBack).toBe(onBack);
    expect(pseudo.view.when).toBe(args.view.when);
    expect(pseudo.view.email).toBe('ada@acme.com');
    expect(pseudo.view.error).toBe(pseudoLocalize('Invalid passcode, please try again.'));
    expect(pseudo.view.notices).toEqual([
      pseudoLocalize('{email} does not have an account.').replace('{email}', 'ada@acme.com'),
    ]);
    expect(args.view.error).toBe('Invalid passcode, please try again.');
  });

  it("knows the app's parts too, and leaves elements (whose own texts follow the locale) as they were", () => {
    const logo = createElement('img', { alt: 'Go to dashboard' });
    const pseudo = pseudoArgs({ label: 'Go to dashboard', line: 'The upload of deck.pdf failed.', logo });
    expect(pseudo.label).toBe(pseudoLocalize('Go to dashboard'));
    expect(pseudo.line).toBe(pseudoLocalize('The upload of {name} failed.').replace('{name}', 'deck.pdf'));
    expect(pseudo.logo).toBe(logo);
  });

  it("knows every part of the app's texts (each feature's texts.ts)", () => {
    const features = import.meta.glob<Record<string, unknown>>(
      ['../../src/**/texts.ts', '../../app/**/texts.ts', '!../../src/login/**'],
      { eager: true },
    );
    const parts = Object.values(features).flatMap((module) => Object.values(module));
    expect(parts.length).toBeGreaterThanOrEqual(3);
    for (const part of parts) expect(appTextParts).toContain(part);
  });

  it('knows no text outside the catalogue', () => {
    expect(pseudoOfEnglish('Advance one second')).toBeUndefined();
    expect(pseudoOfEnglish('')).toBeUndefined();
  });
});
