import type { EventEnvelope } from '../../../src/live/frames';
import type { OutputEventBody } from '../../../src/live/outputEvents';
import type { Scenario, SocketStep } from '../../core/scenario';
import { cover, coverPage, coverSection, ipoOutput, ipoStructure, outputEvents, targetCompany } from './events';

const OUTPUT = '/api/2/output';
const authorised: SocketStep = { onClientFrame: true, after: 50, do: 'ack', ok: true };

const replay = (name: string, description: string, history: EventEnvelope<OutputEventBody>[]): Scenario => ({
  name,
  description,
  sockets: [
    { path: OUTPUT, connections: [{ steps: [authorised, { after: 50, do: 'batch', events: history }], then: 'hold' }] },
  ],
});

export const outputCoverScenario = replay('output-cover', 'An IPO output with its cover page.', ipoOutput());

export const outputNotIpoScenario = replay(
  'output-not-ipo',
  'A cover page in an output without an IPO structure: the page cannot render an IPO Simple Cover.',
  outputEvents(coverSection, coverPage),
);

export const outputUnknownPageScenario = replay(
  'output-unknown-page',
  'A page of a type this client does not know: it asks for engineering support.',
  outputEvents(coverSection, targetCompany, ipoStructure, {
    ...coverPage,
    contents: cover('?', 'root--valuation-football-field'),
  } as OutputEventBody),
);

export const outputReconnectScenario: Scenario = {
  name: 'output-reconnect',
  description:
    'The socket drops once the output is settled; the client reconnects at once (retries reset) and receives a revision.',
  sockets: [
    {
      path: OUTPUT,
      connections: [
        {
          steps: [
            authorised,
            { after: 50, do: 'batch', events: ipoOutput() },
            { after: 12_000, do: 'close', code: 1006, reason: 'network blip' },
          ],
        },
        {
          steps: [
            authorised,
            {
              after: 50,
              do: 'batch',
              events: [
                ...ipoOutput(),
                {
                  uid: 'out-evt-5',
                  event_order: 5,
                  version: 5,
                  event: { type: 'page-replaced', uid: 'page-cover', contents: cover('Revised: **NYSE** listing') },
                },
              ],
            },
          ],
          then: 'hold',
        },
      ],
    },
  ],
};

/** One scenario per output invariant: the offending event arrives after a valid history and errors the page. */
const violations: [string, OutputEventBody][] = [
  ['duplicate-uid', { type: 'company-added', uid: 'section-cover', name: 'Clash', public_company_uid: null }],
  [
    'page-without-section',
    { type: 'page-inserted', uid: 'page-2', page_order: 2, section_uids: [], contents: cover('x') },
  ],
  [
    'split-section',
    {
      type: 'page-inserted',
      uid: 'page-wedge',
      page_order: 1.5,
      section_uids: ['section-other'],
      contents: cover('x'),
    },
  ],
  ['remove-section-with-pages', { type: 'section-removed', uid: 'section-cover' }],
  [
    'second-structure',
    { type: 'ipo-structure-added', uid: 'structure-2', target_genios_output_company_uid: 'company-target' },
  ],
  ['remove-target-company', { type: 'company-removed', uid: 'company-target' }],
  ['unknown-event-type', { type: 'page-exploded', uid: 'page-cover' } as unknown as OutputEventBody],
];

export const outputViolationScenarios: Scenario[] = violations.map(([rule, event]) => {
  const history = ipoOutput();
  // The split needs a page on each side of the wedge within one section, and a section to wedge in.
  const extra: EventEnvelope<OutputEventBody>[] =
    rule === 'split-section'
      ? [
          {
            uid: 'out-evt-5',
            event_order: 5,
            version: 5,
            event: {
              type: 'page-inserted',
              uid: 'page-next',
              page_order: 2,
              section_uids: ['section-cover'],
              contents: cover('next'),
            },
          },
          {
            uid: 'out-evt-6',
            event_order: 6,
            version: 6,
            event: { type: 'section-inserted', uid: 'section-other', name: 'Other', section_order: 2 },
          },
        ]
      : [];
  const order = history.length + extra.length + 1;
  const fixedSplit = rule === 'split-section' ? { ...event, page_order: 1.5 } : event;
  return replay(`output-violation-${rule}`, `An output event that breaks the rule: ${rule}.`, [
    ...history,
    ...extra,
    { uid: `out-evt-${order}`, event_order: order, version: order, event: fixedSplit as OutputEventBody },
  ]);
});

export const outputLifecycleScenarios: Scenario[] = [
  outputCoverScenario,
  outputNotIpoScenario,
  outputUnknownPageScenario,
  outputReconnectScenario,
  ...outputViolationScenarios,
];
