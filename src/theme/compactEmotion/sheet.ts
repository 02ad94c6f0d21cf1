import { classRule, definedKeyframes } from './serialize';

/**
 * Where a widget's styles apply: the document, the shadow root the widget renders in, or the text of a render
 * outside the browser.
 */
export type StyleRoot = Document | ShadowRoot | StyleText;

/** Rules keyed by class name (or keyframes name), each written once. */
abstract class Rules {
  private readonly inserted = new Set<string>();

  /** Gives `className` its styles, once; @keyframes rules go first so animations find them. */
  insertClass(className: string, styles: string): void {
    for (const defined of definedKeyframes) this.insertOnce(defined.name, defined.rule);
    this.insertOnce(className, classRule(className, styles));
  }

  protected insertOnce(key: string, rule: string): void {
    if (this.inserted.has(key)) return;
    this.inserted.add(key);
    this.write(rule);
  }

  protected abstract write(rule: string): void;
}

/**
 * One constructed style sheet per document or shadow root, adopted rather than appended as a <style>
 * element: rules enter through insertRule, which a Content-Security-Policy without 'unsafe-inline' styles
 * allows, and the page's DOM is left untouched.
 */
export class RuleSheet extends Rules {
  private readonly sheet = new CSSStyleSheet();

  constructor(root: Document | ShadowRoot) {
    super();
    adoptSheet(root, this.sheet);
  }

  protected write(rule: string): void {
    try {
      this.sheet.insertRule(rule, this.sheet.cssRules.length);
    } catch {
      // A rule this browser cannot parse is left out, as Emotion does in production, so the rest still apply.
    }
  }
}

/**
 * The rules a render outside the browser gave its elements (the login page's build-time render, app/login), as
 * the text of a style element: the same classes, in the order a document's sheet would hold them.
 */
export class StyleText extends Rules {
  private text = '';

  /** Document-wide styles (Global), once each. */
  insertGlobal(styles: string): void {
    this.insertOnce(styles, styles);
  }

  override toString(): string {
    return this.text;
  }

  protected write(rule: string): void {
    this.text += rule;
  }
}

/** Adds a sheet after the root's others (so it wins ties with them); returns how to take it away again. */
export function adoptSheet(root: Document | ShadowRoot, sheet: CSSStyleSheet): () => void {
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return () => {
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}

const sheets = new WeakMap<Document | ShadowRoot, RuleSheet>();

export function sheetFor(root: StyleRoot): Rules {
  if (root instanceof StyleText) return root;
  let sheet = sheets.get(root);
  if (!sheet) sheets.set(root, (sheet = new RuleSheet(root)));
  return sheet;
}
