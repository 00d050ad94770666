/**
 * The first path segments of spec 1 §2.1–2.2 (and spec 3's settings): the sections the product
 * has, whether or not their screens are built yet.
 */
export const KNOWN_SECTIONS: readonly string[] = [
  'home',
  'account',
  'profile',
  'profiles',
  'calendar',
  'availability',
  'application',
  'applications',
  'apply',
  'community',
  'startup',
  'startups',
  'coaching',
  'tasks',
  'events',
  'emails',
  'articles',
  'survey',
  'feedback',
  'forms',
  'fields',
  'taxonomy',
  'admin',
  'resources',
  'courses',
  'setup',
  'leads',
  'share',
  'export',
  'docs',
];

/**
 * Which page an unmatched address gets. A path inside a section the product has — an old
 * bookmark, a record that is gone, a screen of a feature not offered here — is a link that does not
 * lead anywhere: the unknown-link page ('This link does not exist'). Any other path was never part
 * of the product (a typo, a foreign link): the 404 page with its 'Go Back'.
 */
export function unknownPathPage(pathname: string, registeredSections: Iterable<string> = []): 'unknownLink' | 'notFound' {
  const section = pathname
    .split('/')
    .find((segment) => segment.length > 0)
    ?.toLowerCase();
  if (!section) return 'notFound';
  const known = new Set([...KNOWN_SECTIONS, ...registeredSections]);
  return known.has(section) ? 'unknownLink' : 'notFound';
}

/** Addresses a visitor may open without signing in (spec 1 §2.1), by whole segments. */
const PUBLIC_PREFIXES: readonly string[] = ['/apply', '/share', '/export', '/leads', '/application/new', '/account/confirmation', '/coaching/invitation'];

/**
 * Whether a visitor at an unmatched address should sign in first. Inside a signed-in section the
 * address may be an old link that a redirect or a page resolves once signed in (spec 1 §2.1:
 * protected pages send visitors to sign-in and bring them back); anywhere else the visitor sees the
 * not-found page straight away.
 */
export function visitorSignsInFirst(pathname: string, registeredSections: Iterable<string> = []): boolean {
  if (unknownPathPage(pathname, registeredSections) !== 'unknownLink') return false;
  const path = pathname.toLowerCase();
  return !PUBLIC_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The first segment of a route path (`startup/:id/file/*` → `startup`); parameters name no section. */
export function sectionOf(path: string): string | undefined {
  const first = path.split('/').find((segment) => segment.length > 0);
  return first && !first.startsWith(':') && first !== '*' ? first.toLowerCase() : undefined;
}
