import { describe, expect, it } from 'vitest';
import { mailProviderLinks } from './mailProviders';

describe('mailProviderLinks', () => {
  it('opens the inboxes without a sender domain', () => {
    expect(mailProviderLinks(null)).toEqual([
      { provider: 'Gmail', href: 'https://mail.google.com/mail/u/0/' },
      { provider: 'Outlook', href: 'https://outlook.live.com/mail/0/' },
    ]);
  });

  it('searches for mail from the sender domain', () => {
    const [gmail, outlook] = mailProviderLinks('Acme.com');
    expect(gmail!.href).toBe('https://mail.google.com/mail/u/0/#search/from%3A%40acme.com+in%3Aanywhere');
    expect(outlook!.href).toBe('https://outlook.live.com/mail/0/search?q=from%3A%40acme.com');
  });

  it('ignores a domain that is not a plain host name', () => {
    expect(mailProviderLinks('evil.com/#x?y')).toEqual(mailProviderLinks(undefined));
    expect(mailProviderLinks('localhost')).toEqual(mailProviderLinks(undefined));
  });
});
