import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountWidget } from '../../src/login/widget/mount';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** After the current task and its microtasks (where a deferred unmount runs). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const labels = (parent: ParentNode) => [...parent.querySelectorAll('button')].map((button) => button.textContent);

describe('mountWidget', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it.each([false, true])(
    'leaves the page at unmount, and a widget mounted again at once stays (shadow: %s)',
    async (shadow) => {
      const host = document.body.appendChild(document.createElement('div'));
      const where = () => (shadow ? host.shadowRoot! : host);
      const first = mountWidget(host, <button type="button">First</button>, { shadow });
      await expect.poll(() => labels(where())).toEqual(['First']);
      first.unmount();
      expect(labels(where())).toEqual([]);
      mountWidget(host, <button type="button">Second</button>, { shadow });
      await nextTask();
      await expect.poll(() => labels(where())).toEqual(['Second']);
      first.unmount();
      await nextTask();
      expect(labels(where())).toEqual(['Second']);
    },
  );

  it("can be unmounted from a React page's effect cleanup without React's warning", async () => {
    const consoleError = vi.spyOn(console, 'error');
    const host = document.body.appendChild(document.createElement('div'));
    function Page() {
      useEffect(() => {
        const widget = mountWidget(host, <button type="button">Widget</button>);
        return () => widget.unmount();
      }, []);
      return null;
    }
    const page = createRoot(document.body.appendChild(document.createElement('div')));
    flushSync(() => page.render(<Page />));
    await expect.poll(() => labels(host)).toEqual(['Widget']);
    flushSync(() => page.unmount());
    await nextTask();
    expect(labels(host)).toEqual([]);
    expect(consoleError.mock.calls.map(String).filter((call) => /unmount/i.test(call))).toEqual([]);
  });
});
