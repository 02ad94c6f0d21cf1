/**
 * Classic cross-site scripting payloads. Each one, if the app ever turned it into markup, would set
 * window.__xss; the markdown ones try links, images and references with hidden javascript:, data: and
 * vbscript: schemes (case, whitespace, HTML entities, percent-encoding).
 */
export const XSS_PAYLOADS: readonly string[] = [
  // Raw HTML
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<img src=x onerror=window.__xss=1//',
  '"><img src=x onerror=window.__xss=1>',
  "'><svg onload=window.__xss=1>",
  '<svg/onload=window.__xss=1>',
  '<svg><script>window.__xss=1</script></svg>',
  '<svg><a xlink:href="javascript:window.__xss=1"><text y="20">svg link</text></a></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<a href="javascript:window.__xss=1">html link</a>',
  '<details open ontoggle=window.__xss=1>',
  '<body onload=window.__xss=1>',
  '<input autofocus onfocus=window.__xss=1>',
  '<video><source onerror=window.__xss=1></video>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  // Markdown links and images
  '[md link](javascript:window.__xss=1)',
  '[md link](JaVaScRiPt:window.__xss=1)',
  '[md link]( javascript:window.__xss=1 )',
  '[md link](<javascript:window.__xss=1>)',
  '[md link](javascript&#58;window.__xss=1)',
  '[md link](&#106;avascript:window.__xss=1)',
  '[md link](&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;window.__xss=1)',
  '[md link](%6Aavascript:window.__xss=1)',
  '[md link](vbscript:window.__xss=1)',
  '[md link](data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9MTwvc2NyaXB0Pg==)',
  '[md link][ref]\n\n[ref]: javascript:window.__xss=1',
  '<javascript:window.__xss=1>',
  '![md image](javascript:window.__xss=1)',
  '![md image](x" onerror="window.__xss=1)',
  '![md image"onerror="window.__xss=1](/missing.png)',
  '![md image](data:image/svg+xml,<svg onload=window.__xss=1>)',
  '[![md image](/missing.png)](javascript:window.__xss=1)',
  // HTML entities, code, templates
  '&lt;img src=x onerror=window.__xss=1&gt;',
  '&#60;script&#62;window.__xss=1&#60;/script&#62;',
  '`<img src=x onerror=window.__xss=1>`',
  '```html\n<script>window.__xss=1</script>\n```',
  '{{constructor.constructor("window.__xss=1")()}}',
  '${window.__xss=1}',
];

/** Installed before any page script: records every element ever added that could run script, even briefly. */
export function watchForScriptableMarkup(): void {
  const findings: string[] = [];
  (window as unknown as { __xssFindings: string[] }).__xssFindings = findings;
  const dangerousScheme = /^\s*(javascript|vbscript|data\s*:\s*text\/html)/i;
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'];
  const check = (element: Element) => {
    if (!element.closest('#root')) return;
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'frame', 'base', 'meta'].includes(tag)) findings.push(`<${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) findings.push(`<${tag} ${name}>`);
      if (urlAttributes.includes(name) && (dangerousScheme.test(attribute.value) || name === 'srcdoc'))
        findings.push(`<${tag} ${name}="${attribute.value}">`);
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.target instanceof Element) check(record.target);
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof Element)) continue;
        check(node);
        node.querySelectorAll('*').forEach(check);
      }
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
}
