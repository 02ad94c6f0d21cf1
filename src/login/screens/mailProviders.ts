/** Web-mail links offered after an e-mail was sent ('Open in {mail provider}'). */

export interface MailProviderLink {
  provider: 'Gmail' | 'Outlook';
  href: string;
}

/** Keeps only a plausible host name, so a hostile value cannot reshape the URL. */
const cleanDomain = (domain: string | null | undefined): string | null => {
  const trimmed = domain?.trim().replace(/^@/, '').toLowerCase() ?? '';
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(trimmed) ? trimmed : null;
};

/**
 * Gmail and Outlook on the web. When the sender's domain is known each link opens a search for mail
 * from that domain, so the member lands on the message instead of the whole inbox.
 */
export function mailProviderLinks(senderDomain?: string | null): MailProviderLink[] {
  const domain = cleanDomain(senderDomain);
  if (!domain) {
    return [
      { provider: 'Gmail', href: 'https://mail.google.com/mail/u/0/' },
      { provider: 'Outlook', href: 'https://outlook.live.com/mail/0/' },
    ];
  }
  const from = encodeURIComponent(`from:@${domain}`);
  return [
    { provider: 'Gmail', href: `https://mail.google.com/mail/u/0/#search/${from}+in%3Aanywhere` },
    { provider: 'Outlook', href: `https://outlook.live.com/mail/0/search?q=${from}` },
  ];
}
