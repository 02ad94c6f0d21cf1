import { InternalError, userFacingMessage } from '../core/errors';
import { isObject } from '../live/schema';
import { IPO_SIMPLE_COVER } from '../live/outputEvents';
import type { OutputCompany, OutputPage, OutputStructure } from '../live/outputModel';

export const NOT_AN_IPO_TEXT = 'This output is not for an IPO, so it cannot render an IPO Simple Cover.';
export const COVER_COMPANY_MISSING_TEXT = 'The company for this IPO Simple Cover cannot be found.';

/** What one page shows: a cover, or the error the spec names for why it cannot. */
export type PageContent =
  | { kind: 'cover'; companyName: string; subtitle: string; version: number | undefined }
  | { kind: 'error'; message: string };

/** Decides a page's rendering from its contents and the output's structure and companies (pure). */
export function pageContent(
  page: OutputPage,
  structure: OutputStructure | null,
  companies: Readonly<Record<string, OutputCompany>>,
): PageContent {
  const type = isObject(page.contents) ? page.contents.type : undefined;
  if (type !== IPO_SIMPLE_COVER) {
    return { kind: 'error', message: userFacingMessage(new InternalError(`Unknown page type: ${String(type)}`)) };
  }
  if (!structure) return { kind: 'error', message: NOT_AN_IPO_TEXT };
  const company = companies[structure.targetCompanyUid];
  if (!company) return { kind: 'error', message: COVER_COMPANY_MISSING_TEXT };
  const contents = page.contents as { subtitle?: unknown; version?: unknown };
  return {
    kind: 'cover',
    companyName: company.name,
    subtitle: typeof contents.subtitle === 'string' ? contents.subtitle : '',
    version: typeof contents.version === 'number' ? contents.version : page.version,
  };
}
