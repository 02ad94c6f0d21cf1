import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../src/live/frames';
import type { OutputEventBody } from '../../src/live/outputEvents';
import { OutputModel } from '../../src/live/outputModel';
import { readPageContents } from '../../src/live/pageContents';
import { pageContent } from '../../src/output/pageContent';
import { withProtoKey } from '../support/hostileValues';

const events = (contents: unknown[]): EventEnvelope<OutputEventBody>[] =>
  [
    { type: 'section-inserted', uid: 's', name: 'Cover', section_order: 1 },
    { type: 'company-added', uid: 'c', name: 'Acme Robotics', public_company_uid: null },
    { type: 'ipo-structure-added', uid: 'i', target_genios_output_company_uid: 'c' },
    ...contents.map((value, i): OutputEventBody => ({
      type: 'page-inserted',
      uid: `p${i}`,
      page_order: i,
      section_uids: ['s'],
      contents: value,
    })),
  ].map((event, i) => ({ uid: `e${i}`, event_order: i + 1, event: event as OutputEventBody, version: 3 }));

const rendered = (contents: unknown[]) => {
  const model = new OutputModel();
  model.apply(events(contents));
  return model.pages.map((page) => pageContent(page, model.structure, Object.fromEntries(model.companies)));
};

describe('page contents', () => {
  it('a page whose contents cannot be read needs engineering support, told what was wrong; the others still render', () => {
    const cover = { type: 'root--ipo-simple-cover', version: 2, subtitle: 'Proposed **Nasdaq** listing' };
    expect(
      rendered([cover, { type: { toString: 1 } }, { type: 'root--ipo-simple-cover', subtitle: { valueOf: 1 } }, 7]),
    ).toEqual([
      { kind: 'cover', companyName: 'Acme Robotics', subtitle: 'Proposed **Nasdaq** listing', version: 2 },
      { kind: 'needsSupport', problem: "The page's contents cannot be read: contents.type must be string, got object" },
      {
        kind: 'needsSupport',
        problem: "The page's contents cannot be read: contents.subtitle must be string, got object",
      },
      { kind: 'needsSupport', problem: "The page's contents cannot be read: contents must be an object, got number" },
    ]);
  });

  it('keeps only the fields the spec names: no raw value, no prototype reaches the view', () => {
    const hostile = withProtoKey({ toString: 1 });
    Object.assign(hostile, { type: 'root--ipo-simple-cover', subtitle: 'x', extra: { deep: [1] } });
    const read = readPageContents(hostile);
    expect(read).toEqual({
      kind: 'ipo-simple-cover',
      type: 'root--ipo-simple-cover',
      version: undefined,
      subtitle: 'x',
    });
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect(readPageContents({ type: 'root--ipo-simple-cover', subtitle: 'x', version: '1' })).toEqual({
      kind: 'unreadable',
      problem: 'contents.version must be number, got string',
    });
    expect(readPageContents({ type: 'root--valuation-football-field' })).toEqual({
      kind: 'other',
      type: 'root--valuation-football-field',
    });
  });
});
