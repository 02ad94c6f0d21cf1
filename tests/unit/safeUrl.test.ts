import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../src/theme';
import { Markdown } from '../../src/ui/Markdown';
import { isExternalUrl, safeUrl, schemeOf } from '../../src/ui/safeUrl';

const hostile = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u001fjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'java\u0000script:alert(1)',
  'javascript\t:alert(1)',
  'javascript :alert(1)',
  'java%09script:alert(1)',
  'javascript%3Aalert(1)',
  '%6Aavascript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#0000106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#X6a;avascript&#x3a;alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'java&Tab;script:alert(1)',
  'java&NewLine;script:alert(1)',
  '&amp;#106;avascript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'data:image/png;base64,iVBORw0KGgo=',
  'file:///etc/passwd',
  'FILE://c:/windows/win.ini',
  'blob:https://example.com/0b6c',
  'filesystem:https://example.com/temporary/x',
  'ftp://example.com/file',
  'ws://example.com/socket',
  'intent://scan/#Intent;scheme=zxing;end',
  'about:blank',
  'chrome://settings',
  'view-source:https://example.com',
  'jar:https://example.com/a.jar!/',
  'ｊａｖａｓｃｒｉｐｔ:alert(1)',
];

const allowedLinks = [
  'https://example.com',
  'http://example.com/a?b=c#d',
  'HTTPS://EXAMPLE.COM/',
  'https://example.com/path:with:colons',
  'https://example.com/?redirect=javascript:alert(1)',
  'https://example.com/a%3Ab',
  'mailto:desk@example.com',
  'MAILTO:desk@example.com?subject=Hi%20there',
  'tel:+15551234567',
  '/relative/path',
  'relative/path',
  './here',
  '../up',
  '?query=1',
  '#fragment',
  '#user-content-fn-1',
  '//cdn.example.com/x',
  'folder/file:name',
  '',
];

describe('safeUrl for links', () => {
  it.each(hostile)('refuses %j', (url) => {
    expect(safeUrl(url)).toBeNull();
    expect(safeUrl(url, 'image')).toBeNull();
  });

  it.each(allowedLinks)('keeps %j', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it('returns the form the browser would use: tab and newline removed, ends trimmed', () => {
    expect(safeUrl('  https://exa\tmple.com/\n ')).toBe('https://example.com/');
  });
});

describe('safeUrl for images', () => {
  it.each(['https://example.com/logo.png', 'http://example.com/logo.svg', 'HTTPS://example.com/a.gif'])(
    'keeps the web image %j',
    (url) => {
      expect(safeUrl(url, 'image')).toBe(url);
    },
  );

  it.each([
    'mailto:a@b.c',
    'tel:123',
    '/logo.png',
    'logo.png',
    '#x',
    '//cdn.example.com/x.png',
    'data:image/gif;base64,R0lGOD',
  ])('refuses the non-web image %j', (url) => {
    expect(safeUrl(url, 'image')).toBeNull();
  });
});

describe('schemeOf', () => {
  it('reads a scheme only before the first /, ? or #', () => {
    expect(schemeOf('HTTPS://x')).toBe('https');
    expect(schemeOf('a/b:c')).toBe('');
    expect(schemeOf('?a:b')).toBe('');
    expect(schemeOf('#a:b')).toBe('');
    expect(schemeOf('no-colon')).toBe('');
    expect(schemeOf(' j a v a s c r i p t :x')).toBe('javascript');
  });
});

describe('isExternalUrl', () => {
  it('is true for absolute and protocol-relative web addresses only', () => {
    expect(isExternalUrl('https://example.com')).toBe(true);
    expect(isExternalUrl('http://example.com')).toBe(true);
    expect(isExternalUrl('//example.com')).toBe(true);
    expect(isExternalUrl('\\\\example.com')).toBe(true);
    expect(isExternalUrl('mailto:a@b.c')).toBe(false);
    expect(isExternalUrl('tel:1')).toBe(false);
    expect(isExternalUrl('/inside')).toBe(false);
    expect(isExternalUrl('#top')).toBe(false);
  });
});

describe('safeUrl inside the markdown renderer', () => {
  const render = (markdown: string) =>
    renderToStaticMarkup(createElement(ThemeProvider, null, createElement(Markdown, null, markdown)));

  it.each([
    '[x](javascript:alert(1))',
    '[x](JAVASCRIPT:alert(1))',
    '[x](<java\tscript:alert(1)>)',
    '[x](&#106;avascript:alert(1))',
    '[x](&#x6A;avascript&#x3A;alert(1))',
    '[x](javascript&colon;alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '[x](file:///etc/passwd)',
    '<javascript:alert(1)>',
    '[x][ref]\n\n[ref]: javascript:alert(1)',
  ])('renders %j without a link', (markdown) => {
    const html = render(markdown);
    expect(html).not.toContain('<a');
    expect(html).not.toMatch(/href=/);
  });

  it('drops raw HTML and refuses data: images', () => {
    const html = render(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n![pixel](data:image/png;base64,AA==)',
    );
    expect(html).not.toMatch(/<script|<img|onerror=/i);
    expect(html).toContain('pixel');
  });

  it('keeps web links, opening them in a new tab without an opener', () => {
    expect(render('[site](https://example.com)')).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(render('[mail](mailto:a@b.c)')).toContain('<a href="mailto:a@b.c">mail</a>');
  });
});
