import fc from 'fast-check';
import type { EventEnvelope } from '../../src/live/frames';
import type { OutputEventBody } from '../../src/live/outputEvents';

/** A random walk that only takes valid steps, so every sequence it yields obeys the output invariants. */
export function validOutputEvents(steps: number[]): EventEnvelope<OutputEventBody>[] {
  let next = 0;
  const fresh = (prefix: string) => `${prefix}-${++next}`;
  const sections: string[] = [];
  const pagesPerSection = new Map<string, number>();
  const pages: { uid: string; chain: string[] }[] = [];
  const companies: string[] = [];
  const users: string[] = [];
  let target: string | undefined;
  const out: OutputEventBody[] = [];

  for (const step of steps) {
    const pick = <T>(list: T[]) => list[step % list.length]!;
    switch (step % 9) {
      case 0: {
        const uid = fresh('section');
        sections.push(uid);
        out.push({ type: 'section-inserted', uid, name: `Section ${uid}`, section_order: next });
        break;
      }
      case 1: {
        // Appending keeps sections contiguous: a prefix of the last page's chain, then sections without pages.
        const last = pages.at(-1)?.chain ?? [];
        const prefix = last.slice(0, step % (last.length + 1));
        const unused = sections.filter((s) => !pagesPerSection.get(s) && !prefix.includes(s)).slice(0, 2);
        const chain = [...prefix, ...unused];
        if (chain.length === 0) break;
        const uid = fresh('page');
        pages.push({ uid, chain });
        chain.forEach((s) => pagesPerSection.set(s, (pagesPerSection.get(s) ?? 0) + 1));
        out.push({
          type: 'page-inserted',
          uid,
          page_order: next,
          section_uids: chain,
          contents: { type: 'root--ipo-simple-cover', version: 1, subtitle: `v${next}` },
        });
        break;
      }
      case 2:
        if (pages.length)
          out.push({
            type: 'page-replaced',
            uid: pick(pages).uid,
            contents: { type: 'root--ipo-simple-cover', version: next, subtitle: `r${next}` },
          });
        break;
      case 3:
        if (pages.length) {
          const [page] = pages.splice(step % pages.length, 1);
          page!.chain.forEach((s) => pagesPerSection.set(s, pagesPerSection.get(s)! - 1));
          out.push({ type: 'page-removed', uid: page!.uid });
        }
        break;
      case 4: {
        const empty = sections.filter((s) => !pagesPerSection.get(s));
        if (empty.length) {
          const uid = pick(empty);
          sections.splice(sections.indexOf(uid), 1);
          out.push({ type: 'section-removed', uid });
        }
        break;
      }
      case 5: {
        const uid = fresh('company');
        companies.push(uid);
        out.push({
          type: 'company-added',
          uid,
          name: `Company ${uid}`,
          public_company_uid: step % 2 ? null : `pub-${uid}`,
        });
        break;
      }
      case 6:
        if (companies.length && !target && step % 3 === 0) {
          target = pick(companies);
          out.push({ type: 'ipo-structure-added', uid: fresh('structure'), target_genios_output_company_uid: target });
        } else if (companies.length) {
          const uid = pick(companies);
          if (uid !== target && step % 2) {
            companies.splice(companies.indexOf(uid), 1);
            out.push({ type: 'company-removed', uid });
          } else out.push({ type: 'company-replaced', uid, name: `Renamed ${next}`, public_company_uid: null });
        }
        break;
      case 7: {
        const uid = fresh('user');
        users.push(uid);
        out.push({ type: 'user-added', uid, user_uid: `member-${next}`, role: 'viewer' });
        break;
      }
      default:
        if (users.length && step % 2) out.push({ type: 'user-role-changed', uid: pick(users), role: `role-${next}` });
        else if (users.length) out.push({ type: 'user-removed', uid: users.splice(step % users.length, 1)[0]! });
    }
  }
  return out.map((event, i) => ({ uid: `event-${i + 1}`, event_order: i + 1, event, version: i + 1 }));
}

export const outputStepsArb = fc.array(fc.nat(10_000), { minLength: 1, maxLength: 200 });
