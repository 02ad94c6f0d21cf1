/**
 * One scripted client run, written once and played over every simulator adapter (in-process, mock-socket +
 * MSW, the node server), so their transcripts can be compared byte for byte.
 */
export interface DriverSocket {
  readonly accepted: boolean;
  send(frame: string): void;
  close(code?: number): void;
}

export interface DriverTransport {
  fetch(method: string, path: string, json?: unknown): Promise<{ status: number }>;
  /** Resolves once the socket is open, or known refused. */
  connect(path: string): Promise<DriverSocket>;
  /** Moves the simulation's virtual clock and lets every resulting delivery settle. */
  advance(ms: number): Promise<void>;
}

const auth = JSON.stringify({ type: 'c2s_auth', organization_uid: 'org-demo', chat_uid: 'chat-1' });

export async function driveHostileFrames(transport: DriverTransport): Promise<void> {
  expect((await transport.fetch('GET', '/api/1/users/self/organization')).status, 503);
  const organization = transport.fetch('GET', '/api/1/users/self/organization');
  await transport.advance(50);
  expect((await organization).status, 200);

  const first = await transport.connect('/api/2/chat');
  expect(first.accepted, true);
  first.send(auth);
  await transport.advance(20);
  for (let i = 0; i < 4; i++) await transport.advance(100);
  await transport.advance(250);

  expect((await transport.connect('/api/2/chat')).accepted, false);

  const third = await transport.connect('/api/2/chat');
  third.send(auth);
  await transport.advance(100);
  await transport.advance(100);
  await transport.advance(5_000);
  third.close(1000);
  await transport.advance(0);

  const echo = await transport.connect('/api/echo/socket');
  echo.send('ping');
  await transport.advance(0);
  const mailed = transport.fetch('POST', '/api/echo/mail', { to: 'ada@example.com', text: 'Hi https://example.com/x' });
  await transport.advance(0);
  expect((await mailed).status, 200);
  echo.close(1000);
  await transport.advance(0);
}

function expect<T>(actual: T, wanted: T): void {
  if (actual !== wanted) throw new Error(`simulator driver: expected ${String(wanted)}, got ${String(actual)}`);
}
