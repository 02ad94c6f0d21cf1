import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../src/live/frames';
import type { OutputEventBody } from '../../src/live/outputEvents';
import { OutputModel, RULES } from '../../src/live/outputModel';
import { outputStepsArb, validOutputEvents } from '../support/outputEventsGen';

/** Walks rich in sections and appended pages (steps = 0 or 1 mod 9), so neighbours often share one. */
const splitStepsArb = fc.array(
  fc.nat(1_000).map((n) => n * 9 + (n % 3 === 0 ? 0 : 1)),
  { minLength: 4, maxLength: 60 },
);

const envelope = (events: OutputEventBody[]): EventEnvelope<OutputEventBody>[] =>
  events.map((event, i) => ({ uid: `e${i}`, event_order: i + 1, event, version: 7 }));

const state = (model: OutputModel) =>
  JSON.stringify({
    pages: model.pages,
    sections: [...model.sections.values()],
    companies: [...model.companies.values()],
    users: [...model.users.values()],
    structure: model.structure,
  });

const section = (uid: string): OutputEventBody => ({ type: 'section-inserted', uid, name: uid, section_order: 1 });
const page = (uid: string, order: number, chain: string[]): OutputEventBody => ({
  type: 'page-inserted',
  uid,
  page_order: order,
  section_uids: chain,
  contents: { type: 'root--ipo-simple-cover', version: 1, subtitle: uid },
});
const company = (uid: string): OutputEventBody => ({ type: 'company-added', uid, name: uid, public_company_uid: null });

describe('OutputModel', () => {
  it('orders pages by page_order with their chain of sections, and keeps the event version', () => {
    const model = new OutputModel();
    model.apply(envelope([section('a'), section('b'), page('p2', 2, ['a', 'b']), page('p1', 1, ['a'])]));
    expect(model.pages.map((p) => [p.uid, p.sectionUids, p.version])).toEqual([
      ['p1', ['a'], 7],
      ['p2', ['a', 'b'], 7],
    ]);
    expect(model.chainOf(model.pages[1]!).map((s) => s.name)).toEqual(['a', 'b']);
  });

  it.each<[string, OutputEventBody[], string]>([
    ['a duplicate uid across kinds', [section('x'), company('x')], RULES.duplicate],
    ['a page without sections', [page('p', 1, [])], RULES.pageNeedsSection],
    [
      'sections changed to none',
      [section('a'), page('p', 1, ['a']), { type: 'page-sections-changed', uid: 'p', section_uids: [] }],
      RULES.pageNeedsSection,
    ],
    [
      'an insertion that splits a section',
      [section('a'), section('b'), page('p1', 1, ['a']), page('p3', 3, ['a']), page('p2', 2, ['b'])],
      RULES.split,
    ],
    [
      'a page away from its section',
      [section('a'), section('b'), page('p1', 1, ['a']), page('p2', 2, ['b']), page('p3', 3, ['a'])],
      RULES.split,
    ],
    [
      'a sections change that splits',
      [
        section('a'),
        section('b'),
        page('p1', 1, ['a']),
        page('p2', 2, ['a']),
        page('p3', 3, ['a']),
        { type: 'page-sections-changed', uid: 'p2', section_uids: ['b'] },
      ],
      RULES.split,
    ],
    [
      'removing a section with pages',
      [section('a'), page('p', 1, ['a']), { type: 'section-removed', uid: 'a' }],
      RULES.sectionWithChildren,
    ],
    [
      'a second structure',
      [
        company('c'),
        { type: 'ipo-structure-added', uid: 's1', target_genios_output_company_uid: 'c' },
        { type: 'ipo-structure-added', uid: 's2', target_genios_output_company_uid: 'c' },
      ],
      RULES.structureOnce,
    ],
    [
      'a structure without its company',
      [{ type: 'ipo-structure-added', uid: 's', target_genios_output_company_uid: 'ghost' }],
      RULES.structureTarget,
    ],
    [
      'removing the target company',
      [
        company('c'),
        { type: 'ipo-structure-added', uid: 's', target_genios_output_company_uid: 'c' },
        { type: 'company-removed', uid: 'c' },
      ],
      RULES.targetRemoved,
    ],
    ['a page in an unknown section', [page('p', 1, ['nowhere'])], RULES.unknownSection],
    ['replacing an unknown page', [{ type: 'page-replaced', uid: 'p', contents: {} }], RULES.unknownPage],
    ['changing an unknown user', [{ type: 'user-role-changed', uid: 'u', role: 'owner' }], RULES.unknownUser],
    [
      'an unknown event type',
      [{ type: 'page-exploded', uid: 'p' } as unknown as OutputEventBody],
      'Unknown output event type: page-exploded',
    ],
  ])('rejects %s, naming the rule', (_name, events, rule) => {
    expect(() => new OutputModel().apply(envelope(events))).toThrow(rule);
  });

  it('lets a section be removed once its pages are gone, and a removed uid be used again', () => {
    const model = new OutputModel();
    model.apply(
      envelope([
        section('a'),
        page('p', 1, ['a']),
        { type: 'page-removed', uid: 'p' },
        { type: 'section-removed', uid: 'a' },
        section('a'),
      ]),
    );
    expect([...model.sections.keys()]).toEqual(['a']);
  });
});

