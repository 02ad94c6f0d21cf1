import { IPO_SIMPLE_COVER } from './outputEvents';
import { describe, fieldProblem, isObject } from './schema';

/**
 * What the output model keeps of a page's contents: the fields the spec names for the page's type, read and
 * checked once as the event arrives, never the raw value. A page whose contents cannot be read keeps the
 * reason, so that page alone shows the engineering-support message and the others keep rendering.
 */
export type PageContents =
  | { kind: 'ipo-simple-cover'; type: typeof IPO_SIMPLE_COVER; version: number | undefined; subtitle: string }
  | { kind: 'other'; type: string }
  | { kind: 'unreadable'; problem: string };

/** Reads `contents` of a page-inserted or page-replaced event (spec: covers carry version and subtitle). */
export function readPageContents(raw: unknown): PageContents {
  if (!isObject(raw)) return { kind: 'unreadable', problem: `contents must be an object, got ${describe(raw)}` };
  const problem = fieldProblem(raw, 'type', 'string', 'contents');
  if (problem) return { kind: 'unreadable', problem };
  const type = raw.type as string;
  if (type !== IPO_SIMPLE_COVER) return { kind: 'other', type };
  const coverProblem =
    fieldProblem(raw, 'subtitle', 'string', 'contents') ??
    (raw.version === undefined ? undefined : fieldProblem(raw, 'version', 'number', 'contents'));
  if (coverProblem) return { kind: 'unreadable', problem: coverProblem };
  return {
    kind: 'ipo-simple-cover',
    type,
    version: raw.version as number | undefined,
    subtitle: raw.subtitle as string,
  };
}
