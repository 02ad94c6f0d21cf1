import type { IndexHtmlTransformContext, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineEntryStyles } from '../../app/build/inlineStyles';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** The plugin's page transform, as Vite's build runs it for a page with `bundle`. */
function transform(html: string, bundle: Record<string, unknown>, base = '/') {
  const plugin = inlineEntryStyles();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ base } as ResolvedConfig);
  const { handler } = plugin.transformIndexHtml as {
    handler: (html: string, ctx: IndexHtmlTransformContext) => string;
  };
  return handler(html, { path: '/index.html', filename: 'index.html', bundle: bundle as Bundle });
}

const FONTS = '@font-face{font-family:Arimo;src:url(/assets/arimo.woff2)format("woff2")}';
const css = (source: string) => ({ type: 'asset', fileName: 'assets/index.css', source });

describe("the entry's stylesheet, written into the page", () => {
  it('replaces the link by a style element holding the file, under the base', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/app/assets/index.css"></head>';
    expect(transform(html, { 'assets/index.css': css(FONTS) }, '/app/')).toBe(`<head><style>${FONTS}</style></head>`);
  });

  it('leaves a stylesheet that is not a file of the build linked', () => {
    const html = '<link rel="stylesheet" crossorigin href="https://cdn.example/x.css">';
    expect(transform(html, { 'assets/index.css': css(FONTS) })).toBe(html);
  });

  it('stops the build rather than write a stylesheet that would end its style element early', () => {
    const html = '<link rel="stylesheet" crossorigin href="/assets/index.css">';
    expect(() => transform(html, { 'assets/index.css': css('a{}</style><script>alert(1)</script>') })).toThrow(
      /\/assets\/index\.css cannot be written into a <style> element/,
    );
  });
});
