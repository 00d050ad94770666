/**
 * The demo's own outside feed: "Startup ecosystem news", an RSS 2.0 document the server serves at
 * DEMO_NEWS_PATH (a static public file, no tenant's data) so that the demo's news feed follows a
 * real RSS source without reaching the internet. Its items are dated back from today, so the demo
 * stays fresh whenever it is started; their guids never change, so reading it again posts nothing twice.
 */

export const DEMO_NEWS_PATH = '/demo/news.xml';

const SITE = 'https://news.example.org';
const DAY_MS = 86_400_000;

interface DemoNewsItem {
  slug: string;
  title: string;
  /** Days before today it was published, at 08:00 UTC. */
  daysAgo: number;
  paragraphs: string[];
}

const ITEMS: DemoNewsItem[] = [
  {
    slug: 'climate-tech-funding-rebounds',
    title: 'Climate-tech funding rebounds as early-stage rounds grow',
    daysAgo: 2,
    paragraphs: [
      'Seed and Series A rounds for climate startups rose for a third quarter in a row, led by grid software, industrial heat and circular materials.',
      'Investors say they now expect a <strong>paying pilot</strong> before a first round, rather than a signed letter of intent.',
    ],
  },
  {
    slug: 'food-waste-grant-call',
    title: 'New grant call opens for food-waste and packaging startups',
    daysAgo: 5,
    paragraphs: [
      'A public innovation fund has opened a call for startups that cut food waste along the supply chain, with grants of up to 150,000 euros and no equity taken.',
      'Applications close in six weeks; projects with a retail or logistics partner score higher.',
    ],
  },
  {
    slug: 'hospital-pilots-health-tech',
    title: 'How health-tech startups are landing their first hospital pilots',
    daysAgo: 9,
    paragraphs: [
      'Procurement cycles of twelve months or more remain the first obstacle. Founders who got through started with a single department and a clinician champion.',
      'Data protection reviews go faster when the hosting and the processing agreement are ready before the first meeting.',
    ],
  },
  {
    slug: 'seed-round-lessons',
    title: 'Five lessons from founders who raised a seed round this year',
    daysAgo: 13,
    paragraphs: [
      'Shorter decks, a clear use of funds and monthly investor updates sent <em>before</em> the round came up again and again.',
      'Most rounds closed with one lead and a handful of angels rather than a large syndicate.',
    ],
  },
  {
    slug: 'pricing-b2b-saas',
    title: 'Pricing B2B software: choosing a value metric that scales',
    daysAgo: 17,
    paragraphs: [
      'Per-seat pricing still dominates, but usage-based tiers are growing among infrastructure and climate-data tools.',
      'A simple test: the customer should pay more exactly when they get more value from the product.',
    ],
  },
  {
    slug: 'angel-syndicates-guide',
    title: 'Angel syndicates: a practical guide for first-time founders',
    daysAgo: 22,
    paragraphs: [
      'Syndicates let a lead angel bring in dozens of smaller cheques through a single line on the cap table.',
      'Ask about the lead’s follow-on policy and how investor updates will be shared with the members.',
    ],
  },
  {
    slug: 'demo-day-investor-questions',
    title: 'What investors asked at this spring’s demo days',
    daysAgo: 27,
    paragraphs: [
      'Retention and sales cycle length came up more often than market size. Hardware teams were asked about unit economics at volume.',
      'Teams that showed a named next milestone and its date had more follow-up meetings.',
    ],
  },
  {
    slug: 'carbon-reporting-smes',
    title: 'Carbon reporting rules for small companies: what changes next year',
    daysAgo: 33,
    paragraphs: [
      'Large companies will ask their suppliers for emissions data, which brings smaller firms into reporting indirectly.',
      'Startups selling to corporates can turn a ready carbon statement into a sales argument.',
    ],
  },
  {
    slug: 'customer-discovery-interviews',
    title: 'Why customer discovery interviews fail, and how to fix them',
    daysAgo: 40,
    paragraphs: [
      'Pitching during an interview, asking about the future instead of past behaviour, and talking only to friendly contacts are the usual traps.',
      'Ask about the last time the problem happened, what it cost and what they tried.',
    ],
  },
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Midnight UTC of today, less `days`, at 08:00. */
function publishedAt(now: Date, days: number): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(day - days * DAY_MS + 8 * 3_600_000);
}

/** The feed as its document, its items dated back from `now`. */
export function demoNewsXml(now = new Date()): string {
  const items = ITEMS.map((item) => {
    const link = `${SITE}/articles/${item.slug}`;
    const description = item.paragraphs.map((p) => `<p>${p}</p>`).join('');
    return [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${publishedAt(now, item.daysAgo).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(description)}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    '    <title>Startup ecosystem news</title>',
    `    <link>${SITE}/</link>`,
    '    <description>Funding, grants and practical advice for early-stage founders.</description>',
    '    <language>en</language>',
    `    <lastBuildDate>${publishedAt(now, ITEMS[0].daysAgo).toUTCString()}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
