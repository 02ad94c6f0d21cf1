import type { Plugin } from 'vite';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * The entry's stylesheet (the @font-face rules of the faces a page sets its text in, a few kB) written into the
 * page's head instead of linked: a linked stylesheet holds the first paint until it has come, one more round trip
 * on a phone's line, for a page whose first screen is already in its HTML. The file stays in the build.
 */
export function inlineEntryStyles(): Plugin {
  let base = '/';
  return {
    name: 'inline-entry-styles',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(STYLESHEET, (link, href: string) => {
          const asset = href.startsWith(base) ? bundle[href.slice(base.length)] : undefined;
          if (asset?.type !== 'asset') return link;
          const css = String(asset.source);
          if (/<\/style/i.test(css))
            throw new Error(`${href} cannot be written into a <style> element: it holds </style`);
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
