import { VirtualClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import { createChatConnection } from '../../src/live/chatConnection';
import type { SocketFactory } from '../../src/live/liveConnection';

/** A chat connection over sockets the test makes, on a virtual clock with seeded randomness; not yet started. */
export const testChatConnection = (createSocket: SocketFactory) =>
  createChatConnection({
    url: 'ws://test/api/2/chat',
    organizationUid: 'org-1',
    chatUid: 'chat-1',
    clock: new VirtualClock(),
    random: seededRandom(1),
    createSocket,
  });
