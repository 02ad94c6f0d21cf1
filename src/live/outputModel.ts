import { InternalError } from '../core/errors';
import type { EventEnvelope } from './frames';
import type { OutputEventBody } from './outputEvents';
import { readPageContents, type PageContents } from './pageContents';

export interface OutputSection {
  uid: string;
  name: string;
  order: number;
}

export interface OutputPage {
  uid: string;
  order: number;
  /** The nested chain of sections, outermost first: depth is the index. */
  sectionUids: readonly string[];
  contents: PageContents;
  /** The version of the event that last set the contents. */
  version: number | undefined;
}

export interface OutputCompany {
  uid: string;
  name: string;
  publicCompanyUid: string | null;
}

export interface OutputUser {
  uid: string;
  userUid: string;
  role: string;
}

export interface OutputStructure {
  uid: string;
  targetCompanyUid: string;
}

/** A broken output invariant: the message names the rule, and the connection goes to errored. */
export class OutputInvariantError extends InternalError {}

const fail = (rule: string, detail: string): never => {
  throw new OutputInvariantError(`${rule} (${detail})`);
};

export const RULES = {
  duplicate: 'No duplicate uid among pages, sections, companies or users',
  pageNeedsSection: 'A page needs at least one section',
  split: 'Sections cannot be split by an insertion',
  sectionWithChildren: 'A section that has children cannot be removed',
  structureOnce: 'The structure can be added only once',
  structureTarget: 'The structure needs an existing target company',
  targetRemoved: 'The target company cannot be removed',
  unknownPage: 'The page must exist',
  unknownSection: 'The section must exist',
  unknownCompany: 'The company must exist',
  unknownUser: 'The user must exist',
} as const;

/** The collections of the model; each counts its changes, so a view copies only the ones that moved. */
export type OutputCollection = 'pages' | 'sections' | 'companies' | 'users';

/**
 * The generated output the events describe (spec: output model), with every invariant enforced as the
 * events arrive. Mutable for speed like the chat model; `version` bumps on each change.
 */
export class OutputModel {
  pages: OutputPage[] = [];
  sections = new Map<string, OutputSection>();
  companies = new Map<string, OutputCompany>();
  users = new Map<string, OutputUser>();
  structure: OutputStructure | null = null;
  version = 0;
  /** Changes per collection, never reset (a rebuilt model counts on), so equal counts mean unchanged. */
  changes: Record<OutputCollection, number> = { pages: 0, sections: 0, companies: 0, users: 0 };
  private readonly uids = new Set<string>();
  /**
   * Per section: how many pages it contains (at any depth); a section with pages has children. Counted in
   * place, so a page's chain is checked and counted with one lookup per section.
   */
  private readonly sectionUse = new Map<string, { pages: number }>();

  apply(events: readonly EventEnvelope<OutputEventBody>[]): void {
    for (const { event, version } of events) {
      const changed = this.applyOne(event, version);
      if (changed) this.changes[changed]++;
    }
    this.version++;
  }

  reset(): void {
    const { pages, sections, companies, users } = this.changes;
    const changes = { pages: pages + 1, sections: sections + 1, companies: companies + 1, users: users + 1 };
    Object.assign(this, new OutputModel(), { version: this.version + 1, changes });
  }

  /** Sections of a page as objects, outermost first. */
  chainOf(page: OutputPage): OutputSection[] {
    return page.sectionUids.map((uid) => this.sections.get(uid)!);
  }

  /** Applies one event and names the collection it changed. */
  private applyOne(event: OutputEventBody, version: number | undefined): OutputCollection | null {
    switch (event.type) {
      case 'section-inserted':
        this.claim(event.uid);
        this.sections.set(event.uid, { uid: event.uid, name: event.name, order: event.section_order });
        this.sectionUse.set(event.uid, { pages: 0 });
        return 'sections';
      case 'section-removed':
        if (this.need(this.sectionUse, event.uid, RULES.unknownSection).pages > 0) {
          fail(RULES.sectionWithChildren, event.uid);
        }
        this.sectionUse.delete(event.uid);
        this.remove(this.sections, event.uid, RULES.unknownSection);
        return 'sections';
      case 'page-inserted':
        this.insertPage(event, version);
        return 'pages';
      case 'page-replaced': {
        const at = this.page(event.uid);
        const { uid, order, sectionUids } = this.pages[at]!;
        this.pages[at] = { uid, order, sectionUids, contents: readPageContents(event.contents), version };
        return 'pages';
      }
      case 'page-sections-changed':
        this.changeSections(event.uid, event.section_uids);
        return 'pages';
      case 'page-removed': {
        const page = this.page(event.uid);
        this.count(this.chainUse(event.uid, this.pages[page]!.sectionUids), -1);
        this.pages.splice(page, 1);
        this.uids.delete(event.uid);
        return 'pages';
      }
      case 'company-added':
        this.claim(event.uid);
        this.companies.set(event.uid, { uid: event.uid, name: event.name, publicCompanyUid: event.public_company_uid });
        return 'companies';
      case 'company-replaced':
        this.need(this.companies, event.uid, RULES.unknownCompany);
        this.companies.set(event.uid, { uid: event.uid, name: event.name, publicCompanyUid: event.public_company_uid });
        return 'companies';
      case 'company-removed':
        if (this.structure?.targetCompanyUid === event.uid) fail(RULES.targetRemoved, event.uid);
        this.remove(this.companies, event.uid, RULES.unknownCompany);
        return 'companies';
      case 'ipo-structure-added':
        if (this.structure) fail(RULES.structureOnce, event.uid);
        if (!this.companies.has(event.target_genios_output_company_uid)) {
          fail(RULES.structureTarget, event.target_genios_output_company_uid);
        }
        this.claim(event.uid);
        this.structure = { uid: event.uid, targetCompanyUid: event.target_genios_output_company_uid };
        return null;
      case 'user-added':
        this.claim(event.uid);
        this.users.set(event.uid, { uid: event.uid, userUid: event.user_uid, role: event.role });
        return 'users';
      case 'user-role-changed': {
        const { uid, userUid } = this.need(this.users, event.uid, RULES.unknownUser);
        this.users.set(uid, { uid, userUid, role: event.role });
        return 'users';
      }
      case 'user-removed':
        this.remove(this.users, event.uid, RULES.unknownUser);
        return 'users';
      default:
        throw new InternalError(`Unknown output event type: ${(event as { type: string }).type}`);
    }
  }

