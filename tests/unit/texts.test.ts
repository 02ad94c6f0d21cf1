import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Texts } from '../../src/core/message';
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

const shouting: Localize = (part) =>
  Object.fromEntries(
    Object.entries(part).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.toUpperCase() : shouting(value),
    ]),
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
    expect(html).toContain('GOODBYE, {NAME}');
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
