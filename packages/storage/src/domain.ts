/**
 * The parent domain that cookies are scoped to (spec §9: "scoped to the parent domain"), so
 * www.fussball.de and m.fussball.de share a selection. A host that has no registrable parent
 * (localhost, an IP address, a single label) gets '' which means a host-only cookie.
 */

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Second-level labels that are public suffixes under a two-letter country code (example.co.uk).
 * Without them we would offer '.co.uk', which browsers refuse, and the cookie would silently vanish.
 * Deliberately short: the portal runs on .de; the runtime config can always set the domain itself.
 */
const SHARED_SECOND_LEVEL = new Set([
  'co',
  'com',
  'net',
  'org',
  'gov',
  'ac',
  'edu',
  'or',
  'ne',
  'gv',
]);

export function parentDomain(hostname: string): string {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || host.includes(':') || host.startsWith('[') || IPV4.test(host)) return '';
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((l) => l === '')) return '';
  const tld = labels[labels.length - 1] as string;
  const second = labels[labels.length - 2] as string;
  const keep = tld.length === 2 && SHARED_SECOND_LEVEL.has(second) ? 3 : 2;
  if (labels.length < keep) return '';
  return '.' + labels.slice(-keep).join('.');
}
