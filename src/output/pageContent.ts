import type { OutputCompany, OutputPage, OutputSection, OutputStructure } from '../live/outputModel';

/**
 * What one page shows: a cover, or why it cannot (spec: output page messages): an output that is not for an
 * IPO, a cover whose company is missing, or a page only engineering can explain (`problem` says what, for
 * them). The view words it.
 */
export type PageContent =
  | { kind: 'cover'; companyName: string; subtitle: string; version: number | undefined }
  | { kind: 'notAnIpo' }
  | { kind: 'coverCompanyMissing' }
  | { kind: 'needsSupport'; problem: string };

/** Decides a page's rendering from its contents and the output's structure and companies (pure). */
export function pageContent(
  page: OutputPage,
  structure: OutputStructure | null,
  companies: Readonly<Record<string, OutputCompany>>,
): PageContent {
  const { contents } = page;
  if (contents.kind === 'unreadable')
    return { kind: 'needsSupport', problem: `The page's contents cannot be read: ${contents.problem}` };
  if (contents.kind === 'other') return { kind: 'needsSupport', problem: `Unknown page type: ${contents.type}` };
  if (!structure) return { kind: 'notAnIpo' };
  const company = Object.hasOwn(companies, structure.targetCompanyUid)
    ? companies[structure.targetCompanyUid]
    : undefined;
  if (!company) return { kind: 'coverCompanyMissing' };
  return {
    kind: 'cover',
    companyName: company.name,
    subtitle: contents.subtitle,
    version: contents.version ?? page.version,
  };
}

/** The names of a page's sections, outermost first; a section the output no longer has shows its uid. */
export const sectionNames = (page: OutputPage, sections: Readonly<Record<string, OutputSection>>): string[] =>
  page.sectionUids.map((uid) => (Object.hasOwn(sections, uid) ? sections[uid]!.name : uid));

/** Two lists of section names that read the same. */
export const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, i) => name === b[i]);
