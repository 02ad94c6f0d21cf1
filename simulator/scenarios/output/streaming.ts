import type { OutputEventBody } from '../../../src/live/outputEvents';
import type { Scenario, SocketStep } from '../../core/scenario';
import { cover, ipoOutput, outputEvent } from './events';

/** Page `page` (2 and on; the first is the IPO cover) in a section of its own. */
export const ownSectionPage = (page: number): OutputEventBody[] => [
  { type: 'section-inserted', uid: `section-${page}`, name: `Section ${page}`, section_order: page },
  {
    type: 'page-inserted',
    uid: `page-${page}`,
    page_order: page,
    section_uids: [`section-${page}`],
    contents: cover(`Page **${page}**`),
  },
];

/**
 * The `n`th streamed event (from 0): a revision of one of the pages after the cover and a new section, in
 * turn. The last of an even count is a revision, so the page shows when the stream has been taken in.
 */
export const streamedOutputEvent = (n: number, pages: number): OutputEventBody =>
  n % 2
    ? { type: 'page-replaced', uid: `page-${2 + (n % (pages - 1))}`, contents: cover(streamedRevision(n)) }
    : { type: 'section-inserted', uid: `extra-${n}`, name: `Extra ${n}`, section_order: 1000 + n };

/** The subtitle the `n`th streamed event gives its page, as written (markdown). */
export const streamedRevision = (n: number) => `Revision **${n}**`;

export interface OutputStreamingOptions {
  /** Cover pages replayed first, the IPO cover and the rest in a section each. */
  pages: number;
  /** Events streamed after the pages, one frame each. */
  events: number;
  perSecond: number;
  /** Quiet time between the pages and the first streamed event: the page draws the pages meanwhile. */
  leadMs: number;
}

/** An output whose pages are replayed, then revised and added to at a steady rate, the socket held open. */
export const outputStreamingScenario = ({ pages, events, perSecond, leadMs }: OutputStreamingOptions): Scenario => {
  const history = [...ipoOutput()];
  for (let page = 2; page <= pages; page++) {
    for (const body of ownSectionPage(page)) history.push(outputEvent(history.length + 1, body));
  }
  const stream: SocketStep[] = Array.from({ length: events }, (_, n) => ({
    after: n === 0 ? leadMs : 1000 / perSecond,
    do: 'batch',
    events: [outputEvent(history.length + n + 1, streamedOutputEvent(n, pages))],
  }));
  return {
    name: 'output-streaming',
    description: `${pages} cover pages, then ${events} page and section events at ${perSecond} a second.`,
    sockets: [
      {
        path: '/api/2/output',
        connections: [
          {
            steps: [{ onClientFrame: true, do: 'ack', ok: true }, { do: 'batch', events: history }, ...stream],
            then: 'hold',
          },
        ],
      },
    ],
  };
};
