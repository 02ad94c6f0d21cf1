import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageContent } from '../../src/output/pageContent';
import { cover } from '../../simulator/scenarios/output/events';
import { mountCovers } from '../support/mountedOutput';

vi.mock('../../src/output/pageContent', { spy: true });

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const PAGES = 30;

describe('a live output renders only the pages an event changed', () => {
  let mounted: Awaited<ReturnType<typeof mountCovers>> | undefined;
  afterEach(() => mounted?.unmount());

  const rendered = () => vi.mocked(pageContent).mock.calls.map(([page]) => page.uid);

  /** The output page showing PAGES covers, with no page rendered since. */
  const mountPages = async () => {
    mounted = await mountCovers(PAGES);
    vi.mocked(pageContent).mockClear();
    return mounted;
  };

  it('renders the replaced page alone, and no page for a section none of them is in', async () => {
    const { send, host } = await mountPages();
    send({ type: 'section-inserted', uid: 'section-extra', name: 'Appendix', section_order: 100 });
    send({ type: 'page-replaced', uid: 'page-7', contents: cover('Revision **1**') });
    await expect.poll(() => host.textContent).toContain('Revision 1');
    expect(rendered()).toEqual(['page-7']);
  });

  it('renders every page again when what they all show changed: the company', async () => {
    const { send, host } = await mountPages();
    send({ type: 'company-replaced', uid: 'company-target', name: 'Acme Holdings', public_company_uid: null });
    await expect.poll(() => host.querySelectorAll('[aria-label*="Acme Holdings"]').length).toBe(PAGES);
    expect(rendered()).toHaveLength(PAGES);
  });
});
