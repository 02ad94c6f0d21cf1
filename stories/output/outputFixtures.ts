import { ref } from 'valtio/vanilla';
import type { EventEnvelope } from '../../src/live/frames';
import type { OutputView } from '../../src/live/outputConnection';
import type { OutputEventBody } from '../../src/live/outputEvents';
import { recordOf } from '../../src/live/modelBinding';
import { OutputModel } from '../../src/live/outputModel';

/** An OutputView built by the real OutputModel from events. */
export function outputViewFrom(bodies: OutputEventBody[], overrides: Partial<OutputView> = {}): OutputView {
  const model = new OutputModel();
  const events: EventEnvelope<OutputEventBody>[] = bodies.map((event, i) => ({
    uid: `e${i}`,
    event_order: i + 1,
    event,
    version: i + 1,
  }));
  model.apply(events);
  return {
    status: 'connected',
    retries: 0,
    error: undefined,
    pages: ref([...model.pages]),
    sections: ref(recordOf(model.sections)),
    companies: ref(recordOf(model.companies)),
    users: ref(recordOf(model.users)),
    structure: model.structure,
    ...overrides,
  };
}

const cover = (subtitle: string, type = 'root--ipo-simple-cover') => ({ type, version: 1, subtitle });

export const coverEvents = (
  company = 'Acme Robotics',
  subtitle = 'Proposed **Nasdaq** listing · indicative raise of $420M',
): OutputEventBody[] => [
  { type: 'section-inserted', uid: 'section-cover', name: 'Cover', section_order: 1 },
  { type: 'company-added', uid: 'company-target', name: company, public_company_uid: null },
  { type: 'ipo-structure-added', uid: 'structure-ipo', target_genios_output_company_uid: 'company-target' },
  {
    type: 'page-inserted',
    uid: 'page-cover',
    page_order: 1,
    section_uids: ['section-cover'],
    contents: cover(subtitle),
  },
];

export const notAnIpoEvents = (): OutputEventBody[] => [
  { type: 'section-inserted', uid: 'section-cover', name: 'Cover', section_order: 1 },
  {
    type: 'page-inserted',
    uid: 'page-cover',
    page_order: 1,
    section_uids: ['section-cover'],
    contents: cover('No structure'),
  },
];

export const unknownPageEvents = (): OutputEventBody[] => [
  ...coverEvents(),
  {
    type: 'page-inserted',
    uid: 'page-2',
    page_order: 2,
    section_uids: ['section-cover'],
    contents: cover('?', 'root--valuation-football-field'),
  },
];

/** A cover, then a page whose contents cannot be read: its type is an object, not a string. */
export const unreadablePageEvents = (): OutputEventBody[] => [
  ...coverEvents(),
  {
    type: 'page-inserted',
    uid: 'page-2',
    page_order: 2,
    section_uids: ['section-cover'],
    contents: { type: { toString: 1 }, subtitle: '?' },
  },
];
