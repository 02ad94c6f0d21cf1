import type { EventEnvelope } from '../../../src/live/frames';
import type { OutputEventBody } from '../../../src/live/outputEvents';

/** Builders for scripted output events: short to read in a scenario, typed like the real protocol. */
export const outputEvent = (order: number, event: OutputEventBody): EventEnvelope<OutputEventBody> => ({
  uid: `out-evt-${order}`,
  event_order: order,
  event,
  version: order,
});

/** Output events numbered from 1 in the order given. */
export const outputEvents = (...bodies: OutputEventBody[]) => bodies.map((event, i) => outputEvent(i + 1, event));

export const cover = (subtitle: string, type = 'root--ipo-simple-cover') => ({ type, version: 1, subtitle });

export const coverSection: OutputEventBody = {
  type: 'section-inserted',
  uid: 'section-cover',
  name: 'Cover',
  section_order: 1,
};
export const targetCompany: OutputEventBody = {
  type: 'company-added',
  uid: 'company-target',
  name: 'Acme Robotics',
  public_company_uid: null,
};
export const ipoStructure: OutputEventBody = {
  type: 'ipo-structure-added',
  uid: 'structure-ipo',
  target_genios_output_company_uid: 'company-target',
};
export const coverPage: OutputEventBody = {
  type: 'page-inserted',
  uid: 'page-cover',
  page_order: 1,
  section_uids: ['section-cover'],
  contents: cover('Proposed **Nasdaq** listing'),
};

/** A complete IPO output: section, company, structure, cover. */
export const ipoOutput = () => outputEvents(coverSection, targetCompany, ipoStructure, coverPage);
