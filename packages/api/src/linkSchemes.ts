/**
 * The one list of link schemes the portal allows (spec §2; QUALITY.md Security): safeUrl, the
 * sanitiser and the runtime's link guard all use it. Relative URLs resolve against the page and so
 * take its scheme. A module of its own because runtime.js imports it (`@anstoss/api/linkSchemes`)
 * for its cheap pre-filter and must not pull in anything else.
 */
export const LINK_SCHEMES: readonly string[] = [
  'http:',
  'https:',
  'ftp:',
  'mailto:',
  'tel:',
  'file:',
  'whatsapp:',
];
