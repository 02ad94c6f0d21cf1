import type { ChatRecord } from './chatStore';

/** A deterministic, pseudo-financial profile of a company, derived from its name only. */
export function companyProfile(name: string) {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619) >>> 0;
  const sectors = ['enterprise software', 'renewable energy', 'medical devices', 'consumer payments', 'logistics'];
  const exchanges = ['Nasdaq', 'NYSE', 'LSE', 'Euronext'];
  return {
    sector: sectors[hash % sectors.length]!,
    exchange: exchanges[(hash >>> 8) % exchanges.length]!,
    revenueMillions: 120 + (hash % 880),
    growthPercent: 12 + ((hash >>> 4) % 40),
    raiseMillions: 150 + ((hash >>> 12) % 650),
  };
}

/** Keeps member text from being read as markdown structure when quoted back (the client never renders HTML). */
const quote = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => `> ${line.replace(/[\\`*_[\]#]/g, '\\$&')}`)
    .join('\n');

export function pitchIntroduction(company: string): string {
  const profile = companyProfile(company);
  return [
    `## IPO pitch: ${company}`,
    '',
    `${company} is a ${profile.sector} business with about **$${profile.revenueMillions}M** in revenue, growing **${profile.growthPercent}%** a year.`,
    '',
    '| Item | First view |',
    '|---|---|',
    `| Listing venue | ${profile.exchange} |`,
    `| Indicative raise | $${profile.raiseMillions}M |`,
    '| Structure | Primary offering with a greenshoe |',
    '',
    'I have started the **IPO simple cover** in the output. Upload the latest model (xlsx) or an investor deck (PDF) and I will use it.',
  ].join('\n');
}

const topics: [RegExp, (chat: ChatRecord) => string][] = [
  [
    /valu|price|multiple/i,
    () => '**Valuation.** A first range uses revenue multiples of comparable listed peers; the model refines it.',
  ],
  [
    /risk/i,
    () => '**Risk factors.** Customer concentration, market volatility at pricing, and lock-up expiry overhang.',
  ],
  [
    /timeline|when|schedule/i,
    () => '**Timeline.** Kick-off, drafting and due diligence (6–8 weeks), filing, roadshow (2 weeks), pricing.',
  ],
  [
    /file|upload|model|deck|sheet|pdf/i,
    (chat) =>
      chat.files.length === 0
        ? '**Files.** Nothing uploaded yet.'
        : `**Files.** ${chat.files.map((file) => `*${file.name}* (${file.state})`).join(', ')}.`,
  ],
];

/** The assistant's answer to a member's question: relevant, deterministic, and quoting what the chat knows. */
export function answerFor(query: string, chat: ChatRecord): string {
  const parts = topics.filter(([pattern]) => pattern.test(query)).map(([, write]) => write(chat));
  return [
    quote(query),
    '',
    chat.purpose ? `Working on: *${chat.purpose}*.` : 'How can I help with your pitch?',
    '',
    ...(parts.length > 0 ? parts : ['Ask me about valuation, risks, the timeline or your uploaded files.']),
  ].join('\n');
}
