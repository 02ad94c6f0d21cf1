import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, openPage, startE2eApp, type E2eApp, type E2ePage } from '../support/e2e';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

/** The uid in ?chat= of the page's address. */
const chatUidOf = (address: string) => new URL(address).searchParams.get('chat') ?? '';

async function startPitch(target: E2ePage, company: string): Promise<string> {
  const { page } = target;
  await page.goto(`${app.url}/dashboard`);
  await page.getByLabel('Company name').fill(company);
  await page.getByRole('button', { name: 'Create pitch' }).click();
  await page.waitForURL(/\/dashboard\?chat=/);
  return chatUidOf(page.url());
}

describe('a reload mid-chat', () => {
  let target: E2ePage;
  afterAll(() => target?.close());

  it('restores the conversation from the socket sync and goes on live', async () => {
    target = await openPage(app, 'reload');
    const { page } = target;
    await logIn(app, target, { email: 'reload@genios-e2e.example' });
    const chatUid = await startPitch(target, 'Initech');
    await page.getByRole('heading', { name: 'IPO pitch: Initech' }).waitFor();

    // The question is on its way: the answer comes 1.2 s later, after the reload.
    const input = page.getByLabel('Ask anything');
    await input.fill('What is the timeline?');
    await input.press('Enter');
    await page.getByText('What is the timeline?').first().waitFor();
    await target.shoot('before-reload');
    await page.reload();

    expect(chatUidOf(page.url())).toBe(chatUid);
    await page.getByRole('heading', { name: 'IPO pitch: Initech' }).waitFor();
    await page.getByText('Timeline.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Upload a file (xlsx or PDF)' }).waitFor();
    // Nothing twice: the history was replayed once, not appended to a stale copy.
    await expect.poll(() => page.getByRole('heading', { name: 'IPO pitch: Initech' }).count()).toBe(1);
    await expect.poll(() => page.getByText('Timeline.', { exact: false }).count()).toBe(1);
    await target.shoot('after-reload');

    // Live again: a new question is answered.
    await input.fill('And the valuation?');
    await input.press('Enter');
    await page.getByText('Valuation.', { exact: false }).waitFor();
    expect(target.cspViolations).toEqual([]);
    expect(target.pageErrors).toEqual([]);
  });
});

describe('a socket drop mid-pitch', () => {
  let target: E2ePage;
  afterAll(() => target?.close());

  it('reconnects the chat and the output and misses nothing', async () => {
    target = await openPage(app, 'socket-drop');
    const { page } = target;
    await logIn(app, target, { email: 'drop@genios-e2e.example' });
    const chatUid = await startPitch(target, 'Umbrella Group');

    // Mid-pitch: the agent is researching, the introduction and the output are still to come.
    await page.getByText('Researching Umbrella Group…').waitFor();
    expect(app.server.simulation.dropSockets('/api/2/')).toBeGreaterThanOrEqual(1);
    await target.shoot('chat-dropped');
    await page.getByRole('heading', { name: 'IPO pitch: Umbrella Group' }).waitFor();
    await page.getByRole('button', { name: 'Go to Genios Output' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'IPO pitch: Umbrella Group' }).count()).toBe(1);
    await target.shoot('chat-recovered');

    // The output page's socket drops too, and comes back (its retry count reset).
    await page.getByRole('button', { name: 'Go to Genios Output' }).click();
    await page.waitForURL(/\/output\/output-\d+$/);
    const outputUid = page.url().split('/').pop()!;
    await page.getByRole('heading', { name: 'Umbrella Group', exact: true }).waitFor();
    const output = app.assistant().chats.output(outputUid)!;
    const dropped = new Set(output.listeners);
    expect(app.server.simulation.dropSockets('/api/2/output')).toBe(1);
    // Reconnected: a socket of the page's listens again, not the dropped one (its close may not have been heard yet).
    await expect
      .poll(() => [...output.listeners].filter((listener) => !dropped.has(listener)).length, { timeout: 60_000 })
      .toBe(1);
    output.append({
      type: 'page-replaced',
      uid: 'page-cover',
      contents: { type: 'root--ipo-simple-cover', version: 9, subtitle: 'Revised **after** the drop' },
    });
    await page.getByText(/Revised\s+after\s+the drop/).waitFor();
    await expect.poll(() => page.getByText('An error occurred while fetching the output.').count()).toBe(0);
    await target.shoot('output-recovered');

    // The chat was not disturbed by the output's drop: back on the dashboard it is whole.
    await page.goBack();
    expect(chatUidOf(page.url())).toBe(chatUid);
    await page.getByRole('heading', { name: 'IPO pitch: Umbrella Group' }).waitFor();
    expect(target.cspViolations).toEqual([]);
    expect(target.pageErrors).toEqual([]);
  });
});

describe('the browser offline for 15 s in a chat', () => {
  let target: E2ePage;
  afterAll(() => target?.close());

  it('says it is reconnecting within a second, reconnects as the network returns and loses nothing', async () => {
    target = await openPage(app, 'offline');
    const { page } = target;
    await logIn(app, target, { email: 'offline@genios-e2e.example' });
    await startPitch(target, 'Hooli');
    await page.getByRole('heading', { name: 'IPO pitch: Hooli' }).waitFor();
    await page.getByRole('button', { name: 'Upload a file (xlsx or PDF)' }).waitFor();

    // The page notes when the network went and when it first said so: the gap is the page's own, not the test's.
    await page.evaluate(() => {
      const marks: Record<string, number> = {};
      Object.assign(window, { offlineMarks: marks });
      window.addEventListener('offline', () => (marks.offline = performance.now()), { once: true });
      new MutationObserver((_, observer) => {
        if (document.body.textContent?.includes('Reconnecting…')) {
          marks.reconnecting = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    // The answer comes 1.2 s after the question, while the browser is offline.
    const input = page.getByLabel('Ask anything');
    await input.fill('What is the timeline?');
    await input.press('Enter');
    await page.getByText('What is the timeline?').first().waitFor();
    await page.context().setOffline(true);
    await page.getByRole('status').filter({ hasText: 'Reconnecting…' }).first().waitFor();
    const marks = await page.evaluate(
      () => (window as Window & { offlineMarks?: Record<string, number> }).offlineMarks,
    );
    const { offline = NaN, reconnecting = NaN } = marks ?? {};
    expect(reconnecting - offline).toBeLessThanOrEqual(1_000);
    await target.shoot('offline');

    await page.waitForTimeout(15_000);
    await expect.poll(() => page.getByText('Reconnecting…').count()).toBeGreaterThan(0);
    await page.context().setOffline(false);
    await page.getByText('Timeline.', { exact: false }).waitFor();
    await expect.poll(() => page.getByText('Reconnecting…').count()).toBe(0);
    // Nothing lost and nothing twice: the answer once, and the question twice (asked, and quoted by the answer).
    await expect.poll(() => page.getByText('Timeline.', { exact: false }).count()).toBe(1);
    await expect.poll(() => page.getByText('What is the timeline?').count()).toBe(2);
    await input.fill('And the valuation?');
    await input.press('Enter');
    await page.getByText('Valuation.', { exact: false }).waitFor();
    await target.shoot('back-online');
    expect(target.cspViolations).toEqual([]);
    expect(target.pageErrors).toEqual([]);
  });
});
