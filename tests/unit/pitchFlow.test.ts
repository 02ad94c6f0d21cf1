import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import { createChatConnection } from '../../src/live/chatConnection';
import { createOutputConnection } from '../../src/live/outputConnection';
import { createInProcessSimulation, inProcessSocketFactory } from '../../simulator/inprocess';

describe('an IPO pitch against the assistant emulator', () => {
  it('builds the chat and its output live, and answers a question deterministically', async () => {
    const clock = new VirtualClock();
    const sim = createInProcessSimulation({
      scenario: { name: 'pitch', description: '', emulators: ['assistant'] },
      clock,
    });
    const json = (value: unknown) => ({ body: { kind: 'json' as const, value } });
    const created = await sim.fetch(
      'POST',
      '/api/1/chats/create_for_ipo_pitch',
      json({ query: 'Acme Robotics', organization: 'org-demo' }),
    );
    const chatUid = (created.body as { chat_uid: string }).chat_uid;
    const sockets = inProcessSocketFactory(sim.simulation, clock);
    const chat = createChatConnection({
      url: 'ws://sim/api/2/chat',
      organizationUid: 'org-demo',
      chatUid,
      clock,
      random: seededRandom(1),
      createSocket: sockets,
    });
    chat.start();
    clock.advance(1_000);
    expect(chat.view).toMatchObject({
      purpose: 'IPO pitch for Acme Robotics',
      statusMessage: { text: 'Researching Acme Robotics…' },
    });
    clock.advance(4_000);
    expect(chat.view.statusMessage).toBeNull();
    expect(chat.view.fileUploadsAllowed).toBe(true);
    const messages = chat.model.batches.flat();
    expect(messages[0]).toMatchObject({ kind: 'assistant', format: 'text/markdown' });
    expect((messages[0] as { text: string }).text).toContain('## IPO pitch: Acme Robotics');
    const outputUid = chat.view.outputUid!;
    expect(messages[1]).toMatchObject({ kind: 'output', outputUid });

    const output = createOutputConnection({
      url: 'ws://sim/api/2/output',
      organizationUid: 'org-demo',
      outputUid,
      clock,
      random: seededRandom(2),
      createSocket: sockets,
    });
    output.start();
    clock.advance(1_000);
    expect(output.view.status).toBe('connected_recently');
    expect(output.view.structure).toEqual({ uid: 'structure-ipo', targetCompanyUid: 'company-target' });
    expect(output.view.companies['company-target']?.name).toBe('Acme Robotics');
    expect(output.view.pages).toHaveLength(1);
    expect(output.view.pages[0]!.contents).toMatchObject({ type: 'root--ipo-simple-cover', version: 2 });
    expect(output.view.pages[0]!.version).toBe(6);

    const asked = await sim.fetch(
      'POST',
      '/api/1/chats/respond_with_query',
      json({ organization: 'org-demo', chat_uid: chatUid, query: 'What are the main risks?' }),
    );
    expect(asked.status).toBe(200);
    clock.advance(2_000);
    const answer = chat.model.batches.flat().at(-1) as { kind: string; text: string };
    expect(answer.kind).toBe('assistant');
    expect(answer.text).toContain('**Risk factors.**');
    expect(answer.text).toContain('> What are the main risks?');

    const foreign = createOutputConnection({
      url: 'ws://sim/api/2/output',
      organizationUid: 'org-other',
      outputUid,
      clock,
      random: seededRandom(3),
      createSocket: sockets,
    });
    foreign.start();
    clock.advance(100);
    expect(foreign.view).toMatchObject({ status: 'errored', error: 'Authentication was not accepted' });
  });

  it('refuses malformed requests with the provider error shape', async () => {
    const sim = createInProcessSimulation({
      scenario: { name: 'pitch', description: '', emulators: ['assistant'] },
      clock: new VirtualClock(),
    });
    const response = await sim.fetch('POST', '/api/1/chats/create_for_ipo_pitch', {
      body: { kind: 'json', value: { query: 42 } },
    });
    expect(response).toMatchObject({
      status: 400,
      body: { error_type: 'invalid_argument', error_message: 'organization must be a non-empty string' },
    });
  });
});
