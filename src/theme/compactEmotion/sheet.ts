import { classRule, definedKeyframes } from './serialize';

/** Where a widget's styles apply: the document, or the shadow root the widget renders in. */
export type StyleRoot = Document | ShadowRoot;

/**
 * One constructed style sheet per document or shadow root, adopted rather than appended as a <style>
 * element: rules enter through insertRule, which a Content-Security-Policy without 'unsafe-inline' styles
 * allows, and the page's DOM is left untouched.
 */
export class RuleSheet {
  private readonly sheet = new CSSStyleSheet();
  private readonly inserted = new Set<string>();

  constructor(root: StyleRoot) {
    adoptSheet(root, this.sheet);
  }

  /** Gives `className` its styles, once per sheet; @keyframes rules go first so animations find them. */
  insertClass(className: string, styles: string): void {
    for (const defined of definedKeyframes) this.insert(defined.name, defined.rule);
    this.insert(className, classRule(className, styles));
  }

  private insert(key: string, rule: string): void {
    if (this.inserted.has(key)) return;
    this.inserted.add(key);
    try {
      this.sheet.insertRule(rule, this.sheet.cssRules.length);
    } catch {
      // A rule this browser cannot parse is left out, as Emotion does in production, so the rest still apply.
    }
  }
}

/** Adds a sheet after the root's others (so it wins ties with them); returns how to take it away again. */
export function adoptSheet(root: StyleRoot, sheet: CSSStyleSheet): () => void {
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return () => {
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}

const sheets = new WeakMap<StyleRoot, RuleSheet>();

export function sheetFor(root: StyleRoot): RuleSheet {
  let sheet = sheets.get(root);
  if (!sheet) sheets.set(root, (sheet = new RuleSheet(root)));
  return sheet;
}
