import { describe, expect, it } from 'vitest';
import { connectedOutput } from '../support/drivenOutput';

describe('OutputConnection view', () => {
  it('copies a collection only when the events changed it', () => {
    const { output, send } = connectedOutput();
    send(
      { type: 'section-inserted', uid: 's1', name: 'Cover', section_order: 1 },
      { type: 'page-inserted', uid: 'p1', page_order: 1, section_uids: ['s1'], contents: null },
      { type: 'company-added', uid: 'c1', name: 'Acme', public_company_uid: null },
    );
    const { pages, sections, companies, users } = output.view;
    send({ type: 'user-added', uid: 'u1', user_uid: 'member-1', role: 'owner' });
    expect(output.view.pages).toBe(pages);
    expect(output.view.sections).toBe(sections);
    expect(output.view.companies).toBe(companies);
    expect(output.view.users).not.toBe(users);
    expect(output.view.users).toEqual({ u1: { uid: 'u1', userUid: 'member-1', role: 'owner' } });

    send({ type: 'page-replaced', uid: 'p1', contents: { type: 'x' } });
    expect(output.view.pages).not.toBe(pages);
    expect(output.view.pages[0]!.contents).toMatchObject({ type: 'x' });
    expect(output.view.sections).toBe(sections);
  });
});
