import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { protectedStart, useStartState, type ProtectedData, type ProtectedStart } from '../../app/protectedStart';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const DATA = { organization: { organization_uid: 'org-1', organization_name: 'Demo' } } as ProtectedData;
const PARTS = 12;

/** Keeps the page's thread busy for a while, as a page's part rendering on a phone does. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** What the pages draw: their data in many parts, each slow to render, once the start is ready. */
function Pages({ start, log }: { start: ProtectedStart; log: string[] }) {
  const state = useStartState(start);
  log.push(`render ${state.status}`);
  if (state.status !== 'ready') return <p>starting</p>;
  return (
    <>
      {Array.from({ length: PARTS }, (_, part) => (
        <Part key={part} part={part} log={log} />
      ))}
    </>
  );
}

function Part({ part, log }: { part: number; log: string[] }) {
  busy(8);
  log.push(`part ${part}`);
  return <p>part {part}</p>;
}

describe("the pages behind a session, filling in once the page's start is ready", () => {
  let root: Root | undefined;
  afterEach(() => root?.unmount());

  it('render `starting` first even when the start is already ready, as the build-time shell was drawn', async () => {
    const start = protectedStart();
    start.begin(Promise.resolve(DATA));
    await start.ready;
    const log: string[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    flushSync(() => root!.render(<Pages start={start} log={log} />));
    expect(container.textContent).toBe('starting');
    await expect.poll(() => container.querySelectorAll('p').length).toBe(PARTS);
    expect(log[0]).toBe('render starting');
  });

  it('fill in as a transition: the page runs its other tasks between the parts, not after them all', async () => {
    const start = protectedStart();
    const log: string[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    flushSync(() => root!.render(<Pages start={start} log={log} />));
    let ready!: (data: ProtectedData) => void;
    start.begin(new Promise((resolve) => (ready = resolve)));
    ready(DATA);
    await start.ready;
    // A task of the page's, queued as the fill-in begins: a member's key press, say.
    setTimeout(() => log.push('another task'));
    await expect.poll(() => container.querySelectorAll('p').length).toBe(PARTS);
    const other = log.indexOf('another task');
    expect(other, log.join(', ')).toBeGreaterThan(-1);
    expect(other, log.join(', ')).toBeLessThan(log.indexOf(`part ${PARTS - 1}`));
  });
});
