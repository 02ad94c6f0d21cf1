import { quietSocket } from '../support/quietSocket';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import { createOutputConnection } from '../../src/live/outputConnection';
import type { SocketLike } from '../../src/live/liveConnection';

function connected() {
  let socket: SocketLike | undefined;
  const output = createOutputConnection({
    url: 'ws://test/api/2/output',
    organizationUid: 'org-1',
    outputUid: 'output-1',
    clock: new VirtualClock(),
    random: seededRandom(1),
    createSocket: () => {
      socket = quietSocket();
      return socket;
    },
  });
  output.start();
  socket!.onopen!({});
  let order = 0;
  const send = (...events: object[]) =>
    socket!.onmessage!({
      data: JSON.stringify({
        type: 's2c_event_batch',
        events: events.map((event) => ({ uid: `e${++order}`, event_order: order, version: order, event })),
      }),
    });
  socket!.onmessage!({ data: JSON.stringify({ type: 's2c_acknowledge_auth', ok: true }) });
  return { output, send };
}

describe('OutputConnection view', () => {
  it('copies a collection only when the events changed it', () => {
    const { output, send } = connected();
    send(
      { type: 'section-inserted', uid: 's1', name: 'Cover', section_order: 1 },
      { type: 'page-inserted', uid: 'p1', page_order: 1, section_uids: ['s1'], contents: null },
      { type: 'company-added', uid: 'c1', name: 'Acme', public_company_uid: null },
    );
    const { pages, sections, companies, users } = output.view;
    send({ type: 'user-added', uid: 'u1', user_uid: 'member-1', role: 'owner' });
    expect(output.view.pages).toBe(pages);
    expect(output.view.sections).toBe(sections);
    expect(output.view.companies).toBe(companies);
    expect(output.view.users).not.toBe(users);
    expect(output.view.users).toEqual({ u1: { uid: 'u1', userUid: 'member-1', role: 'owner' } });

    send({ type: 'page-replaced', uid: 'p1', contents: { type: 'x' } });
    expect(output.view.pages).not.toBe(pages);
    expect(output.view.pages[0]!.contents).toMatchObject({ type: 'x' });
    expect(output.view.sections).toBe(sections);
  });
});