describe('OutputModel properties', () => {
  it('random valid event sequences never violate an invariant, and a replay rebuilds the same model', () => {
    fc.assert(
      fc.property(outputStepsArb, fc.integer({ min: 1, max: 9 }), (steps, batch) => {
        const events = validOutputEvents(steps);
        const once = new OutputModel();
        once.apply(events);
        const replayed = new OutputModel();
        for (let i = 0; i < events.length; i += batch) replayed.apply(events.slice(i, i + batch));
        expect(state(replayed)).toBe(state(once));
        replayed.reset();
        replayed.apply(events);
        expect(state(replayed)).toBe(state(once));
      }),
    );
  });

  const violations: [string, (model: OutputModel) => OutputEventBody | undefined][] = [
    [RULES.duplicate, (m) => (m.sections.size ? section([...m.sections.keys()][0]!) : undefined)],
    [RULES.pageNeedsSection, () => page('extra-page', 1e9, [])],
    [
      RULES.sectionWithChildren,
      (m) => {
        const p = m.pages[0];
        return p && { type: 'section-removed', uid: p.sectionUids[0]! };
      },
    ],
    [
      RULES.structureTarget,
      (m) =>
        m.structure
          ? undefined
          : { type: 'ipo-structure-added', uid: 'extra-structure', target_genios_output_company_uid: 'ghost' },
    ],
    [
      RULES.structureOnce,
      (m) =>
        m.structure && m.companies.size
          ? {
              type: 'ipo-structure-added',
              uid: 'extra-structure',
              target_genios_output_company_uid: [...m.companies.keys()][0]!,
            }
          : undefined,
    ],
    [
      RULES.targetRemoved,
      (m) => (m.structure ? { type: 'company-removed', uid: m.structure.targetCompanyUid } : undefined),
    ],
    [
      RULES.split,
      (m) => {
        // Wedge a page between two neighbours that share a section, in a section of its own.
        const at = m.pages.findIndex(
          (p, i) => i > 0 && p.sectionUids[0] === m.pages[i - 1]!.sectionUids[0] && p.order > m.pages[i - 1]!.order,
        );
        return at > 0 ? page('wedge', (m.pages[at - 1]!.order + m.pages[at]!.order) / 2, ['extra']) : undefined;
      },
    ],
  ];

  it.each(violations)('a violation of "%s" at a random point is refused with the rule', (rule, violate) => {
    fc.assert(
      fc.property(rule === RULES.split ? splitStepsArb : outputStepsArb, fc.nat(), (steps, cut) => {
        const events = validOutputEvents(steps);
        const at = cut % (events.length + 1);
        const model = new OutputModel();
        model.apply(
          [...events.slice(0, at), ...(rule === RULES.split ? envelope([section('extra')]) : [])].map((e, i) => ({
            ...e,
            event_order: i + 1,
          })),
        );
        const bad = violate(model);
        fc.pre(bad !== undefined);
        expect(() => model.apply(envelope([bad!]))).toThrow(rule);
      }),
      { numRuns: 200 },
    );
  });
});
