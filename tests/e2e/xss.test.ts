import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatEventBody } from '../../src/live/chatEvents';
import { logIn, openPage, startE2eApp, type E2eApp, type E2ePage } from '../support/e2e';
import { watchForScriptableMarkup, XSS_PAYLOADS } from './xssCorpus';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

/** Nothing ran, nothing scriptable was ever in the page, and no link leads to a script. */
async function expectNoScript(page: Page, where: string) {
  const state = await page.evaluate(() => {
    const scriptLinks = Array.from(document.querySelectorAll<HTMLAnchorElement | SVGAElement>('a'))
      .map((link) => (link instanceof HTMLAnchorElement ? link.href : (link.getAttribute('href') ?? '')))
      .filter((href) => /^\s*(javascript|vbscript|data):/i.test(href));
    const w = window as unknown as { __xss?: unknown; __xssFindings?: string[] };
    return { ran: w.__xss, findings: w.__xssFindings ?? ['(watcher missing)'], scriptLinks };
  });
  expect(state, where).toEqual({ ran: undefined, findings: [], scriptLinks: [] });
}

// One member's journey through every place a hostile text can show, one test per place so that each has the
// whole hang guard on a busy machine; the steps share the signed-in page and run in order.
describe('the XSS payload corpus never executes as markup', () => {
  let target: E2ePage;
  let page: Page;
  let chatUid: string;
  const chat = () => app.assistant().chats.get(chatUid)!;
  afterAll(() => target?.close());
  afterEach(() => expect(target.pageErrors).toEqual([]));

  beforeAll(async () => {
    // Without the Content-Security-Policy: this checks the rendering itself, which the policy would mask.
    target = await openPage(app, 'xss', { bypassCSP: true });
    page = target.page;
    await target.context.addInitScript(watchForScriptableMarkup);
    await logIn(app, target, { email: 'mallory@genios-e2e.example' });
    // A tall window keeps every message of a round mounted in the virtualized list.
    await page.setViewportSize({ width: 1280, height: 3000 });
  });

  it("in a company name: the pitch's heading and purpose", async () => {
    const company = '<img src=x onerror="window.__xss=1"> [md link](javascript:window.__xss=1)';
    await page.getByLabel('Company name').fill(company);
    await page.getByRole('button', { name: 'Create pitch' }).click();
    await page.waitForURL(/\/dashboard\?chat=/);
    chatUid = new URL(page.url()).searchParams.get('chat')!;
    await page.getByRole('button', { name: 'Go to Genios Output' }).waitFor();
    await expectNoScript(page, 'company name in the chat');
  });

  it("in messages: assistant's and member's, markdown and plain text, and the assistant's status line", async () => {
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const bodies: ChatEventBody[] = [
        { type: 'assistant_chat_message', message_format: 'text/markdown', message: payload },
        { type: 'assistant_chat_message', message_format: 'text/plain', message: payload },
        { type: 'user_chat_message', user_uid: 'member-demo', message_format: 'text/markdown', message: payload },
        { type: 'user_chat_message', user_uid: 'member-demo', message_format: 'text/plain', message: payload },
        { type: 'assistant_status_message', message_format: 'text/markdown', message: payload },
        { type: 'assistant_chat_message', message_format: 'text/plain', message: `corpus round ${index}` },
      ];
      chat().append(...bodies);
      await page.getByText(`corpus round ${index}`, { exact: true }).waitFor();
    }
    chat().append({ type: 'clear_assistant_status_message' });
    await target.shoot('chat-corpus');
    await expectNoScript(page, 'chat messages');
  });

  it('in what the member types: shown pending, sent, echoed back and quoted by the assistant', async () => {
    const input = page.getByLabel('Ask anything');
    const answers = () => chat().events.filter((e) => e.event.type === 'assistant_chat_message').length;
    const answered = answers();
    for (const payload of XSS_PAYLOADS.slice(0, 4)) {
      await input.fill(payload);
      await input.press('Enter');
      await expect.poll(() => input.inputValue()).toBe('');
    }
    await expect.poll(answers).toBe(answered + 4);
    await target.shoot('typed-corpus');
    await page.getByText('Ask me about valuation', { exact: false }).last().waitFor();
    await expectNoScript(page, 'typed messages');
  });

  it("in file names: an accepted upload ('File uploaded: …', the assistant's summary) and a refused one", async () => {
    const files = page.locator('input[type=file]');
    await files.setInputFiles({
      name: '<img src=x onerror=window.__xss=1>.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await page.getByText(/File uploaded: <img src=x onerror=window.__xss=1>\.pdf/).waitFor();
    await files.setInputFiles({
      name: '<svg onload=window.__xss=1>.html',
      mimeType: 'text/html',
      buffer: Buffer.from('<script>window.__xss=1</script>'),
    });
    await page.getByRole('alert').filter({ hasText: 'only xlsx spreadsheets and PDF files' }).waitFor();
    await target.shoot('file-names');
    await expectNoScript(page, 'file names');
  });

  it("in the output: company and section names, markdown subtitles, the unknown page type's error", async () => {
    // The 'Go to Genios Output' notice has scrolled far out of the virtualized list: go by address.
    const associated = chat().events.find((e) => e.event.type === 'genios_output_associated')!.event;
    const outputUid = (associated as { genios_output_uid: string }).genios_output_uid;
    await page.goto(`${app.url}/output/${outputUid}`);
    const output = app.assistant().chats.output(outputUid)!;
    await page.getByText(/Proposed .* listing/).waitFor();
    output.append(
      { type: 'company-replaced', uid: 'company-target', name: XSS_PAYLOADS[1]!, public_company_uid: null },
      {
        type: 'page-replaced',
        uid: 'page-cover',
        contents: { type: 'root--ipo-simple-cover', version: 3, subtitle: XSS_PAYLOADS.join('\n\n') },
      },
      { type: 'section-inserted', uid: 'section-xss', name: XSS_PAYLOADS[4]!, section_order: 2 },
      {
        type: 'page-inserted',
        uid: 'page-xss',
        page_order: 2,
        section_uids: ['section-xss'],
        contents: { type: XSS_PAYLOADS[0] },
      },
    );
    await page.getByText(`Unknown page type: ${XSS_PAYLOADS[0]}`, { exact: false }).waitFor();
    await page.getByRole('heading', { name: XSS_PAYLOADS[1] }).waitFor();
    await target.shoot('output-corpus');
    await expectNoScript(page, 'the output page');
  });

  it('in the address the not-found page repeats', async () => {
    for (const payload of XSS_PAYLOADS.slice(0, 6)) {
      await page.goto(`${app.url}/${encodeURIComponent(payload)}`);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await expectNoScript(page, `the not-found page for ${payload}`);
    }
    await target.shoot('not-found-corpus');
  });
});

describe('the Content-Security-Policy', () => {
  let target: E2ePage;
  afterAll(() => target?.close());

  it('refuses inline scripts and foreign hosts, and the refusals are reported', async () => {
    target = await openPage(app, 'csp-control');
    const { page } = target;
    const response = await page.goto(`${app.url}/`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain(`connect-src 'self' ${app.url} ${app.url.replace('http:', 'ws:')}`);
    await page.getByRole('main').waitFor();
    expect(target.cspViolations).toEqual([]);

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inline = 1';
      document.body.append(script);
      const beacon = document.createElement('img');
      beacon.src = 'http://tracker.example/pixel.png';
      document.body.append(beacon);
      void fetch('http://api.example/steal', { mode: 'no-cors' }).catch(() => undefined);
    });
    await expect.poll(() => target.cspViolations.length).toBeGreaterThanOrEqual(3);
    expect(await page.evaluate(() => (window as unknown as { __inline?: number }).__inline)).toBeUndefined();
    const reported = target.cspViolations.join('\n');
    expect(reported).toMatch(/script-src/);
    expect(reported).toMatch(/img-src/);
    expect(reported).toMatch(/connect-src/);
  });
});
