import { InternalError, userFacingMessage } from '../core/errors';
import type { OutputCompany, OutputPage, OutputStructure } from '../live/outputModel';

export const NOT_AN_IPO_TEXT = 'This output is not for an IPO, so it cannot render an IPO Simple Cover.';
export const COVER_COMPANY_MISSING_TEXT = 'The company for this IPO Simple Cover cannot be found.';

/** What one page shows: a cover, or the error the spec names for why it cannot. */
export type PageContent =
  | { kind: 'cover'; companyName: string; subtitle: string; version: number | undefined }
  | { kind: 'error'; message: string };

const needsSupport = (message: string): PageContent => ({
  kind: 'error',
  message: userFacingMessage(new InternalError(message)),
});

/** Decides a page's rendering from its contents and the output's structure and companies (pure). */
export function pageContent(
  page: OutputPage,
  structure: OutputStructure | null,
  companies: Readonly<Record<string, OutputCompany>>,
): PageContent {
  const { contents } = page;
  if (contents.kind === 'unreadable') return needsSupport(`The page's contents cannot be read: ${contents.problem}`);
  if (contents.kind === 'other') return needsSupport(`Unknown page type: ${contents.type}`);
  if (!structure) return { kind: 'error', message: NOT_AN_IPO_TEXT };
  const company = Object.hasOwn(companies, structure.targetCompanyUid)
    ? companies[structure.targetCompanyUid]
    : undefined;
  if (!company) return { kind: 'error', message: COVER_COMPANY_MISSING_TEXT };
  return {
    kind: 'cover',
    companyName: company.name,
    subtitle: contents.subtitle,
    version: contents.version ?? page.version,
  };
}
