import { eventDecoder, type EventOf } from './schema';

/** The output event types of the spec (assistant app, section 3) and their fields. */
export const outputEventSchema = {
  'section-inserted': { uid: 'string', name: 'string', section_order: 'number' },
  'page-inserted': { uid: 'string', page_order: 'number', section_uids: 'string[]', contents: 'unknown' },
  'page-replaced': { uid: 'string', contents: 'unknown' },
  'page-sections-changed': { uid: 'string', section_uids: 'string[]' },
  'page-removed': { uid: 'string' },
  'section-removed': { uid: 'string' },
  'company-added': { uid: 'string', name: 'string', public_company_uid: 'string?' },
  'company-replaced': { uid: 'string', name: 'string', public_company_uid: 'string?' },
  'company-removed': { uid: 'string' },
  'ipo-structure-added': { uid: 'string', target_genios_output_company_uid: 'string' },
  'user-added': { uid: 'string', user_uid: 'string', role: 'string' },
  'user-role-changed': { uid: 'string', role: 'string' },
  'user-removed': { uid: 'string' },
} as const;

export type OutputEventBody = EventOf<typeof outputEventSchema>;
export type OutputEventType = OutputEventBody['type'];

export const decodeOutputEventBody = eventDecoder(outputEventSchema, 'output');

/** The page type the spec renders; any other is shown as needing engineering support. */
export const IPO_SIMPLE_COVER = 'root--ipo-simple-cover';
