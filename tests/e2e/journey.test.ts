import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtures } from '../../simulator/emulators/assistant/fileReaderFixtures';
import { DEMO_PUBLIC_TOKEN } from '../../simulator/emulators/provider/seed';
import {
  expectAccessible,
  expectNoTokenLeak,
  logIn,
  openPage,
  startE2eApp,
  type E2eApp,
  type E2ePage,
} from '../support/e2e';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Asks the provider whether a session token still authenticates (as the SDK does every 3 minutes). */
async function sessionIsValid(sessionToken: string): Promise<boolean> {
  const response = await fetch(`${app.url}/sdk/v1/b2b/sessions/authenticate`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${btoa(`${DEMO_PUBLIC_TOKEN}:${sessionToken}`)}`,
      'content-type': 'application/json',
      'x-sdk-parent-host': app.url,
    },
    body: '{}',
  });
  return response.ok;
}

let app: E2eApp;
let fixtures: Record<string, Uint8Array>;
beforeAll(async () => {
  [app, fixtures] = await Promise.all([startE2eApp(), buildFixtures()]);
});
afterAll(() => app?.close());

describe('the journey of a newcomer', () => {
  let target: E2ePage;
  afterAll(() => target?.close());

  it('logs in with a magic link, pitches, chats, uploads, opens the output and logs out', async () => {
    target = await openPage(app, 'journey');
    const { page } = target;

    // 1. Log in: e-mail, the magic link from the inbox, the organization picked; each screen accessible.
    const response = await page.goto(`${app.url}/`);
    expect(response?.headers()['content-security-policy']).toBe(app.policy);
    await logIn(app, target, {
      email: 'ada@acme-capital.example',
      organization: 'Acme Capital',
      atEachStep: async (step) => {
        await expectAccessible(page, `the login page (${step}), ${new URL(page.url()).pathname}`);
        await target.shoot(step);
      },
    });
    const sessionToken = await expectNoTokenLeak(target);

    // 2. The dashboard's Getting Started form starts a pitch; the chat panel replaces it.
    await page.getByRole('heading', { name: 'Getting Started' }).waitFor();
    await expectAccessible(page, '/dashboard');
    await target.shoot('dashboard');
    await page.getByLabel('Company name').fill('Acme Corp');
    await page.getByRole('button', { name: 'Create pitch' }).click();
    await page.waitForURL(/\/dashboard\?chat=/);
    await page.getByRole('heading', { name: 'IPO pitch: Acme Corp' }).waitFor();
    await page.getByRole('button', { name: 'Upload a file (xlsx or PDF)' }).waitFor();
    await target.shoot('pitch-started');

    // 3. Chat: a question, answered.
    const input = page.getByLabel('Ask anything');
    await input.fill('What are the main risks?');
    await input.press('Enter');
    await expect.poll(() => input.inputValue()).toBe('');
    await page.getByText('Risk factors.').waitFor();
    await target.shoot('chat-answered');

    // 4. A workbook and a PDF, uploaded in parts and read by the assistant.
    const files = page.locator('input[type=file]');
    await files.setInputFiles({
      name: 'acme-model.xlsx',
      mimeType: XLSX,
      buffer: Buffer.from(fixtures['acme-model.xlsx']!),
    });
    await page.getByText('File uploaded: acme-model.xlsx (current state: processed)').waitFor();
    await page.getByText('is an Excel workbook with 2 sheets.').waitFor();
    await target.shoot('workbook-uploaded');
    await files.setInputFiles({
      name: 'acme-deck.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(fixtures['acme-deck.pdf']!),
    });
    await page.getByText('File uploaded: acme-deck.pdf (current state: processed)').waitFor();
    await page.getByText('is a PDF document with 3 pages.').waitFor();
    await target.shoot('pdf-uploaded');
    await expectNoTokenLeak(target);

    // 5. The output: opened from the chat, its cover updated live.
    await page.getByRole('button', { name: 'Go to Genios Output' }).click();
    await page.waitForURL(/\/output\/output-\d+$/);
    await page.getByRole('heading', { name: 'Acme Corp', exact: true }).waitFor();
    await page.getByText(/Proposed .* listing/).waitFor();
    await expectAccessible(page, '/output/{uid}');
    await target.shoot('output');

    // 6. The chat page, then logout: the session is revoked and the protected pages send to /.
    await page.goBack();
    await page.getByRole('link', { name: 'Go to Chat' }).click();
    await page.waitForURL(`${app.url}/chat`);
    await page.getByRole('heading', { name: 'Chat', exact: true }).waitFor();
    await expectAccessible(page, '/chat');
    await target.shoot('chat-page');
    // The first message on /chat starts a new chat.
    await page.getByLabel('Ask anything').fill('Hello, what can you do?');
    await page.getByLabel('Ask anything').press('Enter');
    await page.waitForURL(/\/chat\?chat=chat-\d+$/);
    await page.getByText('Ask me about valuation', { exact: false }).waitFor();
    await expectAccessible(page, '/chat?chat={uid}');
    await target.shoot('new-chat');
    expect(await sessionIsValid(sessionToken), 'the session is valid before logout').toBe(true);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${app.url}/`);
    await target.shoot('logged-out');
    expect(await sessionIsValid(sessionToken), 'the session was revoked').toBe(false);
    await page.goto(`${app.url}/dashboard`);
    await page.waitForURL(`${app.url}/`);

    expect(target.cspViolations, 'Content-Security-Policy violations').toEqual([]);
    expect(target.pageErrors, 'uncaught errors').toEqual([]);
  });
});
