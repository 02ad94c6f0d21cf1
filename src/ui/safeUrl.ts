/**
 * URL allowlist for untrusted content (chat markdown). Pure: no DOM, no URL parser quirks relied upon.
 *
 * A link may be http:, https:, mailto:, tel:, relative or a fragment; an image only http: or https:.
 * Everything else (javascript:, vbscript:, data:, file:, unknown schemes) is refused, also when hidden
 * behind case, control characters, whitespace, HTML character references or percent-encoding.
 */
export type UrlKind = 'link' | 'image';

const linkSchemes: ReadonlySet<string> = new Set(['http', 'https', 'mailto', 'tel']);
const imageSchemes: ReadonlySet<string> = new Set(['http', 'https']);
const webSchemes = imageSchemes;

const namedEntities: Readonly<Record<string, string>> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  num: '#',
  quest: '?',
  amp: '&',
  lpar: '(',
  rpar: ')',
  period: '.',
  semi: ';',
};

const isControlOrSpace = (code: number) => code <= 0x20 || (code >= 0x7f && code <= 0x9f);

/** What a browser keeps of an attribute value: tab, LF and CR removed anywhere, C0 controls and spaces trimmed. */
function browserForm(raw: string): string {
  const kept = raw.replace(/[\t\n\r]/g, '');
  let start = 0;
  let end = kept.length;
  while (start < end && kept.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && kept.charCodeAt(end - 1) <= 0x20) end -= 1;
  return kept.slice(start, end);
}

/** Decodes numeric and the dangerous named character references until nothing changes (double encoding). */
function decodeEntities(value: string): string {
  let current = value;
  for (let round = 0; round < 5; round += 1) {
    const next = current
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => fromCodePoint(Number.parseInt(hex, 16)))
      .replace(/&#([0-9]+);?/g, (_, dec: string) => fromCodePoint(Number.parseInt(dec, 10)))
      .replace(/&([a-z]+);/gi, (whole, name: string) => namedEntities[name.toLowerCase()] ?? whole);
    if (next === current) return next;
    current = next;
  }
  return current;
}

const fromCodePoint = (code: number) => (code <= 0x10ffff ? String.fromCodePoint(code) : '');

/** Percent-decodes byte by byte; never throws on malformed input. */
const percentDecode = (value: string) =>
  value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * The scheme of a URL, lower-cased, or '' when it is relative or a fragment. Deliberately stricter than
 * a browser: control characters and spaces are dropped first, and anything before a colon that comes
 * ahead of every '/', '?' and '#' counts as a scheme.
 */
export function schemeOf(url: string): string {
  const compact = Array.from(url)
    .filter((ch) => !isControlOrSpace(ch.codePointAt(0) ?? 0))
    .join('');
  const colon = compact.indexOf(':');
  if (colon === -1) return '';
  const delimiter = compact.search(/[/?#]/);
  if (delimiter !== -1 && delimiter < colon) return '';
  return compact.slice(0, colon).toLowerCase();
}

const allowed = (scheme: string, kind: UrlKind) =>
  kind === 'image' ? imageSchemes.has(scheme) : scheme === '' || linkSchemes.has(scheme);

/**
 * The URL as the browser will use it when every reading of it is allowed for `kind`, otherwise null.
 * Each of the raw, entity-decoded and entity-then-percent-decoded forms must pass.
 */
export function safeUrl(raw: string, kind: UrlKind = 'link'): string | null {
  const url = browserForm(raw);
  const entityDecoded = decodeEntities(url);
  const readings = [url, entityDecoded, percentDecode(entityDecoded)];
  return readings.every((reading) => allowed(schemeOf(reading), kind)) ? url : null;
}

/** An absolute web address (http:, https: or protocol-relative), which opens in a new tab. */
export function isExternalUrl(url: string): boolean {
  return /^[/\\]{2}/.test(url) || webSchemes.has(schemeOf(url));
}
