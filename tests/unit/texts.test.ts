import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Texts } from '../../src/core/message';
import { ThemeProvider } from '../../src/theme';
import { Markdown } from '../../src/ui/Markdown';
import { FormattedMessage, TextsProvider, useTexts, type Localize } from '../../src/ui/texts';

const greetings = { hello: 'Hello', nested: { bye: 'Goodbye, {name}' } } as const;
const farewells = { bye: 'See you' } as const;

const seen: unknown[] = [];

/** Shows the texts it reads and keeps the object it got, to compare. */
function Reader({ part }: { part: Texts }) {
  const texts = useTexts(part);
  seen.push(texts);
  return createElement('p', null, JSON.stringify(texts));
}

/** A locale in capitals; placeholders stay as they are, as a translation keeps them. */
const shout = (text: string) =>
  text
    .split(/(\{\w+\})/)
    .map((part, index) => (index % 2 ? part : part.toUpperCase()))
    .join('');
const shouting: Localize = (part) =>
  Object.fromEntries(
    Object.entries(part).map(([key, value]) => [key, typeof value === 'string' ? shout(value) : shouting(value)]),
  );

describe('useTexts and TextsProvider', () => {
  it('read a part as it is written (English) without a provider: the same object', () => {
    seen.length = 0;
    const html = renderToStaticMarkup(createElement(Reader, { part: greetings }));
    expect(seen).toEqual([greetings]);
    expect(seen[0]).toBe(greetings);
    expect(html).toContain('Hello');
  });

  it("read a part as the provider's localize gives it, calling it once per part however many read it", () => {
    seen.length = 0;
    const localize = vi.fn(shouting);
    const html = renderToStaticMarkup(
      createElement(TextsProvider, {
        localize,
        children: createElement(
          Fragment,
          null,
          createElement(Reader, { part: greetings }),
          createElement(Reader, { part: greetings }),
          createElement(Reader, { part: farewells }),
        ),
      }),
    );
    expect(html).toContain('HELLO');
    expect(html).toContain('GOODBYE, {name}');
    expect(html).toContain('SEE YOU');
    expect(html).not.toContain('Hello');
    expect(localize).toHaveBeenCalledTimes(2);
    expect(localize.mock.calls.map(([part]) => part)).toEqual([greetings, farewells]);
    // Readers of one part get one object: components that compare their texts see no change.
    expect(seen[0]).toBe(seen[1]);
  });

  it('type a part by its English texts: a template keeps its placeholders', () => {
    const Typed = () => {
      const texts = useTexts(greetings);
      // @ts-expect-error -- a text the part does not have
      void texts.missing;
      return createElement(FormattedMessage, { template: texts.nested.bye, params: { name: 'Ada' } });
    };
    expect(renderToStaticMarkup(createElement(Typed))).toBe('Goodbye, Ada');
  });
});

describe('FormattedMessage', () => {
  it('puts elements in the placeholders and keeps a hostile parameter text', () => {
    const html = renderToStaticMarkup(
      createElement(FormattedMessage, {
        template: 'There is no page at {pathname}.',
        params: { pathname: createElement('code', null, '<img src=x> {pathname}') },
      }),
    );
    expect(html).toBe('There is no page at <code>&lt;img src=x&gt; {pathname}</code>.');
  });
});

describe("markdown's own words", () => {
  const markdown = 'A claim[^1] and a reuse[^1].\n\n- [x] Cover\n- [ ] Valuation\n\n[^1]: The source.';
  const render = (localize?: Localize) => {
    const message = createElement(ThemeProvider, null, createElement(Markdown, null, markdown));
    return renderToStaticMarkup(localize ? createElement(TextsProvider, { localize, children: message }) : message);
  };

  it('name task boxes and footnotes in English without a provider', () => {
    const html = render();
    expect(html).toContain('aria-label="Done"');
    expect(html).toContain('aria-label="To do"');
    expect(html).toContain('>Footnotes</h2>');
    expect(html).toContain('aria-label="Back to reference 1"');
    expect(html).toContain('aria-label="Back to reference 1-2"');
  });

  it("follow the provider's locale, the same message parsed again for it", () => {
    const html = render(shouting);
    expect(html).toContain('aria-label="DONE"');
    expect(html).toContain('aria-label="TO DO"');
    expect(html).toContain('>FOOTNOTES</h2>');
    expect(html).toContain('aria-label="BACK TO REFERENCE 1-2"');
    // The message's own words stay as written.
    expect(html).toContain('The source.');
  });
});
