import { VirtualClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import type { SocketLike } from '../../src/live/liveConnection';
import { createOutputConnection } from '../../src/live/outputConnection';
import { quietSocket } from './quietSocket';

/**
 * An output connection past its handshake, on a socket the caller drives: `send(...events)` delivers one
 * event batch, numbering the events in order.
 */
export function connectedOutput(url = 'ws://test/api/2/output') {
  let socket: SocketLike | undefined;
  const output = createOutputConnection({
    url,
    organizationUid: 'org-1',
    outputUid: 'output-1',
    clock: new VirtualClock(),
    random: seededRandom(1),
    createSocket: () => (socket = quietSocket()),
  });
  output.start();
  socket!.onopen!({});
  socket!.onmessage!({ data: JSON.stringify({ type: 's2c_acknowledge_auth', ok: true }) });
  let order = 0;
  const send = (...events: object[]) =>
    socket!.onmessage!({
      data: JSON.stringify({
        type: 's2c_event_batch',
        events: events.map((event) => ({ uid: `e${++order}`, event_order: order, version: order, event })),
      }),
    });
  return { output, send };
}