  private insertPage(event: Extract<OutputEventBody, { type: 'page-inserted' }>, version: number | undefined): void {
    this.claim(event.uid);
    const use = this.chainUse(event.uid, event.section_uids);
    // After every page of a lower or equal order: equal orders keep their arrival order.
    let at = this.pages.length;
    while (at > 0 && this.pages[at - 1]!.order > event.page_order) at--;
    this.checkContiguous(event.uid, event.section_uids, use, at - 1, at);
    this.pages.splice(at, 0, {
      uid: event.uid,
      order: event.page_order,
      // The decoded event is ours alone: its array needs no copy.
      sectionUids: event.section_uids,
      contents: readPageContents(event.contents),
      version,
    });
    this.count(use, +1);
  }

  private changeSections(uid: string, sectionUids: readonly string[]): void {
    const at = this.page(uid);
    const page = this.pages[at]!;
    const use = this.chainUse(uid, sectionUids);
    const before = this.chainUse(uid, page.sectionUids);
    this.count(before, -1);
    try {
      this.checkContiguous(uid, sectionUids, use, at - 1, at + 1);
    } catch (error) {
      this.count(before, +1);
      throw error;
    }
    this.pages[at] = { ...page, sectionUids };
    this.count(use, +1);
  }

  /** The page counts of a chain's sections, each of which must exist; a page needs at least one. */
  private chainUse(page: string, sectionUids: readonly string[]): { pages: number }[] {
    if (sectionUids.length === 0) fail(RULES.pageNeedsSection, page);
    return sectionUids.map((section) => this.need(this.sectionUse, section, RULES.unknownSection));
  }

  /**
   * Placing a page between `before` and `after` (indices in this.pages) must keep every section's pages
   * in one run: a section on both neighbours must contain the page, and a section that already has pages
   * must have them next to it.
   */
  private checkContiguous(
    page: string,
    chain: readonly string[],
    use: readonly { pages: number }[],
    before: number,
    after: number,
  ): void {
    // Chains are a few sections deep: plain arrays beat building sets on this hot path.
    const previous = this.pages[before]?.sectionUids ?? [];
    const next = this.pages[after]?.sectionUids ?? [];
    for (const section of next) {
      if (previous.includes(section) && !chain.includes(section))
        fail(RULES.split, `page ${page} inside section ${section}`);
    }
    chain.forEach((section, depth) => {
      if (use[depth]!.pages > 0 && !previous.includes(section) && !next.includes(section)) {
        fail(RULES.split, `page ${page} away from the other pages of section ${section}`);
      }
    });
  }

  private count(use: readonly { pages: number }[], delta: number): void {
    for (const section of use) section.pages += delta;
  }

  private claim(uid: string): void {
    // One lookup instead of has-then-add: the set grows unless the uid was already there.
    const before = this.uids.size;
    if (this.uids.add(uid).size === before) fail(RULES.duplicate, uid);
  }

  private page(uid: string): number {
    // Outputs have tens of pages: a scan beats keeping an index that every insertion would invalidate.
    const { pages } = this;
    for (let index = 0; index < pages.length; index++) if (pages[index]!.uid === uid) return index;
    return fail(RULES.unknownPage, uid);
  }

  private need<T>(map: Map<string, T>, uid: string, rule: string): T {
    return map.get(uid) ?? fail(rule, uid);
  }

  private remove(map: Map<string, unknown>, uid: string, rule: string): void {
    if (!map.delete(uid)) fail(rule, uid);
    this.uids.delete(uid);
  }
}
